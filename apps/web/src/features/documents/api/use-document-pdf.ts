import { documentContracts as calls, errorCodes, type GeneratePdfRequest } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../app/api-client';
import { useNotify } from '../../../app/notifications';

/** Spec 2 §7: a PDF request gives up after 30 seconds. */
export const documentPdfTimeoutMs = 30_000;
/** Spec 2 §9: the preview's blob link is revoked after 60 seconds. */
export const previewUrlLifetimeMs = 60_000;

/** The document as the modal holds it: its fields, category and number (none before it is issued). */
export type DocumentPdfInput = Omit<GeneratePdfRequest, 'isPreview'>;

/** Raised when the answer is not a PDF at all (spec 2 §8: an empty answer is an error). */
class EmptyPdfError extends Error {}
/** Raised when the 30 seconds ran out on this side. */
class PdfTimeoutError extends Error {}

/**
 * The message of a failed PDF request (spec 2 §8), as a translation key and its values: 400 the
 * document's data, 504 or our own 30 seconds the time-out, 5xx the PDF server, no answer the
 * connection, another status named, anything else the generic failure.
 */
export function pdfErrorMessage(error: unknown): { key: string; values?: Record<string, unknown> } {
  if (error instanceof PdfTimeoutError) return { key: 'document-pdf.errors.timeout' };
  if (!(error instanceof ApiError)) return { key: 'document-pdf.errors.generic' };
  if (error.status === 0) return { key: 'document-pdf.errors.network' };
  if (error.status === 400) return { key: 'document-pdf.errors.invalid' };
  if (error.status === 504 || error.code === errorCodes.timeout)
    return { key: 'document-pdf.errors.timeout' };
  if (error.status >= 500) return { key: 'document-pdf.errors.server' };
  return { key: 'document-pdf.errors.status', values: { status: error.status } };
}

/** generatePdf, given up after 30 seconds. */
async function fetchPdf(input: DocumentPdfInput & { isPreview: boolean }): Promise<Blob> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, documentPdfTimeoutMs);
  try {
    const pdf = await call(calls.generatePdf, input, { signal: controller.signal });
    if (!pdf || pdf.size === 0) throw new EmptyPdfError('The PDF answer was empty');
    return pdf;
  } catch (error) {
    throw timedOut ? new PdfTimeoutError('The PDF took longer than 30 seconds') : error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A preview of what the modal holds, printed and stored nowhere (the preview section shows it in
 * a frame); rejects as generatePdf does, `pdfErrorMessage` names why.
 */
export function fetchPreviewPdf(doc: DocumentPdfInput): Promise<Blob> {
  return fetchPdf({ ...doc, isPreview: true });
}

/**
 * The document's PDF on screen (spec 2 §7 generatePdf, §8 PDF errors). `preview(doc)` prints what
 * the modal holds without storing it and opens it in a new tab: the tab is opened inside the
 * click (one opened after waiting counts as a popup) and gets the PDF when it arrives, or is
 * closed again with the spec's message as a toast. The blob link is revoked after 60 seconds.
 */
export function useDocumentPdf() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [isGenerating, setGenerating] = useState(false);

  const preview = async (doc: DocumentPdfInput): Promise<boolean> => {
    const tab = window.open('', '_blank');
    if (tab) {
      // 'noopener' would make window.open answer null, so the new tab is detached by hand.
      tab.opener = null;
      try {
        tab.document.title = t('document-pdf.opening');
        tab.document.body.textContent = t('document-pdf.opening');
      } catch {
        // Another origin for the blank tab in some browsers: it stays blank a moment.
      }
    }
    setGenerating(true);
    try {
      const url = URL.createObjectURL(await fetchPdf({ ...doc, isPreview: true }));
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), previewUrlLifetimeMs);
      return true;
    } catch (error) {
      tab?.close();
      const { key, values } = pdfErrorMessage(error);
      notify.error(t(key, values));
      return false;
    } finally {
      setGenerating(false);
    }
  };

  return { preview, isGenerating };
}
