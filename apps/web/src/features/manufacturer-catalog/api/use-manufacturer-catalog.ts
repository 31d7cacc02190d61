import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogDetails, CatalogRebuildAnswer, ManufacturerEntry } from '@tg/domain';
import { api } from '../../../app/api-client';
import {
  type CatalogPath,
  type ManufacturersListParams,
  manufacturerCatalogKeys,
} from './manufacturer-catalog-keys';

interface ManufacturersPage {
  data: ManufacturerEntry[];
  total: number;
  totalPages: number;
}

/** One page of manufacturers; the previous page stays on screen while the next one loads. */
export function useManufacturers(params: ManufacturersListParams) {
  return useQuery({
    queryKey: manufacturerCatalogKeys.list(params),
    queryFn: () => api.post<ManufacturersPage>('/catalog/getData', params),
    placeholderData: keepPreviousData,
  });
}

/** Models and sub-models in the whole catalogue. */
export function useTotalModels() {
  return useQuery({
    queryKey: manufacturerCatalogKeys.totalModels(),
    queryFn: ({ signal }) =>
      api.get<{ totalModels: number }>('/settings/fetchTotalNumberModels', undefined, signal),
  });
}

export function useCatalogDetails(path: CatalogPath | undefined) {
  return useQuery({
    queryKey: manufacturerCatalogKeys.details(path ?? { machine: '' }),
    queryFn: ({ signal }) =>
      api.get<CatalogDetails>(
        '/catalog/details',
        { machine: path?.machine, model: path?.model, subModel: path?.subModel },
        signal,
      ),
    enabled: Boolean(path?.machine),
  });
}

/** After any change the list, the model total and the open details may all differ. */
function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: manufacturerCatalogKeys.all });
}

export interface CreateCatalogItemInput {
  machine: string;
  model?: string;
  subModel?: string;
}

export function useCreateCatalogItem() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (input: CreateCatalogItemInput) =>
      api.post<{ data: ManufacturerEntry; dataOption: { label: string; value: string } }>(
        '/catalog/createItem',
        input,
      ),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useSaveAliases() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (aliases: Record<string, string[]>) =>
      api.post<{ success: boolean; message: string }>('/catalog/save-aliases', { aliases }),
    onSuccess: () => {
      void invalidate();
    },
  });
}

export function useRebuildCatalog() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: () => api.post<CatalogRebuildAnswer>('/catalog/rebuild'),
    onSuccess: () => {
      void invalidate();
    },
  });
}
