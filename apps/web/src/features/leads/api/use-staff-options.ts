import { useMemo } from 'react';
import { useUsers } from '../../users/api/use-users';

/** The workers a lead can be assigned to, as choices. */
export function useStaffOptions(): { value: string; label: string }[] {
  const workers = useUsers({ role: 'worker', page: 1, limit: 100 });
  return useMemo(
    () =>
      (workers.data?.users ?? []).map((user) => ({
        value: user._id,
        label: user.userInformation.name,
      })),
    [workers.data],
  );
}
