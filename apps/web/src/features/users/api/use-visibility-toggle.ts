import { useQueryClient } from '@tanstack/react-query';
import { type User, type UsersList, userContracts } from '@tg/domain';
import { useCallback } from 'react';
import { contractKey } from '../../../app/api-client';
import { useSetVisibility } from './use-users';

/** Every cached page of every users list. */
const lists = contractKey(userContracts.list);

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
      await queryClient.cancelQueries({ queryKey: lists });
      const snapshot = queryClient.getQueriesData<UsersList>({ queryKey: lists });
      queryClient.setQueriesData<UsersList>({ queryKey: lists }, (list) =>
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
