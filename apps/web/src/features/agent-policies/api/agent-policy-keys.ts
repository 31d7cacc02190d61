import { policiesQueryKey } from '../../insurance/shared/api/subscriptions-api';
import type { AgentPolicyTab } from '../agent-policy-tabs';

export interface AgentPoliciesListParams {
  tab: AgentPolicyTab;
  /** Counted from 0, as the insurance lists count on the wire (ADR 0010). */
  page: number;
  limit: number;
  policyNumber?: string;
  tractorNumber?: string;
}

/** Under the shared subscriptions prefix: a change made anywhere refreshes these lists too. */
export const agentPolicyKeys = {
  all: policiesQueryKey,
  agentLists: () => [...agentPolicyKeys.all, 'agent-list'] as const,
  agentList: (userId: string, params: AgentPoliciesListParams) =>
    [...agentPolicyKeys.agentLists(), userId, params] as const,
};

/** The subscription products' own list key, so their edits refresh the quick-create choice too. */
export const quickCreateProductsKey = ['policy-products', 'list', { page: 1, limit: 100 }] as const;
