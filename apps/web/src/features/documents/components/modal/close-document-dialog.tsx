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
import { type BusinessDocument, updateDocFieldsRequestSchema } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { describeError, translateFieldError } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { useCloseDocument } from '../../api/use-documents';
import { documentToastMs } from './use-save-document';

export interface CloseDocumentDialogProps {
  open: boolean;
  document: BusinessDocument;
  onCancel: () => void;
  onClosed: (closed: BusinessDocument) => void;
}

/**
 * Closing a document (the modal's delete mode; spec 2 §4: nothing is deleted): the reason is
 * required, then updateItemByFields sets status false with it.
 */
export function CloseDocumentDialog({ open, document, onCancel, onClosed }: CloseDocumentDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const close = useCloseDocument();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const confirm = async () => {
    const request = {
      category: document.category,
      docId: document.docId,
      fields: { status: false as const, closeReason: reason },
    };
    const checked = updateDocFieldsRequestSchema.safeParse(request);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      const answer = await close.mutateAsync({
        ...request,
        closeReason: checked.data.fields.closeReason ?? '',
      });
      notify.success(t('documents.notices.closed', { docId: document.docId }), {
        durationMs: documentToastMs,
      });
      onClosed(answer.doc);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields['fields.closeReason']) {
        setError(failure.fields['fields.closeReason']);
        return;
      }
      const message =
        failure instanceof ApiError && failure.status === 409
          ? t('documents.notices.closedReadOnly')
          : `${t('documents.notices.closeError')} ${describeError(t, failure)}`;
      notify.error(message, { durationMs: documentToastMs });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !close.isPending && onCancel()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="doc-close-dialog"
    >
      <DialogTitle id={titleId}>{t('documents.close.title', { docId: document.docId })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 2 }}>{t('documents.close.body')}</DialogContentText>
        <TextField
          label={t('documents.close.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          error={Boolean(error)}
          helperText={translateFieldError(t, error) ?? ' '}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'doc-close-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={close.isPending} data-testid="doc-close-cancel">
          {t('ui.dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={close.isPending}
          startIcon={close.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="doc-close-confirm"
        >
          {t('documents.close.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
