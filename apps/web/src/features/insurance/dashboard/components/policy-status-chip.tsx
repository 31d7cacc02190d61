import { Chip, type ChipProps } from '@mui/material';
import type { PolicyStatus } from '@tg/domain';
import { useTranslation } from 'react-i18next';

const colors: Record<PolicyStatus, ChipProps['color']> = {
  pending: 'warning',
  active: 'success',
  cancelled: 'default',
  ended: 'default',
};

/** A subscription's status (spec 1 §4): pending shows as awaiting approval. */
export function PolicyStatusChip({ status }: { status: PolicyStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={t(`insurance-dashboard.policyStatus.${status}`)}
      data-testid={`policy-status-${status}`}
    />
  );
}
