import { policyContracts as calls } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../../app/api-client';
import { describeError } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';

/** A signed link to the subscription's PDF; the server makes the PDF on the first request if needed. */
function fetchPolicyPdfUrl(_id: string): Promise<string> {
  return call(calls.pdf, { _id }).then((answer) => answer.url);
}

/**
 * Opens a subscription's PDF in a new tab (ADR 0010). The tab is opened at once, inside the click,
 * since a tab opened after waiting for the server counts as a popup and is blocked; it is pointed
 * at the signed link when the answer comes, or closed again with a toast if none comes.
 */
export function useOpenPolicyPdf() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [openingId, setOpeningId] = useState<string | null>(null);

  const open = (policyId: string) => {
    const tab = window.open('', '_blank');
    if (tab) {
      // 'noopener' would make window.open answer null, so the new tab is detached by hand.
      tab.opener = null;
      try {
        tab.document.title = t('insurance.pdf.opening');
        tab.document.body.textContent = t('insurance.pdf.opening');
      } catch {
        // Some browsers give the blank tab another origin; it then simply stays blank a moment.
      }
    }
    setOpeningId(policyId);
    fetchPolicyPdfUrl(policyId)
      .then((url) => {
        if (tab && !tab.closed) tab.location.href = url;
        // The browser refused even the immediate tab: a second try, now as a plain link.
        else window.open(url, '_blank', 'noopener');
      })
      .catch((error: unknown) => {
        tab?.close();
        const isMissing = error instanceof ApiError && error.status === 404;
        notify.error(
          isMissing
            ? t('insurance.pdf.missing')
            : `${t('insurance.pdf.error')} ${describeError(t, error, 'insurance.pdf.tryAgain')}`,
        );
      })
      .finally(() => setOpeningId(null));
  };

  return { open, openingId };
}
