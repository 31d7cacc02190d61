import { useQueryClient } from '@tanstack/react-query';
import type { User, UsersList } from '@tg/domain';
import { useCallback } from 'react';
import { useSetVisibility } from './use-users';
import { userKeys } from './user-keys';

/**
 * A worker's visibility checkbox: every cached list shows the new value at once; when the server
 * refuses, the lists go back to what they showed and `onError` is called (for a toast).
 */
export function useVisibilityToggle({ onError }: { onError: (user: User) => void }) {
  const queryClient = useQueryClient();
  const setVisibility = useSetVisibility();
  const { mutate } = setVisibility;
  const toggle = useCallback(
    async (user: User, visibility: boolean) => {
      await queryClient.cancelQueries({ queryKey: userKeys.lists() });
      const snapshot = queryClient.getQueriesData<UsersList>({ queryKey: userKeys.lists() });
      queryClient.setQueriesData<UsersList>({ queryKey: userKeys.lists() }, (list) =>
        list
          ? {
              ...list,
              users: list.users.map((row) => (row._id === user._id ? { ...row, visibility } : row)),
            }
          : list,
      );
      mutate(
        { _id: user._id, visibility },
        {
          onError: () => {
            for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
            onError(user);
          },
        },
      );
    },
    [mutate, onError, queryClient],
  );
  return { toggle, pendingId: setVisibility.isPending ? setVisibility.variables?._id : undefined };
}
