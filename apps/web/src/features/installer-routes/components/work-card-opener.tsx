import { Backdrop, CircularProgress } from '@mui/material';
import { type BusinessDocument, can } from '@tg/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { useDocument } from '../../documents/api/use-documents';
import { DocumentModal } from '../../documents/components/modal/document-modal';

/**
 * A route's work card in the documents modal, over the route (not a page away): in edit when it
 * is open and the person may edit, otherwise in view. `onSaved` gets the card as saved.
 */
export function WorkCardOpener({
  docId,
  onSaved,
  onClose,
}: {
  docId: number;
  onSaved: (saved: BusinessDocument) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const found = useDocument('workCard', docId);
  const [open, setOpen] = useState(true);
  const failed = found.isError || (found.isSuccess && !found.data);

  useEffect(() => {
    if (!failed) return;
    notify.error(t('installer-routes.modal.cardLoadError'));
    onClose();
  }, [failed, notify, t, onClose]);

  const document = found.data;
  if (!document) {
    return (
      <Backdrop open={found.isPending} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <CircularProgress color="inherit" aria-label={t('installer-routes.map.loading')} />
      </Backdrop>
    );
  }
  return (
    <DocumentModal
      open={open}
      mode={document.status && can(userRole, 'documents.update') ? 'edit' : 'view'}
      category="workCard"
      document={document}
      onSaved={onSaved}
      onClose={() => {
        setOpen(false);
        // After the closing fade.
        setTimeout(onClose, 300);
      }}
    />
  );
}
