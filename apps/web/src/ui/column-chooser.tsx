import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  IconButton,
  Popover,
  Tooltip,
  Typography,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnVisibility } from './use-column-visibility';

export interface ColumnChooserColumn {
  id: string;
  /** Translation key of the column's name. */
  labelKey: string;
  hideable?: boolean;
}

export interface ColumnChooserProps {
  columns: readonly ColumnChooserColumn[];
  /** The state from `useColumnVisibility()`. */
  visibility: ColumnVisibility;
}

/** A button opening a popover with one checkbox per column. Columns that cannot be hidden are disabled. */
export function ColumnChooser({ columns, visibility }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  // Popover positions are computed in physical terms: align the panel to the button's end side.
  const endSide = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <>
      <Tooltip title={t('ui.columns.button')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('ui.columns.button')}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          data-testid="column-chooser"
        >
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: endSide }}
        transformOrigin={{ vertical: 'top', horizontal: endSide }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } as object }}
      >
        <Box sx={{ paddingBlock: 1.5, paddingInline: 2, minWidth: 220 }}>
          <Typography id={titleId} variant="subtitle2" sx={{ marginBlockEnd: 1 }}>
            {t('ui.columns.title')}
          </Typography>
          <FormGroup>
            {columns.map((column) => (
              <FormControlLabel
                key={column.id}
                control={
                  <Checkbox
                    size="small"
                    checked={visibility.isVisible(column.id)}
                    disabled={column.hideable === false}
                    onChange={() => visibility.toggle(column.id)}
                  />
                }
                label={t(column.labelKey)}
              />
            ))}
          </FormGroup>
          <Button size="small" onClick={visibility.reset} sx={{ marginBlockStart: 1 }}>
            {t('ui.columns.reset')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
