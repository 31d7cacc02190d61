import {
  type BusinessDocument,
  type DocCategory,
  type DocumentInput,
  documentInputSchema,
  initialGeneralStatus,
} from '@tg/domain';

/** The modal's form holds what a client may send (the domain's input), as the items tab reads it too. */
export type DocumentFormValues = DocumentInput;

/** The modes of the document modal (spec 2 §2). Delete closes with a reason: nothing is deleted. */
export type DocumentModalMode = 'create' | 'edit' | 'view' | 'delete' | 'transfer';

/** The single new note a save adds (spec 2 §4: notes are editable only while new). */
export function newNote() {
  return { id: '', content: '', isNew: true };
}

const inputFields = Object.keys(documentInputSchema.shape) as (keyof DocumentFormValues)[];

/** A new document of the category with the schema's defaults, starting at its general status. */
export function emptyDocumentValues(category: DocCategory): DocumentFormValues {
  const defaults = documentInputSchema.parse({});
  return { ...defaults, generalStatus: { status: initialGeneralStatus(category) }, docNotes: [newNote()] };
}

/**
 * A new document that starts with some values (one made from a service call): those over the empty
 * document's, each block whole as given.
 */
export function newDocumentValues(
  category: DocCategory,
  initialValues: Partial<DocumentFormValues> = {},
): DocumentFormValues {
  return { ...emptyDocumentValues(category), ...initialValues };
}

/**
 * Where a new document's draft is kept: one made from a service call apart from a blank one of the
 * same category, and apart from another call's.
 */
export function newDocumentRecord(
  category: DocCategory,
  initialValues?: Partial<DocumentFormValues>,
): string {
  const serviceCall = initialValues?.LinkingIdServiceCall;
  return serviceCall ? `new.${category}.serviceCall.${serviceCall}` : `new.${category}`;
}

/**
 * A saved document as the form holds it: its own values (stamps, totals and the log are the
 * server's and stay out), lines as stored with their amounts, and one new note when it can be
 * edited; the saved notes are shown from the document itself.
 */
export function documentToFormValues(doc: BusinessDocument, { withNewNote }: { withNewNote: boolean }) {
  const defaults = documentInputSchema.parse({}) as Record<string, unknown>;
  const source = doc as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const field of inputFields) values[field] = source[field] ?? defaults[field];
  return {
    ...(values as DocumentFormValues),
    generalStatus: { status: doc.generalStatus.status },
    docNotes: withNewNote ? [newNote()] : [],
  };
}

/** The text of the new note being written, trimmed. */
export function newNoteText(values: Pick<DocumentFormValues, 'docNotes'>): string {
  return (values.docNotes ?? [])
    .filter((note) => note.isNew)
    .map((note) => note.content.trim())
    .join('\n');
}
