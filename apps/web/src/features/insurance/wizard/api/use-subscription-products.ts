import { useQuery } from '@tanstack/react-query';
import { policyProductContracts } from '@tg/domain';
import { call, contractKey } from '../../../../app/api-client';
import type { SubscriptionProduct } from '../wizard-values';

/**
 * The catalogue is small (a handful of service letters): one page of 100 holds all of it. The page
 * counts from 1, as the service-letter call counts.
 */
const catalogueRequest = { page: 1, limit: 100 };

/** The subscription products the product step offers (spec 1 §2 step 3). */
export function useSubscriptionProducts() {
  return useQuery({
    queryKey: contractKey(policyProductContracts.list, catalogueRequest),
    queryFn: () => call(policyProductContracts.list, catalogueRequest),
    select: (answer): SubscriptionProduct[] => answer.policyProducts,
    staleTime: 60_000,
  });
}
