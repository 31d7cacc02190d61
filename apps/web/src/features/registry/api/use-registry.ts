import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ContractInput,
  registryContracts as calls,
  type RegistryCategory,
  type RegistryItem,
  type RegistryLookupField,
  type RegistryScope,
} from '@tg/domain';
import { useEffect, useRef } from 'react';
import { type CallOptions, call, contractKey } from '../../../app/api-client';

/** How often a running import is asked about (the contract says about once a second). */
export const importPollMs = 1000;

/** The list call's input: its `page` counts from 0, as the government tables do (spec 3 §9). */
export type RegistryListInput = ContractInput<typeof calls.list>;

/** One page of a category. */
export function useRegistryList(input: RegistryListInput, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contractKey(calls.list, input),
    queryFn: ({ signal }) => call(calls.list, input, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/**
 * The choices of the manufacturer → model → year filters: manufacturers of the category; models
 * of `machine` once one is chosen; years of `machine` and `model` once both are.
 */
export function useRegistryOptions(category: RegistryScope, machine?: string, model?: string) {
  const input: ContractInput<typeof calls.options> = { category, machine, model };
  return useQuery({
    queryKey: contractKey(calls.options, input),
    queryFn: ({ signal }) => call(calls.options, input, { signal }),
    staleTime: 5 * 60_000,
  });
}

export type RegistryLookupAlternative = Partial<Record<RegistryLookupField, string>>;

function lookupInput(
  category: RegistryCategory | 'gov-all',
  alternatives: RegistryLookupAlternative[],
): ContractInput<typeof calls.lookup> {
  return { category, fields: JSON.stringify(alternatives) };
}

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
    const answer = await call(calls.lookup, lookupInput(category, alternatives), { signal });
    return answer.items;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
}

/**
 * The lookup as a query, kept under the lookup call's key so that adding or editing a record asks
 * again by itself. Several answers mean the caller shows a chooser (spec 1 §8).
 */
export function useRegistryLookup(
  category: RegistryCategory | 'gov-all',
  alternatives: RegistryLookupAlternative[],
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: contractKey(calls.lookup, lookupInput(category, alternatives)),
    queryFn: ({ signal }) => lookupRegistryItems(category, alternatives, signal),
    enabled: (options.enabled ?? true) && alternatives.length > 0,
  });
}

/** After a change: every list, the filter choices and lookups may have moved. */
function useInvalidateRegistry() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [calls.list, calls.options, calls.lookup].map((contract) =>
        queryClient.invalidateQueries({ queryKey: contractKey(contract) }),
      ),
    );
}

/** Adds a record; the server marks it `createdByGov: false` (a manual entry). */
export function useCreateRegistryItem() {
  const invalidate = useInvalidateRegistry();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.create>) => call(calls.create, request),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateRegistryItem() {
  const invalidate = useInvalidateRegistry();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.update>) => call(calls.update, request),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteRegistryItem() {
  const invalidate = useInvalidateRegistry();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.remove>) => call(calls.remove, request),
    onSuccess: () => void invalidate(),
  });
}

/** The file to import into a category, with its upload's progress and cancelling. */
export interface StartImportRequest extends CallOptions {
  category: RegistryCategory;
  file: File;
}

/**
 * Sends a CSV file to be imported; the server answers at once with the job (202, running) and
 * goes on reading the file. The upload reports its progress.
 */
export function useStartImport() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRegistry();
  return useMutation({
    // The category is a field sent before the file, so the server knows it before the file streams in.
    mutationFn: ({ category, file, ...options }: StartImportRequest) =>
      call(calls.startImport, { file, fields: { category } }, options),
    onSuccess: (job) => {
      // The job's first state is known: polling starts from it, and sees it end.
      queryClient.setQueryData(contractKey(calls.importJob, { id: job._id }), job);
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
  const input = { id: jobId ?? '' };
  const query = useQuery({
    queryKey: contractKey(calls.importJob, input),
    queryFn: ({ signal }) => call(calls.importJob, input, { signal }),
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
