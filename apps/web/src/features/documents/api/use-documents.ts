import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BusinessDocument,
  type ContractInput,
  documentContracts as calls,
  type DocCategory,
  type DocumentsSortKey,
  documentsPageSize,
  type SortDirection,
} from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** The list's filters as the screen holds them; `page` counts from 1, as the pagination shows it. */
export interface DocumentsListParams {
  category: DocCategory;
  page: number;
  search?: string;
  warehouse?: number;
  person?: string;
  docType?: 'open' | 'closed';
  customer?: string;
  sortBy?: DocumentsSortKey;
  sortDir?: SortDirection;
}

/** getAllDocs' input: pages from 0 on the wire, 15 a page, empty filters left out. */
export function toAllDocsQuery({ page, ...filters }: DocumentsListParams): ContractInput<typeof calls.list> {
  const query: ContractInput<typeof calls.list> = {
    category: filters.category,
    page: Math.max(0, page - 1),
    limit: documentsPageSize,
  };
  if (filters.search) query.search = filters.search;
  if (filters.warehouse !== undefined) query.warehouse = filters.warehouse;
  if (filters.person) query.person = filters.person;
  if (filters.docType) query.docType = filters.docType;
  if (filters.customer) query.customer = filters.customer;
  if (filters.sortBy) query.sortBy = filters.sortBy;
  if (filters.sortDir) query.sortDir = filters.sortDir;
  return query;
}

/** One page of a category's documents, scoped by the server to what the caller may see. */
export function useDocumentsList(params: DocumentsListParams) {
  const input = toAllDocsQuery(params);
  return useQuery({
    queryKey: contractKey(calls.list, input),
    queryFn: ({ signal }) => call(calls.list, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One document by its number, or undefined when there is none the caller may see. */
export async function fetchDocument(
  category: DocCategory,
  docId: number,
  signal?: AbortSignal,
): Promise<BusinessDocument | undefined> {
  const answer = await call(calls.lookup, { category, fields: JSON.stringify([{ docId }]) }, { signal });
  return answer.items.find((doc) => doc.docId === docId);
}

/** The document as a query, so refreshing and a linked document share one cached answer. */
export function useDocument(category: DocCategory, docId: number | null | undefined) {
  const input = { category, fields: JSON.stringify([{ docId: docId ?? 0 }]) };
  return useQuery({
    queryKey: contractKey(calls.lookup, input),
    queryFn: ({ signal }) => fetchDocument(category, docId ?? 0, signal),
    enabled: Boolean(docId),
  });
}

/** One customer's documents, newest first, 10 a page; `page` counts from 1. */
export function useUserDocuments(customerId: string | undefined, page: number, pageSize = 10) {
  const input: ContractInput<typeof calls.userDocs> = {
    id: customerId ?? '',
    page: Math.max(0, page - 1),
    pageSize,
  };
  return useQuery({
    queryKey: contractKey(calls.userDocs, input),
    queryFn: ({ signal }) => call(calls.userDocs, input, { signal }),
    placeholderData: keepPreviousData,
    enabled: Boolean(customerId),
  });
}

/** Every read that shows documents: a change anywhere refreshes them all. */
const documentReads = [
  calls.list,
  calls.data,
  calls.lookup,
  calls.userDocs,
  calls.last10,
  calls.dailyTasks,
  calls.stats,
];

export function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      documentReads.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
    );
}

export function useCreateDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.create>) => call(calls.create, request),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (request: ContractInput<typeof calls.update>) => call(calls.update, request),
    onSuccess: () => void invalidate(),
  });
}

/** Closing (a document is never deleted): status false with the reason, through updateItemByFields. */
export function useCloseDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: ({
      category,
      docId,
      closeReason,
    }: {
      category: DocCategory;
      docId: number;
      closeReason: string;
    }) => call(calls.updateFields, { category, docId, fields: { status: false, closeReason } }),
    onSuccess: () => void invalidate(),
  });
}
