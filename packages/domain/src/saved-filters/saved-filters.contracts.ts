import { defineContract } from '../common/contract';
import {
  createSavedFilterSchema,
  deletedSavedFilterSchema,
  deleteSavedFilterSchema,
  savedFilterSchema,
  savedFiltersQuerySchema,
  savedFiltersSchema,
} from './saved-filters.schema';

const tag = 'savedFilters';
const base = '/api/savedFilters';

/** Saved filters (issue 18): each person's own, and those their team shared. */
export const savedFilterContracts = {
  list: defineContract({
    method: 'GET',
    path: `${base}/getFilters`,
    access: 'signedIn',
    tag,
    query: savedFiltersQuerySchema,
    response: savedFiltersSchema,
  }),
  create: defineContract({
    method: 'POST',
    path: `${base}/createFilter`,
    access: 'signedIn',
    tag,
    body: createSavedFilterSchema,
    status: 201,
    response: savedFilterSchema,
  }),
  /** Only the person who saved a filter deletes it; anyone else's id answers 404. */
  remove: defineContract({
    method: 'POST',
    path: `${base}/deleteFilter`,
    access: 'signedIn',
    tag,
    body: deleteSavedFilterSchema,
    response: deletedSavedFilterSchema,
  }),
};
