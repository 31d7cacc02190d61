import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, specialUserContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** Page counted from 1, as the call counts; name search already trimmed and at least 3 characters. */
export type SpecialUsersListParams = ContractInput<typeof calls.list>;

/** One page of special users; the previous page stays on screen while the next one loads. */
export function useSpecialUsers(params: SpecialUsersListParams) {
  return useQuery({
    queryKey: contractKey(calls.list, params),
    queryFn: ({ signal }) => call(calls.list, params, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contractKey(calls.list) });
}

export function useCreateSpecialUser() {
  const invalidate = useInvalidateLists();
  return useMutation({
    /** The one answer that carries the code: the dialog shows it once. */
    mutationFn: (input: ContractInput<typeof calls.create>) => call(calls.create, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}

/** The code (when a new one is typed), the roles and the staff flag can change; name and phone cannot. */
export function useUpdateSpecialUser() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ _id, code, roles, allowStaffPhone }: ContractInput<typeof calls.update>) =>
      call(calls.update, { _id, code, roles, allowStaffPhone }),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useDeleteSpecialUser() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (_id: string) => call(calls.remove, { _id }),
    onSuccess: () => {
      void invalidate();
    },
  });
}
