import type { ContractInput, warehouseContracts as calls } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../app/api-client';
import { describeError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';

/** The calls that answer a printed PDF. */
type PdfCall = typeof calls.stickers | typeof calls.inventoryReport;

/**
 * Opens a printed PDF (inventory report, stickers) in a new tab. The tab is opened inside the
 * click, since one opened after waiting counts as a popup; it gets the PDF when it arrives, or is
 * closed again with a toast (a server without Chromium answers 503).
 */
export function useOpenPdf() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [isOpening, setOpening] = useState(false);

  const open = async (contract: PdfCall, input: ContractInput<PdfCall>): Promise<boolean> => {
    const tab = window.open('', '_blank');
    if (tab) {
      tab.opener = null;
      try {
        tab.document.title = t('warehouses.pdf.opening');
        tab.document.body.textContent = t('warehouses.pdf.opening');
      } catch {
        // Another origin for the blank tab in some browsers: it stays blank a moment.
      }
    }
    setOpening(true);
    try {
      const url = URL.createObjectURL(await call(contract, input));
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
      // The tab has loaded it by then; the link is only memory afterwards.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return true;
    } catch (error) {
      tab?.close();
      notify.error(`${t('warehouses.pdf.error')} ${describeError(t, error, 'warehouses.pdf.tryAgain')}`);
      return false;
    } finally {
      setOpening(false);
    }
  };

  return { open, isOpening };
}
