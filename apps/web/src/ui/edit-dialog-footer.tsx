import { Box, Button, CircularProgress, DialogActions, Typography } from '@mui/material';

export interface EditDialogFooterProps {
  mode: 'create' | 'edit' | 'view';
  /** Whether what would be saved differs from what was loaded (uploads running count as a change). */
  isChanged: boolean;
  isSaving: boolean;
  pendingUploads: number;
  /** Translated "N files uploading", shown while uploads run. */
  uploadsLabel: string;
  /** Translated label of the exit button. */
  exitLabel: string;
  /** Translated label of the save button: create (add) or update, by mode. */
  saveLabel: string;
  onExit: () => void;
}

/**
 * The footer of a record's edit dialog, outside the scrolling content so it stays in view: exit,
 * and a submit button that stays disabled in edit mode until something changed. View has no save.
 */
export function EditDialogFooter({
  mode,
  isChanged,
  isSaving,
  pendingUploads,
  uploadsLabel,
  exitLabel,
  saveLabel,
  onExit,
}: EditDialogFooterProps) {
  const canSave = !isSaving && (mode === 'create' || isChanged);
  return (
    <DialogActions sx={{ borderBlockStart: 1, borderColor: 'divider', gap: 1, flexWrap: 'wrap' }}>
      {pendingUploads > 0 ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ marginInlineEnd: 'auto' }}>
          {uploadsLabel}
        </Typography>
      ) : (
        <Box sx={{ marginInlineEnd: 'auto' }} />
      )}
      <Button onClick={onExit} disabled={isSaving} data-testid="dialog-cancel">
        {exitLabel}
      </Button>
      {mode === 'view' ? null : (
        <Button
          type="submit"
          variant="contained"
          disabled={!canSave}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="dialog-save"
        >
          {saveLabel}
        </Button>
      )}
    </DialogActions>
  );
}
