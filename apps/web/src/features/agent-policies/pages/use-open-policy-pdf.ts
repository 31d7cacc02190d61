import type { Policy } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/api-errors';
import { useNotify } from '../../../app/notifications';
import { fetchPolicyPdf } from '../api/use-agent-policies';

/**
 * Opens the policy PDF in a new tab. The tab is opened on the click itself, since browsers block
 * tabs opened later, and pointed at the signed link once the server answers (ADR 0010).
 */
export function useOpenPolicyPdf(): (policy: Policy) => void {
  const { t } = useTranslation();
  const notify = useNotify();
  return (policy) => {
    const tab = window.open('', '_blank');
    if (tab) {
      // 'noopener' would make window.open answer null, so the new tab is detached by hand.
      tab.opener = null;
      try {
        tab.document.title = policy.policyNumber;
        tab.document.body.textContent = t('agent-policies.pdf.loading');
      } catch {
        // A browser that does not share the blank tab's document: the tab just stays empty a moment.
      }
    }
    fetchPolicyPdf(policy._id).then(
      ({ url }) => {
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      },
      (error: unknown) => {
        tab?.close();
        notify.error(`${t('agent-policies.notices.pdfError')} ${describeError(t, error)}`);
      },
    );
  };
}
