import type { QueryClient } from '@tanstack/react-query';
import { type BusinessDocument, type ContractOutput, documentContracts as calls } from '@tg/domain';
import { contractKey } from '../../../app/api-client';

type DayTasks = ContractOutput<typeof calls.dailyTasks>;

export const dayTasksKey = contractKey(calls.dailyTasks);

/** Sets cards in every cached day, by a match on the card. */
export function replaceTaskDocs(
  queryClient: QueryClient,
  match: (doc: BusinessDocument) => boolean,
  next: (doc: BusinessDocument) => BusinessDocument,
) {
  queryClient.setQueriesData<DayTasks>({ queryKey: dayTasksKey }, (data) =>
    data ? { ...data, docs: data.docs.map((doc) => (match(doc) ? next(doc) : doc)) } : data,
  );
}

/** A card as the server answered it, on every cached day that shows it. */
export function showTaskDoc(queryClient: QueryClient, answer: BusinessDocument) {
  replaceTaskDocs(
    queryClient,
    (doc) => doc._id === answer._id,
    // The answer to an update may not carry the card's place; the day's list does.
    (doc) => ({ ...answer, location: answer.location ?? doc.location }),
  );
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

export function refreshDocumentReads(queryClient: QueryClient) {
  return Promise.all(
    documentReads.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
  );
}
