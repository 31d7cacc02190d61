import type { BusinessDocument, DocCategory, ParsedDocumentInput } from '@tg/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import {
  applyServerFieldErrors,
  saveFailureMessage,
  translateFieldError,
  withoutFieldPrefix,
} from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { useCreateDocument, useUpdateDocument } from '../../api/use-documents';
import type { DocumentFormValues, DocumentModalMode } from './document-form-values';

/** Spec 2 §9: a document's toasts stay 5 seconds. */
export const documentToastMs = 5000;

interface SaveDocumentOptions {
  mode: DocumentModalMode;
  /** The category being written: a transfer's target, else the document's. */
  category: DocCategory;
  /** The saved document (edit) or the price quote a transfer starts from. */
  document?: BusinessDocument;
  form: UseFormReturn<DocumentFormValues, unknown, ParsedDocumentInput>;
  /**
   * After the server refused fields: the translated reasons, each once, for the missing-fields
   * dialog, and the form paths they were put on (the first is shown once the dialog closes).
   */
  onMissingFields: (messages: string[], paths: string[]) => void;
  /** 409: the document was closed meanwhile; it is read-only now. */
  onClosedMeanwhile: () => void;
  /** 409 on a new document made from a service call: the call was already carried into a document. */
  onServiceCallTaken: () => void;
  onSaved: (saved: BusinessDocument) => void;
}

/**
 * Sends a valid document (spec 2 §7): createDoc with its category (with `transferFrom` for a
 * transfer) or updateDoc with its category and number. The server is the one judge of readiness:
 * its 400 answer puts each message beside its field and lists them in the missing-fields dialog;
 * whatever was typed stays in the form.
 */
export function useSaveDocument({
  mode,
  category,
  document,
  form,
  onMissingFields,
  onClosedMeanwhile,
  onServiceCallTaken,
  onSaved,
}: SaveDocumentOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateDocument();
  const update = useUpdateDocument();

  const send = (doc: ParsedDocumentInput): Promise<BusinessDocument> => {
    if (mode === 'create') return create.mutateAsync({ category, doc });
    if (mode === 'transfer' && document)
      return create.mutateAsync({
        category,
        doc,
        transferFrom: { category: 'priceQuote', docId: document.docId },
      });
    if (mode === 'edit' && document)
      return update.mutateAsync({ doc: { ...doc, category: document.category, docId: document.docId } });
    return Promise.reject(new Error(`Nothing to save in ${mode} mode`));
  };

  return async (parsed: ParsedDocumentInput) => {
    const isNew = mode === 'create' || mode === 'transfer';
    try {
      const saved = await send(parsed);
      notify.success(
        t(isNew ? 'documents.notices.created' : 'documents.notices.updated', { docId: saved.docId }),
        { durationMs: documentToastMs },
      );
      onSaved(saved);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        mode === 'create' &&
        parsed.LinkingIdServiceCall
      ) {
        notify.error(t('documents.notices.serviceCallTaken'), { durationMs: documentToastMs });
        onServiceCallTaken();
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        notify.error(t('documents.notices.closedReadOnly'), { durationMs: documentToastMs });
        onClosedMeanwhile();
        return;
      }
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const { placed } = applyServerFieldErrors(error, form.setError, form.getValues(), 'doc');
        const messages = Object.values(withoutFieldPrefix(error, 'doc').fields).map(
          (key) => translateFieldError(t, key) ?? key,
        );
        onMissingFields([...new Set(messages)], placed);
        return;
      }
      notify.error(saveFailureMessage(t, error, 'documents.notices.saveError', []), {
        durationMs: documentToastMs,
      });
    }
  };
}
