import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, leadContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

export type LeadsListParams = ContractInput<typeof calls.list>;

/** How often the badge asks for the count of new leads while the back-office is open. */
export const newLeadsPollMs = 60_000;

/** One page of leads, newest first; the previous page stays on screen while the next loads. */
export function useLeads(params: LeadsListParams) {
  return useQuery({
    queryKey: contractKey(calls.list, params),
    queryFn: ({ signal }) => call(calls.list, params, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One lead with its log, while its dialog is open. */
export function useLead(id: string | undefined) {
  return useQuery({
    queryKey: contractKey(calls.detail, { _id: id ?? '' }),
    queryFn: ({ signal }) => call(calls.detail, { _id: id ?? '' }, { signal }),
    enabled: Boolean(id),
  });
}

/** The count of leads nobody has handled yet, for the navigation badge. */
export function useNewLeadsCount(enabled = true) {
  return useQuery({
    queryKey: contractKey(calls.newCount, {}),
    queryFn: ({ signal }) => call(calls.newCount, {}, { signal }),
    refetchInterval: newLeadsPollMs,
    enabled,
  });
}

/** What shows a lead: refreshed after any change to one. */
function useLeadsRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKey(calls.list) }),
      queryClient.invalidateQueries({ queryKey: contractKey(calls.detail) }),
      queryClient.invalidateQueries({ queryKey: contractKey(calls.newCount) }),
    ]);
}

export function useUpdateLead() {
  const refresh = useLeadsRefresh();
  return useMutation({
    mutationFn: (input: ContractInput<typeof calls.update>) => call(calls.update, input),
    onSuccess: refresh,
  });
}

/** The lead's visitor as a customer (found by phone or created); answers the lead with the link. */
export function useCreateLeadCustomer() {
  const refresh = useLeadsRefresh();
  return useMutation({
    mutationFn: (leadId: string) => call(calls.createCustomer, { _id: leadId }),
    onSuccess: refresh,
  });
}
