import { useQueries, useQuery } from '@tanstack/react-query';
import { type HandlerRole, handlerRoles, type UsersList, userContracts } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** A person a document can be assigned to (spec 2 §3 handleBy: a name and an id). */
export interface DocumentPerson {
  id: string;
  name: string;
}

/** The people a picker offers: one page of 100 holds a business's staff of a role. */
function peopleRequest(role: HandlerRole) {
  return { role, page: 1, limit: 100 } as const;
}

function peopleQuery(role: HandlerRole, enabled: boolean) {
  const input = peopleRequest(role);
  return {
    queryKey: contractKey(userContracts.list, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(userContracts.list, input, { signal }),
    // Workers hidden from pickers (the workers list's visibility box) are not offered.
    select: (answer: UsersList) =>
      answer.users
        .filter((user) => role !== 'worker' || user.visibility)
        .map((user): DocumentPerson => ({ id: user._id, name: user.userInformation.name })),
    staleTime: 5 * 60_000,
    enabled,
  };
}

/** The people of one handler role (worker, storekeeper, installer, supplier), for its picker. */
export function usePeople(role: HandlerRole, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(peopleQuery(role, enabled));
}

function byRole(results: readonly { data?: DocumentPerson[] }[]) {
  return handlerRoles.map((role, index) => ({ role, people: results[index]?.data ?? [] }));
}

/** Every handler role's people at once (the list's "person" filter), sharing the pickers' answers. */
export function useAllPeople({ enabled = true }: { enabled?: boolean } = {}) {
  return useQueries({ queries: handlerRoles.map((role) => peopleQuery(role, enabled)), combine: byRole });
}
