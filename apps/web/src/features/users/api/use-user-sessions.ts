import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RevokeSessionsRequest, UserSessionsResponse } from '@tg/domain';
import { api } from '../../../app/api-client';
import { userKeys } from './user-keys';

/** A person's live sessions, newest use first (admin only). */
export function useUserSessions(userId: string) {
  return useQuery({
    queryKey: userKeys.sessions(userId),
    queryFn: ({ signal }) => api.get<UserSessionsResponse>('/auth/sessions', { userId }, signal),
  });
}

/** Ends one session of a person, or all of them when `sessionId` is left out. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RevokeSessionsRequest) =>
      api.post<{ revoked: number }>('/auth/sessions/revoke', request),
    onSettled: (_answer, _error, request) =>
      queryClient.invalidateQueries({ queryKey: userKeys.sessions(request.userId) }),
  });
}
