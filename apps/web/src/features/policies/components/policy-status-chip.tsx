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
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColors[status]}
      label={t(`policies.status.${status}`)}
      data-testid={`policy-status-${status}`}
    />
  );
}
