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
import { isNetworkFailure } from '../task-outbox';
import { dayTasksKey, refreshDocumentReads, replaceTaskDocs, showTaskDoc } from './task-cache';
import { useFlushOutbox, useTaskOutbox } from './use-task-outbox';

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
  const { 'generalStatus.status': status, productsPicking, ...rest } = fields;
  const next = { ...doc, ...rest } as BusinessDocument;
  if (productsPicking) {
    next.products = doc.products.map((product, line) => {
      const picking = productsPicking.find((entry) => entry.line === line);
      return picking
        ? { ...product, isPicked: picking.isPicked, scannedCount: picking.scannedCount }
        : product;
    });
  }
  return status === undefined ? next : { ...next, generalStatus: { ...doc.generalStatus, status } };
}

export type TaskUpdate = ContractInput<typeof calls.updateFields> & { fields: DocFieldUpdates };

/** The server's answer, or word that the update waits in the outbox for a connection. */
export type TaskUpdateResult = { queued: false; doc: BusinessDocument } | { queued: true };

/**
 * A card's progress, note, signature or picking through updateItemByFields. The day's list shows
 * the change at once and goes back to what it was when the server refuses. With no connection the
 * update waits in the outbox (sent in order when the connection returns) and the card shows it
 * as pending; while others wait, a new one waits behind them so the order holds.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  const { outbox } = useTaskOutbox();
  const flush = useFlushOutbox();

  return useMutation({
    // Offline the update is queued here, not paused by React Query until the page is gone.
    networkMode: 'always',
    mutationFn: async (update: TaskUpdate): Promise<TaskUpdateResult> => {
      const queued = { ...update, docId: Number(update.docId) };
      if (outbox.read().length > 0) {
        outbox.add(queued);
        void flush();
        return { queued: true };
      }
      try {
        const answer = await call(calls.updateFields, update);
        return { queued: false, doc: answer.doc };
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        outbox.add(queued);
        return { queued: true };
      }
    },
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: dayTasksKey });
      const before = queryClient.getQueriesData<DayTasks>({ queryKey: dayTasksKey });
      replaceTaskDocs(
        queryClient,
        (doc) => doc.category === update.category && doc.docId === Number(update.docId),
        (doc) => withFields(doc, update.fields),
      );
      return { before };
    },
    onError: (_error, _update, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result) => {
      if (!result.queued) showTaskDoc(queryClient, result.doc);
    },
    onSettled: (result) => (result?.queued ? undefined : refreshDocumentReads(queryClient)),
  });
}
