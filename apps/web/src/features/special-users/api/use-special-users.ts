import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSpecialUser, SpecialUser, SpecialUsersList, UpdateSpecialUser } from '@tg/domain';
import { api } from '../../../app/api-client';
import { type SpecialUsersListParams, specialUserKeys } from './special-user-keys';

const base = '/special-otp-numbers';

/** One page of special users; the previous page stays on screen while the next one loads. */
export function useSpecialUsers(params: SpecialUsersListParams) {
  return useQuery({
    queryKey: specialUserKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<SpecialUsersList>(
        `${base}/getData`,
        { page: params.page, limit: params.limit, name: params.name },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: specialUserKeys.lists() });
}

export function useCreateSpecialUser() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (input: CreateSpecialUser) => api.post<SpecialUser>(`${base}/createItem`, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}

/** Only the code of a special number can change. */
export function useUpdateSpecialUser() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (input: UpdateSpecialUser) =>
      api.patch<SpecialUser>(`${base}/updateItem`, { _id: input._id, code: input.code }),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useDeleteSpecialUser() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (_id: string) => api.patch<{ _id: string }>(`${base}/deleteItem`, { _id }),
    onSuccess: () => {
      void invalidate();
    },
  });
}
