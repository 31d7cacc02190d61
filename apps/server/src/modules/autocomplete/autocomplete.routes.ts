import { autocompleteContracts as calls } from '@tg/domain';
import { contractRoutes, implement } from '../../platform/http/contract-routes';
import type { AutocompleteService } from './autocomplete.service';

/** Suggestions are open at the route; the service checks the module's read permission per call. */
export function autocompleteRoutes(service: AutocompleteService) {
  return contractRoutes([
    implement(calls.suggestions, ({ caller, query }) => service.suggest(caller, query)),
  ]);
}
