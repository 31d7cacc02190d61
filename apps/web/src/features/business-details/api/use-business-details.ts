import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BusinessDetailsInput, businessDetailsContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/**
 * The business's details (name, contact, bank, social links) for any signed-in screen: document
 * sharing puts the bank details in its message, headers and footers show the phone. They change
 * rarely, so one answer serves every screen for five minutes; a save refreshes it at once.
 */
export function useBusinessDetails({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: contractKey(calls.get, {}),
    queryFn: ({ signal }) => call(calls.get, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The admin's save: answers the stored record, which becomes every screen's answer. */
export function useUpdateBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BusinessDetailsInput) => call(calls.update, details),
    onSuccess: (saved) => queryClient.setQueryData(contractKey(calls.get, {}), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractKey(calls.get) }),
  });
}
