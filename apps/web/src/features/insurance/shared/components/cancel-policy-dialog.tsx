import { zodResolver } from '@hookform/resolvers/zod';
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
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { describeError, translateFieldError } from '../../../../app/api-errors';
import { muiField } from '../../../../app/form-fields';
import { useNotify } from '../../../../app/notifications';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { useCancelPolicy } from '../api/use-cancel-policy';

/** The server's own rule for the reason: required, trimmed, at most 500 characters. */
const cancelFormSchema = z.object({ closeReason: cancelPolicyRequestSchema.shape.closeReason });
type CancelFormInput = z.input<typeof cancelFormSchema>;
type CancelFormOutput = z.output<typeof cancelFormSchema>;

export interface CancelPolicyDialogProps {
  open: boolean;
  /** Kept by the caller after closing, so the text does not change while the dialog fades out. */
  policy: Policy | undefined;
  onClose: () => void;
  /** After the server cancelled it (the dialog has closed and said so already). */
  onCancelled?: (policy: Policy) => void;
}

/**
 * Asks why before cancelling a subscription (ADR 0010: a cancelled subscription keeps its reason).
 * The reason typed stays when the call fails, to try again.
 */
export function CancelPolicyDialog({ open, policy, onClose, onCancelled }: CancelPolicyDialogProps) {
  const openings = useOpeningCount(open);
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // A stray tap outside must not throw away a typed reason; Esc and the buttons close it.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="cancel-policy-dialog"
    >
      <DialogTitle id={titleId}>{t('insurance.cancelDialog.title')}</DialogTitle>
      <CancelPolicyForm key={openings} policy={policy} onClose={onClose} onCancelled={onCancelled} />
    </Dialog>
  );
}

function CancelPolicyForm({ policy, onClose, onCancelled }: Omit<CancelPolicyDialogProps, 'open'>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const cancel = useCancelPolicy();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelFormInput, unknown, CancelFormOutput>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { closeReason: '' },
  });

  const submit = handleSubmit((values) => {
    if (!policy) return;
    cancel.mutate(
      { _id: policy._id, closeReason: values.closeReason },
      {
        onSuccess: () => {
          notify.success(t('insurance.cancelDialog.cancelled', { number: policy.policyNumber }));
          onClose();
          onCancelled?.(policy);
        },
        onError: (error) =>
          notify.error(
            `${t('insurance.cancelDialog.cancelError')} ${describeError(t, error, 'insurance.cancelDialog.tryAgain')}`,
          ),
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 2 }}>
          {t('insurance.cancelDialog.message', { number: policy?.policyNumber ?? '' })}
        </DialogContentText>
        <TextField
          {...muiField(register('closeReason'))}
          label={t('insurance.cancelDialog.reason')}
          required
          autoFocus
          fullWidth
          multiline
          minRows={3}
          error={Boolean(errors.closeReason)}
          helperText={translateFieldError(t, errors.closeReason?.message) ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'cancel-policy-reason', maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending} data-testid="cancel-policy-keep">
          {t('insurance.cancelDialog.keep')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={cancel.isPending}
          startIcon={cancel.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="cancel-policy-submit"
        >
          {t('insurance.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
