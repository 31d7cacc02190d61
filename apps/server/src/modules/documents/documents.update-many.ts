import {
  type BusinessDocument,
  type DocChanges,
  documentInputSchema,
  type HandleBy,
  handlerRoles,
  type ParsedUpdateDocRequest,
  updateDocRequestSchema,
} from '@tg/domain';

/** The assignees after the change: a slot named in `changes` takes that person (or none), the rest stay. */
function handlersAfter(before: HandleBy, changes: DocChanges['handleBy']): HandleBy {
  const after = { ...before };
  for (const slot of handlerRoles) {
    const chosen = changes?.[slot];
    if (chosen === undefined) continue;
    // The name is the person record's: the update resolves it from the id.
    after[slot] = chosen === null ? null : { id: chosen, name: '' };
  }
  return after;
}

/**
 * One document's part of a bulk change (issue 18, ADR 0044) as the request a person saving that
 * document would send: everything as stored, the new status and assignees, and the bulk's note as
 * the new note. It then goes through the one-document update, so its scope, closed-document
 * refusal, readiness, no-change rule, activity log and notifications are that update's.
 */
export function bulkUpdateRequest(
  before: BusinessDocument,
  changes: DocChanges,
  note: string,
): ParsedUpdateDocRequest {
  const stored = documentInputSchema.parse({
    ...before,
    generalStatus: { status: before.generalStatus.status },
  });
  return updateDocRequestSchema.parse({
    doc: {
      ...stored,
      category: before.category,
      docId: before.docId,
      generalStatus: { status: changes.generalStatus ?? before.generalStatus.status },
      handleBy: handlersAfter(before.handleBy, changes.handleBy),
      docNotes: [{ content: note, isNew: true }],
    },
  });
}
