import { catalogDefaultPageSize, searchMinLength } from '@tg/domain';
import type { CatalogSearchParams, VehicleNumbers } from './api/use-catalog-browser';

/**
 * The category page's filters live in the address (`?machine=…&model=…`), under the names the
 * search call uses, so a reload, the back button and a shared link all show the same search.
 * `machine` is the manufacturer.
 */
export const catalogFilterNames = [
  'chassisNumber',
  'vehicleNumber',
  'machine',
  'model',
  'year',
  'searchQuery',
] as const;
export type CatalogFilterName = (typeof catalogFilterNames)[number];
export type CatalogFilters = Record<CatalogFilterName, string>;

export const emptyCatalogFilters: CatalogFilters = {
  chassisNumber: '',
  vehicleNumber: '',
  machine: '',
  model: '',
  year: '',
  searchQuery: '',
};

/** Product cards per page the shopper may choose; the server's default first. */
export const catalogPageSizes = [catalogDefaultPageSize, 48, 96] as const;

export function readCatalogFilters(params: URLSearchParams): CatalogFilters {
  const filters = { ...emptyCatalogFilters };
  for (const name of catalogFilterNames) filters[name] = params.get(name) ?? '';
  return filters;
}

export function readPaging(params: URLSearchParams): { page: number; limit: number } {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (catalogPageSizes as readonly number[]).includes(limit) ? limit : catalogDefaultPageSize,
  };
}

/** The address query for filters and paging; empty filters, page 1 and the default size are left out. */
export function writeCatalogQuery(
  filters: CatalogFilters,
  paging: { page: number; limit: number } = { page: 1, limit: catalogDefaultPageSize },
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of catalogFilterNames) {
    const value = filters[name];
    if (value.trim()) params.set(name, value);
  }
  if (paging.page > 1) params.set('page', String(paging.page));
  if (paging.limit !== catalogDefaultPageSize) params.set('limit', String(paging.limit));
  return params;
}

export function isFiltering(filters: CatalogFilters): boolean {
  return catalogFilterNames.some((name) => filters[name].trim() !== '');
}

/**
 * What the search call is asked: trimmed values, nothing empty, and the free text only from three
 * characters (the server refuses shorter ones as too broad).
 */
export function catalogSearchParams(
  category: string,
  filters: CatalogFilters,
  paging: { page: number; limit: number },
): CatalogSearchParams {
  const params: CatalogSearchParams = { category, page: paging.page, limit: paging.limit };
  for (const name of catalogFilterNames) {
    const value = filters[name].trim();
    if (!value) continue;
    if (name === 'searchQuery' && value.length < searchMinLength) continue;
    params[name] = value;
  }
  return params;
}

/** The machine-view address's numbers, trimmed; empty when neither is given. */
export function readVehicleNumbers(params: URLSearchParams): VehicleNumbers {
  const numbers: VehicleNumbers = {};
  const chassisNumber = params.get('chassisNumber')?.trim();
  const vehicleNumber = params.get('vehicleNumber')?.trim();
  if (chassisNumber) numbers.chassisNumber = chassisNumber;
  if (vehicleNumber) numbers.vehicleNumber = vehicleNumber;
  return numbers;
}

export function vehicleNumbersQuery(numbers: VehicleNumbers): string {
  const params = new URLSearchParams();
  if (numbers.chassisNumber) params.set('chassisNumber', numbers.chassisNumber);
  if (numbers.vehicleNumber) params.set('vehicleNumber', numbers.vehicleNumber);
  const query = params.toString();
  return query ? `?${query}` : '';
}
