import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, authContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** A person's live sessions, newest use first (admin only). */
export function useUserSessions(userId: string) {
  return useQuery({
    queryKey: contractKey(calls.sessions, { userId }),
    queryFn: ({ signal }) => call(calls.sessions, { userId }, { signal }),
  });
}

/** Ends one session of a person, or all of them when `sessionId` is left out. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.revokeSessions>) => call(calls.revokeSessions, request),
    onSettled: (_answer, _error, request) =>
      queryClient.invalidateQueries({ queryKey: contractKey(calls.sessions, { userId: request.userId }) }),
  });
}
