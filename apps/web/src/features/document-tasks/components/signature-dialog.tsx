import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { formatDisplayDate, validationMessages as m, todayIso } from '@tg/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../app/api-errors';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

export interface CustomerSignature {
  isSignature: true;
  name: string;
  signature: string;
  date: string;
}

export interface SignatureDialogProps {
  docId: number;
  isPending: boolean;
  onCancel: () => void;
  onSave: (signature: CustomerSignature) => void;
}

/**
 * The customer signs on the phone, full screen: a pad for the finger, the signer's name (required)
 * and today's date; saved as customerSignature with the drawing as a small PNG.
 */
export function SignatureDialog({ docId, isPending, onCancel, onSave }: SignatureDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [hasInk, setHasInk] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; pad?: boolean }>({});

  const save = () => {
    const problems = {
      name: name.trim().length < 2 ? m.required : undefined,
      pad: !hasInk,
    };
    setErrors(problems);
    if (problems.name || problems.pad) return;
    const signature = pad.current?.toDataUrl() ?? '';
    if (!signature) {
      setErrors({ pad: true });
      return;
    }
    onSave({ isSignature: true, name: name.trim(), signature, date: formatDisplayDate(todayIso()) });
  };

  return (
    <Dialog
      open
      fullScreen
      onClose={() => !isPending && onCancel()}
      aria-labelledby={titleId}
      data-testid="task-signature-dialog"
    >
      <DialogTitle id={titleId}>{t('document-tasks.signature.title', { docId })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ maxInlineSize: 720, marginInline: 'auto' }}>
          <DialogContentText>{t('document-tasks.signature.body')}</DialogContentText>
          <SignaturePad
            ref={pad}
            label={t('document-tasks.signature.pad')}
            onInkChange={(inked) => {
              setHasInk(inked);
              if (inked) setErrors((current) => ({ ...current, pad: false }));
            }}
          />
          {errors.pad && (
            <Alert severity="error" data-testid="task-signature-empty">
              {t('document-tasks.signature.empty')}
            </Alert>
          )}
          <Button
            variant="outlined"
            onClick={() => pad.current?.clear()}
            disabled={isPending || !hasInk}
            sx={{ minBlockSize: 48, alignSelf: 'flex-start' }}
            data-testid="task-signature-clear"
          >
            {t('document-tasks.signature.clear')}
          </Button>
          <TextField
            label={t('document-tasks.signature.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
            required
            autoComplete="off"
            error={Boolean(errors.name)}
            helperText={translateFieldError(t, errors.name) ?? ' '}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'task-signature-name' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1 }}>
        <Button
          onClick={onCancel}
          disabled={isPending}
          sx={{ minBlockSize: 48 }}
          data-testid="task-signature-cancel"
        >
          {t('ui.dialog.cancel')}
        </Button>
        <Button
          onClick={save}
          disabled={isPending}
          variant="contained"
          sx={{ minBlockSize: 48 }}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="task-signature-save"
        >
          {t('document-tasks.signature.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
