import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type ContractInput,
  policyContracts as calls,
  type Insured,
  type PoliciesSortKey,
  type PolicyInput,
  type SortDirection,
} from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';
import { useAuth } from '../../../app/auth/auth-context';
import { useInvalidateSubscriptions } from '../../insurance/shared/api/insurance-reads';
import { type AgentPolicyTab, agentPolicyListCalls } from '../agent-policy-tabs';

export interface AgentPoliciesListParams {
  tab: AgentPolicyTab;
  /** Counted from 0, as the insurance lists count on the wire (ADR 0010); the screen shows it + 1. */
  page: number;
  limit: number;
  policyNumber?: string;
  tractorNumber?: string;
  sortBy?: PoliciesSortKey;
  sortDir?: SortDirection;
}

/**
 * One page of a tab. The server scopes the list by the session; the signed-in person's id, role
 * and type are sent anyway because the legacy calls name them (spec 1 §7).
 */
export function useAgentPolicies(params: AgentPoliciesListParams) {
  const { user } = useAuth();
  const contract = agentPolicyListCalls[params.tab];
  const input: ContractInput<typeof contract> = {
    userId: user?._id ?? '',
    role: user?.role,
    userType: user?.userType,
    page: params.page,
    limit: params.limit,
    policyNumber: params.policyNumber,
    tractorNumber: params.tractorNumber,
    sortBy: params.sortBy,
    sortDir: params.sortDir,
  };
  return useQuery({
    queryKey: contractKey(contract, input),
    queryFn: () => call(contract, input),
    placeholderData: keepPreviousData,
    enabled: Boolean(user),
  });
}

/** The edit dialog changes the insured's details and nothing else. */
export function useUpdateInsured() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: ({ _id, userInformation }: { _id: string; userInformation: Insured }) =>
      call(calls.update, { generalPolicy: { _id, userInformation } }),
    onSuccess: () => void invalidate(),
  });
}

/** Answers the new pending subscription that continues the old one. */
export function useRenewPolicy() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: (_id: string) => call(calls.renew, { _id }),
    onSuccess: () => void invalidate(),
  });
}

export function useCreatePolicy() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: (policy: PolicyInput) => call(calls.create, { policy }),
    onSuccess: () => void invalidate(),
  });
}
