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
import { describeError, translateFieldError } from '../../../app/api-errors';
import { muiField } from '../../../app/form-fields';
import { useNotify } from '../../../app/notifications';
import { useOpeningCount } from '../../../ui/use-opening-key';
import { useCancelPolicy } from '../api/use-policies';

/** The server's own rule for the reason: required, trimmed, at most 500 characters. */
const cancelFormSchema = z.object({ closeReason: cancelPolicyRequestSchema.shape.closeReason });
type CancelFormInput = z.input<typeof cancelFormSchema>;
type CancelFormOutput = z.output<typeof cancelFormSchema>;

export interface CancelPolicyDialogProps {
  open: boolean;
  /** Kept by the caller after closing, so the text does not change while the dialog fades out. */
  policy: Policy | undefined;
  onClose: () => void;
}

/** Asks why before cancelling a pending subscription; the reason is stored with it. */
export function CancelPolicyDialog({ open, policy, onClose }: CancelPolicyDialogProps) {
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
      <DialogTitle id={titleId}>{t('policies.cancelDialog.title')}</DialogTitle>
      <CancelPolicyForm key={openings} policy={policy} onClose={onClose} />
    </Dialog>
  );
}

function CancelPolicyForm({ policy, onClose }: Omit<CancelPolicyDialogProps, 'open'>) {
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
          notify.success(t('policies.cancelDialog.cancelled', { number: policy.policyNumber }));
          onClose();
        },
        // The dialog stays open with the reason, to try again.
        onError: (error) =>
          notify.error(
            `${t('policies.cancelDialog.cancelError')} ${describeError(t, error, 'policies.cancelDialog.tryAgain')}`,
          ),
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 2 }}>
          {t('policies.cancelDialog.message', { number: policy?.policyNumber ?? '' })}
        </DialogContentText>
        <TextField
          {...muiField(register('closeReason'))}
          label={t('policies.cancelDialog.reason')}
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
          {t('policies.cancelDialog.keep')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={cancel.isPending}
          startIcon={cancel.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="cancel-policy-submit"
        >
          {t('policies.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
