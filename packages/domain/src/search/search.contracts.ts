import { defineContract } from '../common/contract';
import { searchQuerySchema, searchResultSchema } from './search.schema';

/**
 * One search for everything (issue 18): every signed-in person may ask; each group answers only
 * what that person's own lists would show, and a group the person may not see is absent.
 */
export const searchContracts = {
  search: defineContract({
    method: 'GET',
    path: '/api/search',
    access: 'signedIn',
    tag: 'search',
    query: searchQuerySchema,
    response: searchResultSchema,
  }),
};
