import { defineContract } from '../common/contract';
import { localitySearchAnswerSchema, localitySearchQuerySchema } from './localities.schema';

/** Israel's localities from the offline gazetteer (ADR 0027), for the city field of an address. */
export const localityContracts = {
  search: defineContract({
    method: 'GET',
    path: '/api/geo/localities',
    access: 'signedIn',
    tag: 'geo',
    query: localitySearchQuerySchema,
    response: localitySearchAnswerSchema,
  }),
};
