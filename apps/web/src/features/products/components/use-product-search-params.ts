import { useSearchParams } from 'react-router-dom';

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

/**
 * The table's searches and page in the query string (`?q=…&machine=…&page=2`). Any new search goes
 * back to page 1; choosing a machine clears model and year, choosing a model clears the year.
 */
export function useProductSearchParams() {
  const [params, setParams] = useSearchParams();
  const search = Object.fromEntries(
    productSearchKeys.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as ProductSearch;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;

  const write = (changes: Partial<ProductSearch> & { page?: number }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const text = String(value ?? '').trim();
          if (!text || (key === 'page' && text === '1')) next.delete(key);
          else next.set(key, text);
        }
        return next;
      },
      { replace: true },
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
    clear: () => write({ q: '', vin: '', tractor: '', machine: '', model: '', year: '', page: 1 }),
    isSearching: productSearchKeys.some((key) => Boolean(search[key])),
  };
}

export type ProductSearchParams = ReturnType<typeof useProductSearchParams>;
