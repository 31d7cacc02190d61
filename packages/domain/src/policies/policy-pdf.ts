import type { Policy } from './policy.schema';

/**
 * An approved subscription's PDF is printed in the background after the approval answers (ADR
 * 0037). For a few minutes after approval a subscription without its PDF is shown as "being
 * prepared" and its list refreshes; after that (a failed print, a restart that lost the queue) the
 * PDF button makes it on demand, and nothing keeps polling.
 */
export const policyPdfPreparingMinutes = 5;

export function isPolicyPdfPreparing(
  policy: Pick<Policy, 'status' | 'pdfReady' | 'approvedAt'>,
  now: Date,
): boolean {
  if (policy.pdfReady || !policy.approvedAt) return false;
  if (policy.status !== 'active' && policy.status !== 'ended') return false;
  const sinceApproval = now.getTime() - new Date(policy.approvedAt).getTime();
  return sinceApproval < policyPdfPreparingMinutes * 60_000;
}
