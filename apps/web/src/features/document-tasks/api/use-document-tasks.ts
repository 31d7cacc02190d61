import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BusinessDocument,
  type ContractInput,
  type ContractOutput,
  documentContracts as calls,
  type DocCategory,
  type DocFieldUpdates,
} from '@tg/domain';
import { call, contractKey } from '../../../app/api-client';

/** How many documents the worker's main page shows (spec 2 §7 fetchLast10Docs). */
export const latestDocumentsLimit = 10;
/** A day's cards in one answer: an installer's day is far below this, so there is no paging. */
export const dailyTasksLimit = 100;
/** The customer's own documents, a page at a time. */
export const myDocumentsPageSize = 10;

type DayTasks = ContractOutput<typeof calls.dailyTasks>;

/** The newest documents the caller may see, of one category or of all. */
export function useLatestDocuments(category: DocCategory | undefined) {
  const input: ContractInput<typeof calls.last10> = { page: 0, limit: latestDocumentsLimit };
  if (category) input.category = category;
  return useQuery({
    queryKey: contractKey(calls.last10, input),
    queryFn: ({ signal }) => call(calls.last10, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The caller's open work cards for a day (`day` as dd/MM/yyyy). */
export function useDailyTasks(day: string) {
  const input: ContractInput<typeof calls.dailyTasks> = { page: 0, limit: dailyTasksLimit, day };
  return useQuery({
    queryKey: contractKey(calls.dailyTasks, input),
    queryFn: ({ signal }) => call(calls.dailyTasks, input, { signal }),
  });
}

/** A customer's own documents, newest first; `page` counts from 1. */
export function useMyDocuments(
  customerId: string | undefined,
  category: DocCategory | undefined,
  page: number,
) {
  const input: ContractInput<typeof calls.userDocs> = {
    id: customerId ?? '',
    page: Math.max(0, page - 1),
    pageSize: myDocumentsPageSize,
  };
  if (category) input.category = category;
  return useQuery({
    queryKey: contractKey(calls.userDocs, input),
    queryFn: ({ signal }) => call(calls.userDocs, input, { signal }),
    placeholderData: keepPreviousData,
    enabled: Boolean(customerId),
  });
}

/** The document as it reads after the fields are set, for showing a change before the answer. */
export function withFields(doc: BusinessDocument, fields: DocFieldUpdates): BusinessDocument {
  const { 'generalStatus.status': status, ...rest } = fields;
  const next = { ...doc, ...rest } as BusinessDocument;
  return status === undefined ? next : { ...next, generalStatus: { ...doc.generalStatus, status } };
}

/** Every read that shows documents: a change on a card refreshes them all. */
const documentReads = [
  calls.list,
  calls.data,
  calls.lookup,
  calls.userDocs,
  calls.last10,
  calls.dailyTasks,
  calls.stats,
];

export type TaskUpdate = ContractInput<typeof calls.updateFields> & { fields: DocFieldUpdates };

/**
 * A card's progress, note or failure through updateItemByFields. The day's list shows the change
 * at once and goes back to what it was when the server refuses.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  const dayKey = contractKey(calls.dailyTasks);
  const replace = (
    match: (doc: BusinessDocument) => boolean,
    next: (doc: BusinessDocument) => BusinessDocument,
  ) =>
    queryClient.setQueriesData<DayTasks>({ queryKey: dayKey }, (data) =>
      data ? { ...data, docs: data.docs.map((doc) => (match(doc) ? next(doc) : doc)) } : data,
    );

  return useMutation({
    mutationFn: (update: TaskUpdate) => call(calls.updateFields, update),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: dayKey });
      const before = queryClient.getQueriesData<DayTasks>({ queryKey: dayKey });
      replace(
        (doc) => doc.category === update.category && doc.docId === Number(update.docId),
        (doc) => withFields(doc, update.fields),
      );
      return { before };
    },
    onError: (_error, _update, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) => {
      replace(
        (doc) => doc._id === answer.doc._id,
        () => answer.doc,
      );
    },
    onSettled: () =>
      Promise.all(
        documentReads.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
      ),
  });
}
