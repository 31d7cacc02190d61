import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../app/api-client';
import type { SubscriptionProduct } from '../wizard-values';
import { wizardKeys } from './wizard-keys';

/** The catalogue is small (a handful of service letters): one page of 100 holds all of it. */
const catalogueRequest = { page: 1, limit: 100 };

/** The subscription products the product step offers (spec 1 §2 step 3). */
export function useSubscriptionProducts() {
  return useQuery({
    queryKey: wizardKeys.products(),
    queryFn: async () => {
      const answer = await api.post<{ policyProducts: SubscriptionProduct[] }>(
        '/insurance/policy-product/fetchPolicyProducts',
        catalogueRequest,
      );
      return answer.policyProducts;
    },
    staleTime: 60_000,
  });
}
