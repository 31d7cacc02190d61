import { Chip, type ChipProps } from '@mui/material';
import type { PolicyStatus } from '@tg/domain';
import { useTranslation } from 'react-i18next';

const statusColors: Record<PolicyStatus, ChipProps['color']> = {
  pending: 'warning',
  active: 'success',
  cancelled: 'error',
  ended: 'default',
};

/** Pending reads "awaiting approval" (spec 1 §4); ended and cancelled are told apart. */
export function PolicyStatusChip({ status }: { status: PolicyStatus }) {
  const { t } = useTranslation();
  const label = t(`policies.status.${status}`);
  return (
    <Chip
      title={label}
      size="small"
      variant="outlined"
      color={statusColors[status]}
      label={label}
      sx={{ maxWidth: '100%' }}
      data-testid={`policy-status-${status}`}
    />
  );
}
