/** One page of a category's visible products as the screen asks for it (spec 3 §2.1, §7). */
export interface ProductsListParams {
  category?: string;
  page: number;
  limit: number;
  searchQuery?: string;
  vinNumber?: string;
  tractorNumber?: string;
  machine?: string;
  model?: string;
  year?: string;
}

/** One page of the temporary table: hidden products, of one category or of all. */
export interface HiddenProductsParams {
  category?: string;
  page: number;
  limit: number;
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductsListParams) => [...productKeys.lists(), 'visible', params] as const,
  hiddenList: (params: HiddenProductsParams) => [...productKeys.lists(), 'hidden', params] as const,
  options: (category: string) => [...productKeys.all, 'options', category] as const,
  stock: (catalogNumber: string) => [...productKeys.all, 'stock', catalogNumber] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
  warehouses: () => [...productKeys.all, 'warehouses'] as const,
};
