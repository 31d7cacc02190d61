import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserRequest, ManagedRole, UpdateUserRequest, User, UsersList } from '@tg/domain';
import { api } from '../../../app/api-client';
import { type UsersListParams, userKeys } from './user-keys';

const base = '/users';

/** One page of people of a role, scoped by the server to what the caller may see. */
export function useUsers(params: UsersListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => api.get<UsersList>(`${base}/getData`, { ...params }, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/**
 * Finds people by fields: a list of alternatives, each an object whose fields must all match,
 * e.g. `[{ 'machines.vinNumber': 'X' }, { 'machines.tractorNumber': '12' }]`. Answers an empty
 * list (not an error) when nobody matches.
 */
export async function lookupUsers(
  role: ManagedRole,
  alternatives: Record<string, string>[],
): Promise<User[]> {
  try {
    const answer = await api.get<{ items: User[] }>(`${base}/getItemByFields`, {
      role,
      fields: JSON.stringify(alternatives),
    });
    return answer.items;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
}

/** One person by id (404 when gone or not the caller's to see). */
export function useUser(role: ManagedRole, id: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: async () => {
      const [user] = await lookupUsers(role, [{ _id: id ?? '' }]);
      if (!user) throw Object.assign(new Error('not found'), { status: 404 });
      return user;
    },
    enabled: Boolean(id),
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: CreateUserRequest) => api.post<User>(`${base}/createItem`, request),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: UpdateUserRequest) => api.patch<User>(`${base}/updateItem`, request),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (_id: string) => api.patch<{ _id: string }>(`${base}/deleteItem`, { _id }),
    onSuccess: () => void invalidate(),
  });
}

/** A worker's visibility checkbox in the workers list. */
export function useSetVisibility() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: { _id: string; visibility: boolean }) =>
      api.patch<User>(`${base}/updateVisibility`, request),
    onSuccess: () => void invalidate(),
  });
}
