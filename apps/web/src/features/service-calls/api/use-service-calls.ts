import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AgentServiceCallsSortKey,
  type ContractInput,
  serviceCallContracts as calls,
  type ServiceCallStatus,
  type ServiceCallsQuery,
  type ServiceCallsSortKey,
  type SessionUser,
  type SortDirection,
} from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';
import { type AgentServiceCallTab, agentServiceCallListCalls } from '../agent-service-call-tabs';

/**
 * One page of service calls as the screen holds it: `page` counts from 1, like the pagination
 * shows it; the call counts from 0 (see toServiceCallsQuery).
 */
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
  sortBy?: ServiceCallsSortKey;
  sortDir?: SortDirection;
}

/**
 * The request body: pages counted from 0 on the wire (ADR 0010), empty filters left out. The call
 * also takes the filters under `filters`, so its own input type is open; this is the flat form.
 */
export function toServiceCallsQuery({ page, ...rest }: ServiceCallsListParams): ServiceCallsQuery {
  const query: ServiceCallsQuery = { page: page - 1, limit: rest.limit };
  for (const key of ['customerName', 'customerId', 'vinNumber', 'tractorNumber', 'search'] as const) {
    const value = rest[key];
    if (value) query[key] = value;
  }
  if (rest.status) query.status = rest.status;
  if (rest.sortBy) query.sortBy = rest.sortBy;
  if (rest.sortDir) query.sortDir = rest.sortDir;
  return query;
}

/** One page of service calls, scoped by the server to what the caller may see. */
export function useServiceCalls(params: ServiceCallsListParams) {
  const input = toServiceCallsQuery(params);
  return useQuery({
    queryKey: contractKey(calls.list, input),
    queryFn: () => call(calls.list, input),
    placeholderData: keepPreviousData,
  });
}

/**
 * The request of an agent tab's page. Without a search it is the spec's agent call for the tab;
 * the general search goes to getServiceCalls instead (its `search` field is meant for this table,
 * and the agent calls take no search), narrowed to the tab's status. Both are scoped by the
 * server to the agent.
 */
export interface AgentServiceCallsParams {
  page: number;
  limit: number;
  search?: string;
  /** Left out in the default order (newest first), as useListSort's query leaves it. */
  sortBy?: AgentServiceCallsSortKey;
  sortDir?: SortDirection;
}

function agentTabRequest(
  tab: AgentServiceCallTab,
  params: AgentServiceCallsParams,
  user: Pick<SessionUser, '_id' | 'role' | 'userType'>,
) {
  if (params.search) {
    const input = toServiceCallsQuery({ ...params, search: params.search, status: tab });
    return { queryKey: contractKey(calls.list, input), queryFn: () => call(calls.list, input) };
  }
  const contract = agentServiceCallListCalls[tab];
  const input: ContractInput<typeof contract> = {
    userId: user._id,
    role: user.role,
    userType: user.userType,
    page: params.page - 1,
    limit: params.limit,
    ...(params.sortBy ? { sortBy: params.sortBy } : {}),
    ...(params.sortDir ? { sortDir: params.sortDir } : {}),
  };
  return { queryKey: contractKey(contract, input), queryFn: () => call(contract, input) };
}

/** One page of an agent tab; `page` counts from 1, as the screen shows it. */
export function useAgentServiceCalls(
  tab: AgentServiceCallTab,
  params: AgentServiceCallsParams,
  user: Pick<SessionUser, '_id' | 'role' | 'userType'>,
) {
  return useQuery({ ...agentTabRequest(tab, params, user), placeholderData: keepPreviousData });
}

/** The signed-in customer's latest calls: the server answers only the customer's own. */
export function useMyServiceCalls(limit: number) {
  // The first page, counted from 0 as the service-call calls count (ADR 0010).
  const input: ServiceCallsQuery = { page: 0, limit };
  return useQuery({
    queryKey: contractKey(calls.list, input),
    queryFn: () => call(calls.list, input),
  });
}
