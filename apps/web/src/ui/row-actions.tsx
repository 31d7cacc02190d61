import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface RowActionsProps {
  /** Each button is shown only when its handler is given. */
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** What the row is (usually a name), for the buttons' accessible names: "edit Dana Levi". */
  itemName: string;
}

/** The view, edit and delete icon buttons at the end of a list row (`DataTable`'s `rowActions`). */
export function RowActions({ onView, onEdit, onDelete, itemName }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      {onView ? (
        <Tooltip title={t('ui.rowActions.viewShort')}>
          <IconButton
            size="small"
            onClick={onView}
            aria-label={t('ui.rowActions.view', { name: itemName })}
            data-testid="row-view"
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onEdit ? (
        <Tooltip title={t('ui.rowActions.editShort')}>
          <IconButton
            size="small"
            onClick={onEdit}
            aria-label={t('ui.rowActions.edit', { name: itemName })}
            data-testid="row-edit"
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip title={t('ui.rowActions.deleteShort')}>
          <IconButton
            size="small"
            color="error"
            onClick={onDelete}
            aria-label={t('ui.rowActions.delete', { name: itemName })}
            data-testid="row-delete"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}
