import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportJob,
  RegistryCategory,
  RegistryItem,
  RegistryItemInput,
  RegistryList,
  RegistryLookupField,
  RegistryOptions,
} from '@tg/domain';
import { useEffect, useRef } from 'react';
import { api } from '../../../app/api-client';
import { type UploadProgress, uploadWithProgress } from '../../files/upload-with-progress';
import { type RegistryListParams, registryKeys } from './registry-keys';

const base = '/gov';
/** How often a running import is asked about (the contract says about once a second). */
export const importPollMs = 1000;

/** One page of a category. The government tables count pages from 0 on the wire (spec 3 §9). */
export function useRegistryList(params: RegistryListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: registryKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<RegistryList>(`${base}/getData`, { ...params, page: params.page - 1 }, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/**
 * The choices of the manufacturer → model → year filters: manufacturers of the category; models
 * of `machine` once one is chosen; years of `machine` and `model` once both are.
 */
export function useRegistryOptions(category: RegistryCategory, machine?: string, model?: string) {
  return useQuery({
    queryKey: registryKeys.optionsOf(category, machine, model),
    queryFn: ({ signal }) =>
      api.get<RegistryOptions>(`${base}/getOptions`, { category, machine, model }, signal),
    staleTime: 5 * 60_000,
  });
}

export type RegistryLookupAlternative = Partial<Record<RegistryLookupField, string>>;

/**
 * Finds records by exact fields: a list of alternatives, each an object whose fields must all
 * match (`[{ mispar_shilda: 'X' }, { mispar_rechev: '123' }]`). `gov-all` searches every category.
 * Answers an empty list (not an error) when nothing matches.
 */
export async function lookupRegistryItems(
  category: RegistryCategory | 'gov-all',
  alternatives: RegistryLookupAlternative[],
  signal?: AbortSignal,
): Promise<RegistryItem[]> {
  try {
    const answer = await api.get<{ items: RegistryItem[] }>(
      `${base}/getItemByFields`,
      { category, fields: JSON.stringify(alternatives) },
      signal,
    );
    return answer.items;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
}

/** The lookup as a query: several answers mean the caller shows a chooser (spec 1 §8). */
export function useRegistryLookup(
  category: RegistryCategory | 'gov-all',
  alternatives: RegistryLookupAlternative[],
  options: { enabled?: boolean } = {},
) {
  const fields = JSON.stringify(alternatives);
  return useQuery({
    queryKey: registryKeys.lookup(category, fields),
    queryFn: ({ signal }) => lookupRegistryItems(category, alternatives, signal),
    enabled: (options.enabled ?? true) && alternatives.length > 0,
  });
}

/** After a change: every list, the filter choices and lookups may have moved. */
function useInvalidateRegistry() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: registryKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: registryKeys.options() }),
      queryClient.invalidateQueries({ queryKey: registryKeys.lookups() }),
    ]);
}

export interface CreateRegistryItemRequest {
  category: RegistryCategory;
  item: RegistryItemInput;
}

export interface UpdateRegistryItemRequest {
  category: RegistryCategory;
  item: RegistryItemInput & { _id: string };
}

/** Adds a record; the server marks it `createdByGov: false` (a manual entry). */
export function useCreateRegistryItem() {
  const invalidate = useInvalidateRegistry();
  return useMutation({
    mutationFn: (request: CreateRegistryItemRequest) => api.post<RegistryItem>(`${base}/createItem`, request),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateRegistryItem() {
  const invalidate = useInvalidateRegistry();
  return useMutation({
    mutationFn: (request: UpdateRegistryItemRequest) =>
      api.patch<RegistryItem>(`${base}/updateItem`, request),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteRegistryItem() {
  const invalidate = useInvalidateRegistry();
  return useMutation({
    mutationFn: (request: { _id: string; category: RegistryCategory }) =>
      api.patch<{ _id: string }>(`${base}/deleteItem`, request),
    onSuccess: () => void invalidate(),
  });
}

export interface StartImportRequest {
  category: RegistryCategory;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Sends a CSV file to be imported; the server answers at once with the job (202, running) and
 * goes on reading the file. The upload reports its progress.
 */
export function useStartImport() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRegistry();
  return useMutation({
    mutationFn: ({ category, file, onProgress, signal }: StartImportRequest) => {
      const form = new FormData();
      // The server reads the category before the file streams in.
      form.append('category', category);
      form.append('file', file, file.name);
      return uploadWithProgress<ImportJob>(`${base}/import`, form, { onProgress, signal });
    },
    onSuccess: (job) => {
      // The job's first state is known: polling starts from it, and sees it end.
      queryClient.setQueryData(registryKeys.importJob(job._id), job);
      if (job.status !== 'running') void invalidate();
    },
  });
}

/**
 * An import job, asked about every second while it runs. When it ends the lists and filter
 * choices are refreshed, whether or not anyone is still looking at its dialog.
 */
export function useImportJob(jobId: string | undefined) {
  const invalidate = useInvalidateRegistry();
  const query = useQuery({
    queryKey: registryKeys.importJob(jobId ?? ''),
    queryFn: ({ signal }) => api.get<ImportJob>(`${base}/import/${jobId}`, undefined, signal),
    enabled: Boolean(jobId),
    refetchInterval: (current) => (current.state.data?.status === 'running' ? importPollMs : false),
    // Keeps asking while the tab is in the background: the import goes on there too.
    refetchIntervalInBackground: true,
  });
  const status = query.data?.status;
  const lastStatus = useRef(status);
  useEffect(() => {
    const previous = lastStatus.current;
    lastStatus.current = status;
    if (previous === 'running' && status && status !== 'running') void invalidate();
  }, [invalidate, status]);
  return query;
}
