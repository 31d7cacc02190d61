import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { describeError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { fetchPolicyPdfUrl } from './use-policies';

/**
 * Opens a subscription's PDF in a new tab. The tab is opened at once, inside the click, since a
 * tab opened after waiting for the server counts as a popup and is blocked; it is pointed at the
 * signed link when the answer comes, or closed if none comes.
 */
export function useOpenPolicyPdf() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [openingId, setOpeningId] = useState<string | null>(null);

  const open = (policyId: string) => {
    const tab = window.open('', '_blank');
    if (tab) {
      // The new tab must not be able to reach back into this one.
      tab.opener = null;
      try {
        tab.document.title = t('policies.pdf.opening');
        tab.document.body.textContent = t('policies.pdf.opening');
      } catch {
        // Some browsers give the blank tab another origin; it then simply stays blank.
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
            ? t('policies.pdf.missing')
            : `${t('policies.pdf.error')} ${describeError(t, error, 'policies.pdf.tryAgain')}`,
        );
      })
      .finally(() => setOpeningId(null));
  };

  return { open, openingId };
}
