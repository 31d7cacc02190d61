import { useQuery } from '@tanstack/react-query';
import { homeContracts } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** The signed-in person's counts for the home: only the figures the role may see arrive. */
export function useHomeSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    // Each visit to the home reads fresh counts: the person has just been approving or picking
    // elsewhere, and the call is a handful of COUNTs.
    refetchOnMount: 'always',
    queryKey: contractKey(homeContracts.summary, {}),
    queryFn: ({ signal }) => call(homeContracts.summary, {}, { signal }),
  });
}
