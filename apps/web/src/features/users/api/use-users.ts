import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, userContracts as calls, type ManagedRole, type User } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** The list call's input as a screen holds it: its page is counted from 1, as the users call counts. */
export type UsersListParams = ContractInput<typeof calls.list> & { page: number; limit: number };

/** One page of people of a role, scoped by the server to what the caller may see. */
export function useUsers(params: UsersListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contractKey(calls.list, params),
    queryFn: ({ signal }) => call(calls.list, params, { signal }),
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
  signal?: AbortSignal,
): Promise<User[]> {
  try {
    const answer = await call(calls.lookup, lookupInput(role, alternatives), { signal });
    return answer.items;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
}

function lookupInput(role: ManagedRole, alternatives: Record<string, string>[]) {
  return { role, fields: JSON.stringify(alternatives) } satisfies ContractInput<typeof calls.lookup>;
}

/**
 * The lookup as a query, kept under the lookup call's key: saving or adding a person anywhere
 * asks again by itself. Without alternatives there is nothing to ask.
 */
export function useUserLookup(
  role: ManagedRole,
  alternatives: Record<string, string>[],
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: contractKey(calls.lookup, lookupInput(role, alternatives)),
    queryFn: ({ signal }) => lookupUsers(role, alternatives, signal),
    enabled: (options.enabled ?? true) && alternatives.length > 0,
  });
}

/** One person by id (an error when gone or not the caller's to see). */
export function useUser(role: ManagedRole, id: string | undefined) {
  const alternatives = [{ _id: id ?? '' }];
  return useQuery({
    queryKey: contractKey(calls.lookup, lookupInput(role, alternatives)),
    queryFn: ({ signal }) => lookupUsers(role, alternatives, signal),
    select: (users) => {
      const [user] = users;
      if (!user) throw Object.assign(new Error('not found'), { status: 404 });
      return user;
    },
    enabled: Boolean(id),
  });
}

/** After a change: every list and every lookup may show it. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKey(calls.list) }),
      queryClient.invalidateQueries({ queryKey: contractKey(calls.lookup) }),
    ]);
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.create>) => call(calls.create, request),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.update>) => call(calls.update, request),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (_id: string) => call(calls.remove, { _id }),
    onSuccess: () => void invalidate(),
  });
}

/** A worker's visibility checkbox in the workers list. */
export function useSetVisibility() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.setVisibility>) => call(calls.setVisibility, request),
    onSuccess: () => void invalidate(),
  });
}
