import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CatalogOptions, CatalogProductDetail, CatalogSearch, CatalogVehicleAnswer } from '@tg/domain';
import { api } from '../../../app/api-client';
import { type CatalogSearchParams, catalogBrowserKeys, type VehicleNumbers } from './catalog-browser-keys';

const base = '/catalog';
/** The catalogue changes a few times a day; choices and categories may be a few minutes old. */
const optionsStaleMs = 5 * 60_000;

/**
 * The cascading choices: no arguments → categories with counts; a category → its manufacturers;
 * and a manufacturer → its models; and a model → its years. Each level waits for the one above.
 */
export function useCatalogOptions(
  level: { category?: string; machine?: string; model?: string } = {},
  options: { enabled?: boolean } = {},
) {
  const { category, machine, model } = level;
  return useQuery({
    queryKey: catalogBrowserKeys.options(category, machine, model),
    queryFn: ({ signal }) => api.get<CatalogOptions>(`${base}/options`, { category, machine, model }, signal),
    staleTime: optionsStaleMs,
    enabled: options.enabled ?? true,
  });
}

/** One page of the products that fit the filters; the last page stays shown while the next loads. */
export function useCatalogSearch(params: CatalogSearchParams) {
  return useQuery({
    queryKey: catalogBrowserKeys.search(params),
    queryFn: ({ signal }) => api.get<CatalogSearch>(`${base}/search`, { ...params }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Finds the machine in the registry and which categories hold products that fit it. */
export function useVehicleSearch(numbers: VehicleNumbers) {
  return useQuery({
    queryKey: catalogBrowserKeys.vehicle(numbers),
    queryFn: ({ signal }) => api.get<CatalogVehicleAnswer>(`${base}/search-vehicle`, { ...numbers }, signal),
    enabled: Boolean(numbers.chassisNumber || numbers.vehicleNumber),
  });
}

/** A visible product for the read-only view; the call answers 404 when it is hidden or gone. */
export function useCatalogProduct(id: string) {
  return useQuery({
    queryKey: catalogBrowserKeys.product(id),
    queryFn: ({ signal }) =>
      api
        .get<{ product: CatalogProductDetail }>(`${base}/product`, { id }, signal)
        .then((answer) => answer.product),
  });
}
