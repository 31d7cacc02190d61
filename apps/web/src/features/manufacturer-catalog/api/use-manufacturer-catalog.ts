import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractInput, manufacturerCatalogContracts as calls } from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** Page counted from 1; `machine` is part of a name or alias, trimmed, 3+ characters, absent for none. */
export type ManufacturersListParams = ContractInput<typeof calls.list>;

/** Where the details drill-down stands: a manufacturer, one of its models, or a sub-model. */
export type CatalogPath = ContractInput<typeof calls.details>;

/** One page of manufacturers; the previous page stays on screen while the next one loads. */
export function useManufacturers(params: ManufacturersListParams) {
  return useQuery({
    queryKey: contractKey(calls.list, params),
    queryFn: () => call(calls.list, params),
    placeholderData: keepPreviousData,
  });
}

/** Models and sub-models in the whole catalogue. */
export function useTotalModels() {
  return useQuery({
    queryKey: contractKey(calls.totalModels, {}),
    queryFn: ({ signal }) => call(calls.totalModels, {}, { signal }),
  });
}

export function useCatalogDetails(path: CatalogPath | undefined) {
  const input: CatalogPath = { machine: path?.machine ?? '', model: path?.model, subModel: path?.subModel };
  return useQuery({
    queryKey: contractKey(calls.details, input),
    queryFn: ({ signal }) => call(calls.details, input, { signal }),
    enabled: Boolean(path?.machine),
  });
}

/** Every call that reads the catalogue: after any change the list, the total and the details may differ. */
const catalogReads = [calls.list, calls.options, calls.totalModels, calls.details];

function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      catalogReads.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
    );
}

export function useCreateCatalogItem() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (input: ContractInput<typeof calls.create>) => call(calls.create, input),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useSaveAliases() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (aliases: Record<string, string[]>) => call(calls.saveAliases, { aliases }),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useRebuildCatalog() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: () => call(calls.rebuild, {}),
    onSuccess: () => {
      void invalidate();
    },
  });
}
