import type { ServiceCallStatus } from '@tg/domain';

/** One page of service calls as the screen holds it; `page` counts from 1 (the wire counts from 0). */
export interface ServiceCallsListParams {
  page: number;
  limit: number;
  customerName?: string;
  /** The insured's ID or company number. */
  customerId?: string;
  /** Chassis number, stored without spaces or dashes. */
  vinNumber?: string;
  /** Vehicle number, stored without spaces or dashes. */
  tractorNumber?: string;
  /** Any of the above at once. */
  search?: string;
  status?: ServiceCallStatus;
}

/** The agent's two tabs (spec 1 §2): each is one of the legacy agent calls. */
export const agentServiceCallTabs = ['active', 'pending'] as const;
export type AgentServiceCallTab = (typeof agentServiceCallTabs)[number];

/**
 * Every key starts with 'service-calls', so whoever creates or approves a call (the wizard, the
 * approve dialog) refreshes every list of calls by invalidating that prefix.
 */
export const serviceCallKeys = {
  all: ['service-calls'] as const,
  lists: () => [...serviceCallKeys.all, 'list'] as const,
  list: (params: ServiceCallsListParams) => [...serviceCallKeys.lists(), params] as const,
  agentLists: () => [...serviceCallKeys.all, 'agent'] as const,
  agentList: (tab: AgentServiceCallTab, params: { page: number; limit: number; search?: string }) =>
    [...serviceCallKeys.agentLists(), tab, params] as const,
  /** The signed-in customer's own latest calls (the customer's main screen). */
  mine: (limit: number) => [...serviceCallKeys.all, 'mine', limit] as const,
};
