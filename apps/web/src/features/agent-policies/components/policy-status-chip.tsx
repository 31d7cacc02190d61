import { Chip } from '@mui/material';
import type { PolicyStatus } from '@tg/domain';
import { useTranslation } from 'react-i18next';

const colorOf: Record<PolicyStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  active: 'success',
  cancelled: 'error',
  ended: 'default',
};

/** Pending is shown as awaiting approval (spec 1 §4). */
export function PolicyStatusChip({ status }: { status: PolicyStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colorOf[status]}
      label={t(`agent-policies.status.${status}`)}
      data-testid="policy-status"
      data-status={status}
    />
  );
}
