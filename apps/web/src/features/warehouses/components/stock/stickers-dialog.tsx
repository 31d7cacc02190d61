import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { stickerCopiesMax } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface StickersDialogProps {
  open: boolean;
  /** The catalogue numbers to print, each with the same number of copies. */
  catalogNumbers: readonly string[];
  isPrinting: boolean;
  onPrint: (copies: number) => void;
  onClose: () => void;
}

/** Asks how many stickers of each chosen item to print (1–100). */
export function StickersDialog({ open, catalogNumbers, isPrinting, onPrint, onClose }: StickersDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copies, setCopies] = useState('1');
  const count = Number(copies);
  const isValid = /^\d+$/.test(copies) && count >= 1 && count <= stickerCopiesMax;
  return (
    <Dialog
      open={open}
      onClose={isPrinting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          if (isValid) onPrint(count);
        }}
      >
        <DialogTitle id={titleId}>{t('warehouses.stickers.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ marginBlockEnd: 2 }}>
            {t('warehouses.stickers.items', { list: catalogNumbers.join(', ') })}
          </DialogContentText>
          <TextField
            autoFocus
            label={t('warehouses.stickers.copies')}
            value={copies}
            onChange={(event) => setCopies(event.target.value.replace(/\D/g, ''))}
            error={!isValid}
            helperText={isValid ? ' ' : t('warehouses.stickers.copiesRange', { max: stickerCopiesMax })}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'stickers-copies' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPrinting}>
            {t('warehouses.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isValid || isPrinting}
            startIcon={isPrinting ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="stickers-print"
          >
            {t('warehouses.stickers.print')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
