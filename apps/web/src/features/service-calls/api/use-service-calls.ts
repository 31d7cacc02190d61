import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServiceCallsList, ServiceCallsQuery, SessionUser } from '@tg/domain';
import { api } from '../../../app/api-client';
import { type AgentServiceCallTab, type ServiceCallsListParams, serviceCallKeys } from './service-call-keys';

export const serviceCallsPath = '/insurance/serviceCall/getServiceCalls';
export const agentServiceCallPaths: Record<AgentServiceCallTab, string> = {
  active: '/generalServiceCalls/getAgentActiveServiceCallsByAgentType',
  pending: '/generalServiceCalls/getAgentPendingServiceCallsByAgentType',
};

/** The request body: pages counted from 0 on the wire (ADR 0010), empty filters left out. */
export function toServiceCallsQuery({ page, ...rest }: ServiceCallsListParams): ServiceCallsQuery {
  const query: ServiceCallsQuery = { page: page - 1, limit: rest.limit };
  for (const key of ['customerName', 'customerId', 'vinNumber', 'tractorNumber', 'search'] as const) {
    const value = rest[key];
    if (value) query[key] = value;
  }
  if (rest.status) query.status = rest.status;
  return query;
}

/** One page of service calls, scoped by the server to what the caller may see. */
export function useServiceCalls(params: ServiceCallsListParams) {
  return useQuery({
    queryKey: serviceCallKeys.list(params),
    queryFn: () => api.post<ServiceCallsList>(serviceCallsPath, toServiceCallsQuery(params)),
    placeholderData: keepPreviousData,
  });
}

/**
 * One page of an agent tab. Without a search it is the spec's agent call for the tab; the general
 * search goes to getServiceCalls instead (its `search` field is meant for this table, and the agent
 * calls take no search), narrowed to the tab's status. Both are scoped by the server to the agent.
 */
export function useAgentServiceCalls(
  tab: AgentServiceCallTab,
  params: { page: number; limit: number; search?: string },
  user: Pick<SessionUser, '_id' | 'role' | 'userType'>,
) {
  return useQuery({
    queryKey: serviceCallKeys.agentList(tab, params),
    queryFn: () =>
      params.search
        ? api.post<ServiceCallsList>(
            serviceCallsPath,
            toServiceCallsQuery({
              page: params.page,
              limit: params.limit,
              search: params.search,
              status: tab,
            }),
          )
        : api.post<ServiceCallsList>(agentServiceCallPaths[tab], {
            userId: user._id,
            role: user.role,
            userType: user.userType,
            page: params.page - 1,
            limit: params.limit,
          }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in customer's latest calls: the server answers only the customer's own. */
export function useMyServiceCalls(limit: number) {
  return useQuery({
    queryKey: serviceCallKeys.mine(limit),
    queryFn: () => api.post<ServiceCallsList>(serviceCallsPath, { page: 0, limit }),
  });
}
