import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ContractInput, catalogRoutes as calls, type catalogContracts } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** What the category page asks the catalogue search for; empty filters left out, page counted from 1. */
export type CatalogSearchParams = ContractInput<typeof catalogContracts.search>;

/** The numbers a machine is looked up by in the registry; at least one is set. */
export type VehicleNumbers = ContractInput<typeof catalogContracts.searchVehicle>;

/** The catalogue changes a few times a day; choices and categories may be a few minutes old. */
const optionsStaleMs = 5 * 60_000;

/**
 * The cascading choices: no arguments → categories with counts; a category → its manufacturers;
 * and a manufacturer → its models; and a model → its years. Each level waits for the one above.
 */
export function useCatalogOptions(
  level: ContractInput<typeof catalogContracts.options> = {},
  options: { enabled?: boolean } = {},
) {
  const { category, machine, model } = level;
  const input = { category, machine, model };
  return useQuery({
    queryKey: contractKey(calls.options, input),
    queryFn: ({ signal }) => call(calls.options, input, { signal }),
    staleTime: optionsStaleMs,
    enabled: options.enabled ?? true,
  });
}

/** One page of the products that fit the filters; the last page stays shown while the next loads. */
export function useCatalogSearch(params: CatalogSearchParams) {
  return useQuery({
    queryKey: contractKey(calls.search, params),
    queryFn: ({ signal }) => call(calls.search, params, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Finds the machine in the registry and which categories hold products that fit it. */
export function useVehicleSearch(numbers: VehicleNumbers) {
  return useQuery({
    queryKey: contractKey(calls.searchVehicle, numbers),
    queryFn: ({ signal }) => call(calls.searchVehicle, numbers, { signal }),
    enabled: Boolean(numbers.chassisNumber || numbers.vehicleNumber),
  });
}

/** A visible product for the read-only view; the call answers 404 when it is hidden or gone. */
export function useCatalogProduct(id: string) {
  return useQuery({
    queryKey: contractKey(calls.product, { id }),
    queryFn: ({ signal }) => call(calls.product, { id }, { signal }).then((answer) => answer.product),
  });
}
