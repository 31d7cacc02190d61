import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../app/api-client';
import { useNotify } from '../../../../app/notifications';

export const policyPdfPath = '/insurance/subscriptions/policyPdf';

/**
 * Opens a subscription's PDF in a new tab. The tab is opened at the click, while it still counts as
 * the person's own action (pop-up blockers refuse a tab opened after an answer arrives), and is
 * sent to the signed link once the server answers; on failure it is closed again and a toast says so.
 */
export function useOpenPolicyPdf() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [openingId, setOpeningId] = useState<string | null>(null);

  const open = async (policyId: string) => {
    const tab = window.open('', '_blank');
    // The PDF page has no business with this window.
    if (tab) tab.opener = null;
    setOpeningId(policyId);
    try {
      const { url } = await api.post<{ url: string }>(policyPdfPath, { _id: policyId });
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener,noreferrer');
    } catch {
      tab?.close();
      notify.error(t('insurance-dashboard.pdfError'));
    } finally {
      setOpeningId(null);
    }
  };

  return { open, openingId };
}
