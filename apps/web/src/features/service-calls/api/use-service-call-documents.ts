import { useQuery } from '@tanstack/react-query';
import {
  type DocCategory,
  documentContracts,
  type ServiceCall,
  type ServiceCallStatus,
  serviceCallContracts,
} from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** The documents a call may be carried into from the service-call screens (spec 2 §4). */
export const serviceCallDocumentCategories = ['priceQuote', 'workCard'] as const;
export type ServiceCallDocumentCategory = (typeof serviceCallDocumentCategories)[number];

/** Where a carried call's document is kept: a work card's status also names a shipping certificate. */
const categoriesOf: Partial<Record<ServiceCallStatus, readonly DocCategory[]>> = {
  price_quote_transfer: ['priceQuote'],
  workcard_transfer: ['workCard', 'shippingCertificate'],
};

export interface LinkedDocument {
  category: DocCategory;
  docId: number;
}

/**
 * The document a call was carried into, found by its `LinkingIdServiceCall` (getItemByFields) in
 * the categories its status names; null when there is none the caller may see. Kept under the
 * documents' lookup key, so a saved document refreshes it as it refreshes every document read.
 */
export function useServiceCallDocument(serviceCall: ServiceCall | undefined, enabled: boolean) {
  const categories = serviceCall ? (categoriesOf[serviceCall.status] ?? []) : [];
  return useQuery({
    queryKey: [
      ...contractKey(documentContracts.lookup),
      'serviceCall',
      serviceCall?._id,
      serviceCall?.status,
    ],
    queryFn: async ({ signal }): Promise<LinkedDocument | null> => {
      const fields = JSON.stringify([{ LinkingIdServiceCall: serviceCall?._id }]);
      for (const category of categories) {
        const answer = await call(documentContracts.lookup, { category, fields }, { signal });
        // The first made, if a call was ever carried twice (the server allows it once).
        const [first] = [...answer.items].sort((a, b) => a.docId - b.docId);
        if (first) return { category: first.category, docId: first.docId };
      }
      return null;
    },
    enabled: enabled && categories.length > 0,
  });
}

/** The call as the server has it now (after it was carried into a document, or refused to be). */
export async function fetchServiceCall(serviceCallId: string): Promise<ServiceCall> {
  return (await call(serviceCallContracts.find, { serviceCallId })).serviceCall;
}
