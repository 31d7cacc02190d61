import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { GeneralStatus } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../ui/row-actions';

export interface GeneralStatusRowActionsProps {
  status: GeneralStatus;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * Edit and delete of one status. A system status's delete stays in its place, disabled, with a
 * tooltip saying why, so the row does not look as if something were missing.
 */
export function GeneralStatusRowActions({ status, onEdit, onDelete }: GeneralStatusRowActionsProps) {
  const { t } = useTranslation();
  if (!status.isSystem) return <RowActions itemName={status.value} onEdit={onEdit} onDelete={onDelete} />;
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.25 }}>
      <RowActions itemName={status.value} onEdit={onEdit} />
      <Tooltip title={t('general-statuses.deleteDisabled')}>
        {/* Marked disabled but still focusable, so a keyboard or screen reader finds the reason. */}
        <IconButton
          size="small"
          aria-disabled="true"
          aria-label={t('ui.rowActions.delete', { name: status.value })}
          aria-description={t('general-statuses.deleteDisabled')}
          onClick={(event) => event.preventDefault()}
          sx={{ color: 'action.disabled', cursor: 'not-allowed' }}
          data-testid="row-delete"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
