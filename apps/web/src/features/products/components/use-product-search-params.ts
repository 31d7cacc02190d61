import { useParams } from 'react-router-dom';
import { useListAddressState } from '../../../ui/use-list-address-state';

/** The searches of a category's table, as kept in the address so a reload or a shared link keeps them. */
export interface ProductSearch {
  /** General search: catalogue number, name or alternate number. */
  q: string;
  vin: string;
  tractor: string;
  machine: string;
  model: string;
  year: string;
}

export const productSearchKeys = ['q', 'vin', 'tractor', 'machine', 'model', 'year'] as const;
export type ProductChoice = 'machine' | 'model' | 'year';

const addressKeys = [...productSearchKeys, 'page'] as const;

/**
 * The table's searches and page in the query string (`?q=…&machine=…&page=2`). Any new search goes
 * back to page 1; choosing a machine clears model and year, choosing a model clears the year. A
 * category opened without any comes back as the person last left it (use-list-address-state.ts).
 */
export function useProductSearchParams() {
  const { category = '' } = useParams();
  const address = useListAddressState(`products.${category}`, addressKeys);
  const search = Object.fromEntries(
    productSearchKeys.map((key) => [key, address.values[key] ?? '']),
  ) as unknown as ProductSearch;
  const pageNumber = Number(address.values.page);
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;

  const write = (changes: Partial<ProductSearch> & { page?: number }) =>
    address.set(
      Object.fromEntries(
        Object.entries(changes).map(([key, value]) => {
          const text = String(value ?? '').trim();
          return [key, key === 'page' && text === '1' ? undefined : text || undefined];
        }),
      ),
    );

  return {
    search,
    page,
    setPage: (next: number) => write({ page: next }),
    /** Enter or the search button: the typed searches. */
    applyTexts: (texts: Pick<ProductSearch, 'q' | 'vin' | 'tractor'>) => write({ ...texts, page: 1 }),
    choose: (name: ProductChoice, value: string) =>
      write(
        name === 'machine'
          ? { machine: value, model: '', year: '', page: 1 }
          : name === 'model'
            ? { model: value, year: '', page: 1 }
            : { year: value, page: 1 },
      ),
    clear: () => address.clear(),
    isSearching: productSearchKeys.some((key) => Boolean(search[key])),
    /** The searches are the person's last ones on this category, restored as it opened. */
    isRestored: address.isRestored,
  };
}

export type ProductSearchParams = ReturnType<typeof useProductSearchParams>;
