import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedSpecialUser,
  CreateSpecialUser,
  SpecialUser,
  SpecialUsersList,
  UpdateSpecialUser,
} from '@tg/domain';
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
    /** The one answer that carries the code: the dialog shows it once. */
    mutationFn: (input: CreateSpecialUser) => api.post<CreatedSpecialUser>(`${base}/createItem`, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}

/** The code (when a new one is typed), the roles and the staff flag can change; name and phone cannot. */
export function useUpdateSpecialUser() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ _id, code, roles, allowStaffPhone }: UpdateSpecialUser) =>
      api.patch<SpecialUser>(`${base}/updateItem`, { _id, code, roles, allowStaffPhone }),
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
