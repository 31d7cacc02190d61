import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Why the document could not be saved (spec 2 §2 dialogs: missing-fields list): each of the
 * server's reasons once, translated; the fields themselves show them too.
 */
export function MissingFieldsDialog({
  messages,
  onClose,
}: {
  messages: string[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={messages !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="doc-missing-fields"
    >
      <DialogTitle id={titleId}>{t('documents.missingFields.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('documents.missingFields.body')}</DialogContentText>
        <List dense>
          {(messages ?? []).map((message) => (
            <ListItem key={message} disableGutters data-testid="doc-missing-field">
              <ListItemText primary={message} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus data-testid="doc-missing-fields-close">
          {t('ui.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
