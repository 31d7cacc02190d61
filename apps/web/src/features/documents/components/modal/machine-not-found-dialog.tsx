import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineSearchField } from './use-machine-search';

export interface MachineNotFoundDialogProps {
  notFound: { field: MachineSearchField; number: string } | null;
  onClose: () => void;
  /** Puts the searched number on the document's machine, to type the rest by hand. */
  onTypeByHand: (field: MachineSearchField, number: string) => void;
}

/** No machine in the registry has the number (spec 2 §2 dialogs: machine-not-found). */
export function MachineNotFoundDialog({ notFound, onClose, onTypeByHand }: MachineNotFoundDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={notFound !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      data-testid="doc-machine-not-found"
    >
      <DialogTitle id={titleId}>{t('documents.machineSearch.notFoundTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {t('documents.machineSearch.notFoundBody', {
            field: t(`documents.machineSearch.${notFound?.field ?? 'vinNumber'}`),
            number: `\u2066${notFound?.number ?? ''}\u2069`,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="doc-machine-not-found-close">
          {t('ui.dialog.close')}
        </Button>
        <Button
          variant="contained"
          onClick={() => notFound && onTypeByHand(notFound.field, notFound.number)}
          data-testid="doc-machine-not-found-manual"
        >
          {t('documents.machineSearch.typeByHand')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
