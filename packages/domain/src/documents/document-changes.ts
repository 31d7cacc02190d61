import { type DocumentProblem, documentMessages as m } from './document-messages';
import { lineAmounts } from './document-totals';

/**
 * What an edit of a business document changed (spec 2 §4 PDF creation, §5 "Update requires…"):
 * whether there is a change at all, which fields for the activity log, and whether the printed
 * document changed so a new true-copy PDF is due.
 */

/**
 * Fields the server computes or stamps, never compared: a client cannot change them by editing,
 * so a difference there (a stale total, a new PDF link, a longer log) is not a change. Notes are
 * left out too: an update needs a new note anyway, so a note alone must not count as the change.
 */
export const stampedDocumentFields = [
  '_id',
  'docId',
  'category',
  'date',
  'status',
  'closeReason',
  'createdBy',
  'docTotalPrice',
  'pdfUrl',
  'pdfUrl2',
  'activityLog',
  'LinkingReferenceNumber',
  'docNotes',
] as const;

/** Inside a line: the amounts computed from price, discount and quantity. */
const computedLineFields = new Set(['netPrice', 'totalWithoutVAT']);
const lineListFields = new Set(['products', 'works', 'orderedProducts']);

/**
 * Fields printed on the PDF: a change to any of them makes the edit store a new true copy. The
 * customer and billing customer blocks, the machine, the item and work tables and the totals they
 * give (VAT, price visibility), the shipping address, contacts, the customer's comments, order
 * number and delivery time, the damage report and personal-accidents pages and the customer's
 * signature.
 */
export const coreDocumentFields = [
  'userInformation',
  'billingCustomer',
  'machine',
  'products',
  'works',
  'shippingAddress',
  'contactDetails',
  'secondContact',
  'comments',
  'purchaseOrder',
  'deliveyTime',
  'isDocWithoutVat',
  'isPriceVisible',
  'isDocWithoutMachine',
  'damageReport',
  'personalAccidents',
  'customerSignature',
] as const;

/**
 * Fields that are the office's and the field team's working state, not printed: internal notes
 * (every update adds one), the general status, who handles it (handleBy, the storekeeper's
 * status), the installer's route number, notes, failure reason and proof images, shipping and
 * route-pricing flags, attachments, the supplier order and the linked service call. Saving only
 * these makes no PDF.
 */
export const nonCoreDocumentFields = [
  'docNotes',
  'generalStatus',
  'handleBy',
  'handleStorekeeperStatus',
  'routeNumber',
  'proofImages',
  'installerNotes',
  'installerFailureReason',
  'shippingStatus',
  'isRoutePriceCalculated',
  'docs',
  'orderedProducts',
  'LinkingIdServiceCall',
] as const;

const stamped = new Set<string>(stampedDocumentFields);
const core = new Set<string>(coreDocumentFields);

type AnyDocument = object;

/** A line as compared: without computed amounts, with the discount and quantity the totals use. */
function comparableLine(line: unknown): unknown {
  if (!line || typeof line !== 'object') return line;
  const kept = Object.fromEntries(Object.entries(line).filter(([key]) => !computedLineFields.has(key)));
  const { price, discount, quantity } = lineAmounts(line);
  return { ...kept, price, discount, quantity };
}

function comparable(field: string, value: unknown): unknown {
  if (lineListFields.has(field) && Array.isArray(value)) return value.map(comparableLine);
  if (field === 'generalStatus' && value && typeof value === 'object')
    return { status: (value as { status?: unknown }).status };
  return value;
}

/** Deep equality of plain data; a missing property, undefined and null are the same. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || a === null || b === undefined || b === null) return a == null && b == null;
  if (typeof a !== 'object' || typeof b !== 'object') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => same(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!same(left[key], right[key])) return false;
  return true;
}

/**
 * The top-level fields a person changed between two versions of a document, in the order they
 * appear (the activity log records each with its old and new value). Stamped and computed fields
 * are ignored (see {@link stampedDocumentFields}), as are a line's computed amounts and the
 * general status's modified date and user; a discount of 0.15 equals 15.
 */
export function changedFields(before: AnyDocument, after: AnyDocument): string[] {
  const left = before as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(right), ...Object.keys(left)])];
  return fields.filter(
    (field) => !stamped.has(field) && !same(comparable(field, left[field]), comparable(field, right[field])),
  );
}

/** True when a field printed on the PDF changed: the edit stores a new true copy. */
export function coreFieldsChanged(before: AnyDocument, after: AnyDocument): boolean {
  return changedFields(before, after).some((field) => core.has(field));
}

/** The shortest new note an update accepts, trimmed (spec 2 §5). */
export const MIN_UPDATE_NOTE_LENGTH = 2;

/**
 * Why an update cannot be saved (spec 2 §5): 'לא בוצעו שינויים במסמך' when nothing a person can
 * change differs; otherwise 'חייב להוסיף הערה חדשה' unless a new note (or one of several) has at
 * least 2 characters once trimmed. An empty list means the update may go ahead.
 */
export function updateProblems(
  before: AnyDocument,
  after: AnyDocument,
  newNote: string | readonly string[] | null | undefined,
): DocumentProblem[] {
  if (changedFields(before, after).length === 0) return [{ field: 'doc', message: m.noChanges }];
  const notes = typeof newNote === 'string' ? [newNote] : (newNote ?? []);
  const hasNote = notes.some((note) => [...note.trim()].length >= MIN_UPDATE_NOTE_LENGTH);
  return hasNote ? [] : [{ field: 'docNotes', message: m.newNoteRequired }];
}
