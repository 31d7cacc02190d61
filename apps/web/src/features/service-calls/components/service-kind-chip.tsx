import { Chip, type ChipProps } from '@mui/material';
import type { ServiceKind } from '@tg/domain';
import { useTranslation } from 'react-i18next';

const colors: Record<ServiceKind, ChipProps['color']> = {
  subscription: 'default',
  insuranceCase: 'info',
  paid: 'secondary',
};

/**
 * What a call is paid by (ADR 0030): a subscription, an insurance case, or paid service, which
 * staff read as "a call to quote". `onlyPaid` shows the chip only for that one (beside a status).
 */
export function ServiceKindChip({ kind, onlyPaid = false }: { kind: ServiceKind; onlyPaid?: boolean }) {
  const { t } = useTranslation();
  if (onlyPaid && kind !== 'paid') return null;
  const label = t(`service-calls.kinds.${kind}`);
  return (
    <Chip
      size="small"
      variant={kind === 'paid' ? 'filled' : 'outlined'}
      color={colors[kind]}
      label={label}
      title={kind === 'paid' ? t('service-calls.kinds.paidHint') : label}
      data-testid={`service-call-kind-${kind}`}
    />
  );
}
