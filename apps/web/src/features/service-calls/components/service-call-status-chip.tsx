import { Chip, type ChipProps } from '@mui/material';
import type { ServiceCallStatus } from '@tg/domain';
import { useTranslation } from 'react-i18next';

const colors: Record<ServiceCallStatus, ChipProps['color']> = {
  pending: 'warning',
  active: 'success',
  price_quote_transfer: 'info',
  workcard_transfer: 'primary',
};

/**
 * A call's status (spec 1 §4). Staff read "pending" as awaiting their approval; a customer reads
 * it as waiting for handling, since the approval is not the customer's step.
 */
export function ServiceCallStatusChip({
  status,
  audience = 'staff',
}: {
  status: ServiceCallStatus;
  audience?: 'staff' | 'customer';
}) {
  const { t } = useTranslation();
  const label =
    audience === 'customer' && status === 'pending'
      ? t('service-calls.status.waitingForHandling')
      : t(`service-calls.status.${status}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={label}
      title={label}
      data-testid={`service-call-status-${status}`}
    />
  );
}
