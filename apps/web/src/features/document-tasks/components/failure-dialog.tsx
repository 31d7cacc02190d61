import {
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
import { validationMessages as m } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../app/api-errors';
import { currentHour } from '../task-display';

export interface FailureDialogProps {
  docId: number;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (failure: { reason: string; hour: string }) => void;
}

const hourPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Why a card failed and at what hour (installerFailureReason); both are asked before it is sent. */
export function FailureDialog({ docId, isPending, onCancel, onConfirm }: FailureDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [hour, setHour] = useState(currentHour);
  const [errors, setErrors] = useState<{ reason?: string; hour?: string }>({});

  const confirm = () => {
    const problems = {
      reason: reason.trim().length < 2 ? m.reasonRequired : undefined,
      hour: hourPattern.test(hour) ? undefined : m.invalidValue,
    };
    setErrors(problems);
    if (!problems.reason && !problems.hour) onConfirm({ reason: reason.trim(), hour });
  };

  return (
    <Dialog
      open
      onClose={() => !isPending && onCancel()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="task-failure-dialog"
    >
      <DialogTitle id={titleId}>{t('document-tasks.failure.title', { docId })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 2 }}>{t('document-tasks.failure.body')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            label={t('document-tasks.failure.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
            required
            multiline
            minRows={2}
            autoFocus
            error={Boolean(errors.reason)}
            helperText={translateFieldError(t, errors.reason) ?? ' '}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'task-failure-reason' } }}
          />
          <TextField
            label={t('document-tasks.failure.hour')}
            type="time"
            value={hour}
            onChange={(event) => {
              setHour(event.target.value);
              setErrors((current) => ({ ...current, hour: undefined }));
            }}
            required
            error={Boolean(errors.hour)}
            helperText={translateFieldError(t, errors.hour) ?? ' '}
            slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'task-failure-hour' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending} data-testid="task-failure-cancel">
          {t('ui.dialog.cancel')}
        </Button>
        <Button
          onClick={confirm}
          disabled={isPending}
          variant="contained"
          color="error"
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="task-failure-confirm"
        >
          {t('document-tasks.failure.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
