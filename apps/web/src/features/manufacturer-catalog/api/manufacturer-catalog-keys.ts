export interface ManufacturersListParams {
  /** Counted from 1. */
  page: number;
  limit: number;
  /** Part of a name or alias, trimmed and at least 3 characters; absent for none. */
  machine?: string;
}

/** Where the details drill-down stands: a manufacturer, one of its models, or a sub-model. */
export interface CatalogPath {
  machine: string;
  model?: string;
  subModel?: string;
}

export const manufacturerCatalogKeys = {
  all: ['manufacturer-catalog'] as const,
  lists: () => [...manufacturerCatalogKeys.all, 'list'] as const,
  list: (params: ManufacturersListParams) => [...manufacturerCatalogKeys.lists(), params] as const,
  totalModels: () => [...manufacturerCatalogKeys.all, 'total-models'] as const,
  allDetails: () => [...manufacturerCatalogKeys.all, 'details'] as const,
  details: (path: CatalogPath) => [...manufacturerCatalogKeys.allDetails(), path] as const,
};
