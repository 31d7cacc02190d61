import { Backdrop, CircularProgress } from '@mui/material';
import { can, type DocCategory } from '@tg/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../../app/auth/auth-context';
import { useNotify } from '../../../../app/notifications';
import { useDocument } from '../../api/use-documents';
import { DocumentModal } from './document-modal';

/**
 * Opens a document by its category and number (a linked document, a customer's history): in edit
 * when it is open and the person may edit, otherwise in view (spec 2 §4).
 */
export function DocumentOpener({
  category,
  docId,
  onClose,
}: {
  category: DocCategory;
  docId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const found = useDocument(category, docId);
  const [open, setOpen] = useState(true);
  const isMissing = found.isSuccess && !found.data;

  useEffect(() => {
    if (isMissing) {
      notify.error(t('documents.notices.notFound'));
      onClose();
    }
  }, [isMissing, notify, t, onClose]);
  useEffect(() => {
    if (found.isError) {
      notify.error(t('documents.notices.loadOneError'));
      onClose();
    }
  }, [found.isError, notify, t, onClose]);

  const document = found.data;
  if (!document) {
    return (
      <Backdrop open={found.isPending} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <CircularProgress color="inherit" aria-label={t('documents.loading')} />
      </Backdrop>
    );
  }
  const mode = document.status && can(userRole, 'documents.update') ? 'edit' : 'view';
  return (
    <DocumentModal
      open={open}
      mode={mode}
      category={document.category}
      document={document}
      onClose={() => {
        setOpen(false);
        // After the closing fade.
        setTimeout(onClose, 300);
      }}
    />
  );
}
