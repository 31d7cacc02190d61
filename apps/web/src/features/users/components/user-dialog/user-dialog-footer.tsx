import { Box, Button, CircularProgress, DialogActions, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasUnsavedChanges } from './edit-tracking';
import { useUserDialog } from './user-dialog-context';
import type { UserFormValues } from './user-form-values';

interface UserDialogFooterProps {
  original: UserFormValues;
  isSaving: boolean;
  onExit: () => void;
}

/**
 * The sticky footer: exit, and add (create) or update (edit). Update stays disabled until something
 * changed (spec 2 §4); view mode has no save button at all.
 */
export function UserDialogFooter({ original, isSaving, onExit }: UserDialogFooterProps) {
  const { t } = useTranslation();
  const { mode, uploads } = useUserDialog();
  const { control } = useFormContext<UserFormValues>();
  const values = useWatch({ control }) as UserFormValues;
  const pendingUploads = uploads.pending.length;
  const isChanged = hasUnsavedChanges(values, original, pendingUploads);
  const canSave = !isSaving && (mode === 'create' || isChanged);
  return (
    <DialogActions
      // Outside the scrolling content, so it stays in view however long the tab is.
      sx={{
        borderBlockStart: 1,
        borderColor: 'divider',
        gap: 1,
        flexWrap: 'wrap',
      }}
    >
      {pendingUploads > 0 ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ marginInlineEnd: 'auto' }}>
          {t('users.dialog.uploadsRunning', { count: pendingUploads })}
        </Typography>
      ) : (
        <Box sx={{ marginInlineEnd: 'auto' }} />
      )}
      <Button onClick={onExit} disabled={isSaving} data-testid="dialog-cancel">
        {t('users.dialog.exit')}
      </Button>
      {mode === 'view' ? null : (
        <Button
          type="submit"
          variant="contained"
          disabled={!canSave}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="dialog-save"
        >
          {mode === 'create' ? t('users.dialog.add') : t('users.dialog.update')}
        </Button>
      )}
    </DialogActions>
  );
}
