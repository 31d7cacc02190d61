/** What the category page asks the catalogue search for; empty filters are left out of the call. */
export interface CatalogSearchParams {
  category: string;
  machine?: string;
  model?: string;
  year?: string;
  vehicleNumber?: string;
  chassisNumber?: string;
  searchQuery?: string;
  /** Counted from 1. */
  page: number;
  limit: number;
}

/** The numbers a machine is looked up by in the registry; at least one is set. */
export interface VehicleNumbers {
  chassisNumber?: string;
  vehicleNumber?: string;
}

export const catalogBrowserKeys = {
  all: ['catalog-browser'] as const,
  options: (category = '', machine = '', model = '') =>
    [...catalogBrowserKeys.all, 'options', category, machine, model] as const,
  search: (params: CatalogSearchParams) => [...catalogBrowserKeys.all, 'search', params] as const,
  vehicle: (numbers: VehicleNumbers) => [...catalogBrowserKeys.all, 'vehicle', numbers] as const,
  product: (id: string) => [...catalogBrowserKeys.all, 'product', id] as const,
};
