import { useListAddressState } from './use-list-address-state';
import { type TableSearchOptions, useTableSearch } from './use-table-search';

/**
 * The one search of a simple list screen, kept in the address under the list's API name
 * (`?search=…`, `?name=…`) and remembered per person and screen, as use-list-address-state.ts keeps
 * filters. `clear` empties the field, the address and the memory (the screen's Reset).
 */
export function useListAddressSearch(
  /** Null for a list inside a picker, which keeps its search to itself. */
  screen: string | null,
  onChange: () => void,
  {
    param = 'search',
    ...options
  }: Omit<TableSearchOptions, 'appliedTerm' | 'onTermChange'> & {
    param?: string;
  } = {},
) {
  const address = useListAddressState(screen, [param]);
  const search = useTableSearch({
    ...options,
    appliedTerm: address.values[param],
    onTermChange: (term) => {
      address.set({ [param]: term });
      onChange();
    },
  });
  return {
    search,
    isRestored: address.isRestored,
    clear: () => {
      search.clear();
      address.clear();
    },
  };
}
