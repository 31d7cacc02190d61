import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentListRequest, Insured, Policy, PolicyInput, PolicyUpdateResult } from '@tg/domain';
import { api } from '../../../app/api-client';
import { useAuth } from '../../../app/auth/auth-context';
import { subscriptionsPath } from '../../insurance/shared/api/subscriptions-api';
import { agentPolicyListPaths } from '../agent-policy-tabs';
import { type AgentPoliciesListParams, agentPolicyKeys } from './agent-policy-keys';

export interface AgentPoliciesPage {
  policies: Policy[];
  totalPolicies: number;
  totalPages: number;
}

/**
 * One page of a tab. The server scopes the list by the session; the signed-in person's id, role
 * and type are sent anyway because the legacy calls name them (spec 1 §7).
 */
export function useAgentPolicies(params: AgentPoliciesListParams) {
  const { user } = useAuth();
  const userId = user?._id ?? '';
  return useQuery({
    queryKey: agentPolicyKeys.agentList(userId, params),
    queryFn: () => {
      const body: AgentListRequest = {
        userId,
        role: user?.role,
        userType: user?.userType,
        page: params.page,
        limit: params.limit,
        policyNumber: params.policyNumber,
        tractorNumber: params.tractorNumber,
      };
      return api.post<AgentPoliciesPage>(agentPolicyListPaths[params.tab], body);
    },
    placeholderData: keepPreviousData,
    enabled: Boolean(user),
  });
}

function useInvalidatePolicies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentPolicyKeys.all });
}

/** The edit dialog changes the insured's details and nothing else. */
export function useUpdateInsured() {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: ({ _id, userInformation }: { _id: string; userInformation: Insured }) =>
      api.post<PolicyUpdateResult>(`${subscriptionsPath}/updateGeneralPolicy`, {
        generalPolicy: { _id, userInformation },
      }),
    onSuccess: () => void invalidate(),
  });
}

/** Answers the new pending subscription that continues the old one. */
export function useRenewPolicy() {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: (_id: string) => api.post<Policy>(`${subscriptionsPath}/renewGeneralPolicy`, { _id }),
    onSuccess: () => void invalidate(),
  });
}

export function useCreatePolicy() {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: (policy: PolicyInput) =>
      api.post<Policy>(`${subscriptionsPath}/createGeneralPolicy`, { policy }),
    onSuccess: () => void invalidate(),
  });
}
