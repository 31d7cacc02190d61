import { serviceCallContracts } from '@tg/domain';

/** The agent's two tabs (spec 1 §2): each is one of the legacy agent calls. */
export const agentServiceCallTabs = ['active', 'pending'] as const;
export type AgentServiceCallTab = (typeof agentServiceCallTabs)[number];

export const agentServiceCallListCalls = {
  active: serviceCallContracts.agentActive,
  pending: serviceCallContracts.agentPending,
} as const satisfies Record<AgentServiceCallTab, unknown>;
