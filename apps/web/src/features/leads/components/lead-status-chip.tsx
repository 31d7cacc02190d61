import { Chip, type ChipProps } from '@mui/material';
import type { LeadStatus } from '@tg/domain';
import { useTranslation } from 'react-i18next';

export const leadStatusColors: Record<LeadStatus, ChipProps['color']> = {
  new: 'warning',
  contacted: 'info',
  quoted: 'primary',
  won: 'success',
  lost: 'default',
};

/** A lead's place in the follow-up: new, contacted, quoted, won or lost. */
export function LeadStatusChip({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  const label = t(`leads.status.${status}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={leadStatusColors[status]}
      label={label}
      title={label}
      data-testid={`lead-status-${status}`}
    />
  );
}
