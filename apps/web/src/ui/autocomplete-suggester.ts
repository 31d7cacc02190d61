import { type autocompleteContracts, autocompleteRoutes, type ContractInput } from '@tg/domain';
import { call } from '../app/api-client';

/** Which module's field is completed (and, for products and the catalogue, within which category). */
export type SuggestionSource = Omit<ContractInput<typeof autocompleteContracts.suggestions>, 'value'>;

/** A `suggest` for a field that offers completions (AutocompleteField, the catalogue's filters), backed by the autocomplete call. */
export function autocompleteSuggester(source: SuggestionSource): (value: string) => Promise<string[]> {
  return (value) => call(autocompleteRoutes.suggestions, { ...source, value });
}
