import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectionBarProps {
  count: number;
  onClear: () => void;
  /** The buttons acting on the selected rows. */
  actions?: ReactNode;
}

/** Shown above a list while rows are selected: how many, a way to clear, and the bulk actions. */
export function SelectionBar({ count, onClear, actions }: SelectionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('list-kit.selectionActions')}
      data-testid="selection-bar"
      data-print="hide"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        paddingBlock: 1,
        paddingInline: 2,
        marginBlockEnd: 1,
        backgroundColor: 'action.selected',
      }}
    >
      <Typography role="status" sx={{ fontWeight: 600 }} data-testid="selection-count">
        {t('list-kit.selected', { count })}
      </Typography>
      <Button size="small" startIcon={<CloseIcon />} onClick={onClear} data-testid="selection-clear">
        {t('list-kit.clearSelection')}
      </Button>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', marginInlineStart: 'auto' }}>{actions}</Box>
    </Paper>
  );
}
