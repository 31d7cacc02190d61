import type { BusinessDocument, DocCategory } from '@tg/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useNotify } from '../../../app/notifications';
import { fetchDocument } from '../api/use-documents';
import type { DocumentModalMode, TransferTarget } from './modal/document-modal';

export interface OpenedDocument {
  open: boolean;
  mode: DocumentModalMode;
  document?: BusinessDocument;
  transferTo?: TransferTarget;
}

const docParam = 'doc';
const transferParam = 'transfer';
const newDocument = 'new';

function isTransferTarget(value: string | null): value is TransferTarget {
  return value === 'workCard' || value === 'shippingCertificate';
}

/**
 * The document modal's state, mirrored in the address (`?doc=12`, `?doc=new`,
 * `?doc=12&transfer=workCard`): a reload, or a phone reopening a dropped tab, shows the same
 * document again with what was typed (the form's draft), and a document's link can be shared. A
 * document opens in edit when it is open and the person may edit, otherwise in view.
 */
export function useOpenedDocument(
  category: DocCategory,
  { canCreate, canUpdate }: { canCreate: boolean; canUpdate: boolean },
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenedDocument>({ open: false, mode: 'create' });
  const addressed = params.get(docParam);
  const addressedTransfer = params.get(transferParam);

  const writeAddress = (doc: string | null, transfer: TransferTarget | null = null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (doc) next.set(docParam, doc);
        else next.delete(docParam);
        if (transfer) next.set(transferParam, transfer);
        else next.delete(transferParam);
        return next;
      },
      { replace: true },
    );

  const modeOf = (doc: BusinessDocument): DocumentModalMode => (doc.status && canUpdate ? 'edit' : 'view');

  // An address that names a document the page does not show yet (a reload, a shared link).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address opens the modal
  useEffect(() => {
    if (!addressed || dialog.open) return;
    if (addressed === newDocument) {
      if (canCreate) setDialog({ open: true, mode: 'create' });
      else writeAddress(null);
      return;
    }
    const docId = Number(addressed);
    if (!Number.isInteger(docId) || docId < 1) {
      writeAddress(null);
      return;
    }
    const controller = new AbortController();
    fetchDocument(category, docId, controller.signal)
      .then((doc) => {
        if (controller.signal.aborted) return;
        if (!doc) throw new Error('not found');
        const transfer =
          isTransferTarget(addressedTransfer) && doc.category === 'priceQuote' && doc.status && canCreate
            ? addressedTransfer
            : undefined;
        setDialog(
          transfer
            ? { open: true, mode: 'transfer', document: doc, transferTo: transfer }
            : { open: true, mode: modeOf(doc), document: doc },
        );
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        notify.error(t('documents.notices.notFound'));
        writeAddress(null);
      });
    return () => controller.abort();
  }, [addressed]);

  return {
    dialog,
    /** A row: edit when open (and allowed), view when closed. */
    openDocument: (doc: BusinessDocument) => {
      setDialog({ open: true, mode: modeOf(doc), document: doc });
      writeAddress(String(doc.docId));
    },
    openNew: () => {
      setDialog({ open: true, mode: 'create' });
      writeAddress(newDocument);
    },
    /** The modal moved on (a transfer, a refresh): the address names what it shows now. */
    follow: ({ mode, document, transferTo }: Omit<OpenedDocument, 'open'>) => {
      if (!document) return;
      writeAddress(String(document.docId), mode === 'transfer' ? (transferTo ?? null) : null);
    },
    close: () => {
      // The document stays while the modal fades out.
      setDialog((current) => ({ ...current, open: false }));
      writeAddress(null);
    },
  };
}
