import { defineContract } from '../common/contract';
import { autocompleteAnswerSchema, autocompleteQuerySchema } from './autocomplete.schema';

/**
 * Autocomplete for filter fields. Open at the route: which module's read permission applies
 * depends on the `module` asked for, so the service checks it per call.
 */
export const autocompleteContracts = {
  suggestions: defineContract({
    method: 'GET',
    path: '/api/autocomplete/getSuggestions',
    access: 'public',
    tag: 'autocomplete',
    query: autocompleteQuerySchema,
    response: autocompleteAnswerSchema,
  }),
};
