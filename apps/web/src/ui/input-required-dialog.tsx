import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface InputRequiredDialogProps {
  open: boolean;
  onClose: () => void;
  /** Translated title; defaults to the search-too-short title. */
  title?: string;
  /** Translated message; defaults to "enter more than 2 characters". */
  message?: string;
}

/** A notice with a single close button (spec 3 §2.14), used when a search is too short. */
export function InputRequiredDialog({ open, onClose, title, message }: InputRequiredDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      data-testid="input-required-dialog"
    >
      <DialogTitle id={titleId}>{title ?? t('ui.search.tooShortTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message ?? t('ui.search.tooShortMessage')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus data-testid="input-required-close">
          {t('ui.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
