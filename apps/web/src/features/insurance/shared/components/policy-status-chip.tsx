import { Chip, type ChipProps } from '@mui/material';
import type { PolicyStatus } from '@tg/domain';
import { useTranslation } from 'react-i18next';

const statusColors: Record<PolicyStatus, ChipProps['color']> = {
  pending: 'warning',
  active: 'success',
  cancelled: 'error',
  ended: 'default',
};

export interface PolicyStatusChipProps {
  status: PolicyStatus;
  /** The test hook; `policy-status-<status>` unless a screen's tests know it by another name. */
  testId?: string;
}

/** A subscription's status (spec 1 §4): pending reads "awaiting approval"; ended and cancelled are told apart. */
export function PolicyStatusChip({ status, testId = `policy-status-${status}` }: PolicyStatusChipProps) {
  const { t } = useTranslation();
  const label = t(`insurance.policyStatus.${status}`);
  return (
    <Chip
      title={label}
      size="small"
      variant="outlined"
      color={statusColors[status]}
      label={label}
      sx={{ maxWidth: '100%' }}
      data-testid={testId}
      data-status={status}
    />
  );
}
