import type { User } from '@tg/domain';
import { useEffect } from 'react';
import { useLinkLanding } from '../../../ui/use-link-landing';

interface LandingList {
  data?: { users: User[] };
  isPlaceholderData: boolean;
  isFetching: boolean;
}

/**
 * A link to one person (`?userId=…`, from the global search): the list is already filtered to that
 * ID (it is the list's own search, kept in the address); once that filtered page has arrived and it
 * holds exactly that person, `onFound` opens them. Off in a picker.
 */
export function useUserLanding(
  enabled: boolean,
  appliedUserId: string | undefined,
  list: LandingList,
  onFound: (user: User) => void,
): void {
  const { value, done } = useLinkLanding('userId');
  const { data, isPlaceholderData, isFetching } = list;
  const wanted = enabled ? value : undefined;
  useEffect(() => {
    if (!wanted || appliedUserId !== wanted || !data || isPlaceholderData || isFetching) return;
    const matches = data.users.filter((user) => user.userInformation.userId === wanted);
    if (matches.length === 1 && data.users.length === 1 && matches[0]) onFound(matches[0]);
    done();
  }, [wanted, appliedUserId, data, isPlaceholderData, isFetching, onFound, done]);
}
