import { api } from '../../../../app/api-client';

/** The subscription calls (ADR 0010). */
export const subscriptionsPath = '/insurance/subscriptions';

/**
 * Every subscription query key starts with `['policies']`: whoever creates, approves, cancels,
 * renews or imports a subscription invalidates this prefix, and every list and figure refreshes.
 */
export const policiesQueryKey = ['policies'] as const;

/** A signed link to the subscription's PDF; the server makes the PDF on the first request if needed. */
export function fetchPolicyPdfUrl(_id: string): Promise<string> {
  return api.post<{ url: string }>(`${subscriptionsPath}/policyPdf`, { _id }).then((answer) => answer.url);
}
