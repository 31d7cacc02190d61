import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { cancelPolicyRequestSchema, type Policy } from '@tg/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../app/api-errors';

export interface CancelPolicyDialogProps {
  open: boolean;
  /** Kept by the caller after closing, so the text does not change while the dialog fades out. */
  policy?: Policy;
  isPending: boolean;
  onConfirm: (closeReason: string) => void;
  onClose: () => void;
}

const reasonMaxLength = 500;

/**
 * Asks why before cancelling (ADR 0010: a cancelled subscription keeps its reason). The reason
 * typed stays when the call fails; the dialog is remounted for every subscription.
 */
export function CancelPolicyDialog({ open, policy, isPending, onConfirm, onClose }: CancelPolicyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="cancel-policy-dialog"
    >
      <DialogTitle id={titleId}>{t('agent-policies.cancelDialog.title')}</DialogTitle>
      <CancelForm
        key={policy?._id}
        policy={policy}
        isPending={isPending}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </Dialog>
  );
}

function CancelForm({ policy, isPending, onConfirm, onClose }: Omit<CancelPolicyDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!policy) return;
    const checked = cancelPolicyRequestSchema.safeParse({ _id: policy._id, closeReason: reason });
    const issue = checked.success
      ? undefined
      : checked.error.issues.find((item) => item.path[0] === 'closeReason');
    if (issue) {
      setError(issue.message);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 2 }}>
          {t('agent-policies.cancelDialog.message', {
            number: policy?.policyNumber ?? '',
            name: policy?.userInformation.name ?? '',
          })}
        </DialogContentText>
        <TextField
          label={t('agent-policies.cancelDialog.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(undefined);
          }}
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={Boolean(error)}
          helperText={translateFieldError(t, error) ?? ' '}
          slotProps={{ htmlInput: { maxLength: reasonMaxLength, 'data-testid': 'cancel-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending} data-testid="cancel-dialog-back">
          {t('agent-policies.cancelDialog.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="cancel-dialog-confirm"
        >
          {t('agent-policies.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
