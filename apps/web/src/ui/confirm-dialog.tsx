import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /** Translated title. */
  title: string;
  /** Translated message; may hold markup (for example the name of what is deleted). */
  message: ReactNode;
  /** Translated label of the confirm button; defaults to "confirm" ("delete" when destructive). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, and the focus starts on cancel so Enter does not destroy by accident. */
  destructive?: boolean;
  /** While the confirmed action runs: both buttons disabled and a spinner on confirm. */
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isPending) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      data-testid="confirm-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending} autoFocus={destructive} data-testid="confirm-no">
          {cancelLabel ?? t('ui.dialog.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={isPending}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus={!destructive}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="confirm-yes"
        >
          {confirmLabel ?? (destructive ? t('ui.dialog.delete') : t('ui.dialog.confirm'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
