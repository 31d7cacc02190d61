/**
 * Message keys of the business documents' rules (spec 2 §5). The server answers them in
 * `error.fields` beside the field they belong to; the web translates them
 * (locales/<lang>/documents.json). The Hebrew text of each is given beside it.
 */
export const documentMessages = {
  /** 'חסרים פרטי לקוח' — the customer's name, id number or type. */
  missingCustomer: 'documents.missingCustomer',
  /** 'חסרים פריטים / עבודות' — neither a product nor a work. */
  missingItems: 'documents.missingItems',
  /** 'חסרים פרטי משלוח' — a work card's shipping city or date. */
  missingShipping: 'documents.missingShipping',
  /** 'חסר מחסנאי מטפל' — a work card without a handling storekeeper. */
  missingStorekeeper: 'documents.missingStorekeeper',
  /** 'חסרים פרטי כלי' — neither chassis nor vehicle number, unless the document is without machine. */
  missingMachine: 'documents.missingMachine',
  /** 'חסרים פרטי פריט' — a product line without catalogue number, category or name. */
  missingProductDetails: 'documents.missingProductDetails',
  /** 'יש לבחור מחסן לפריט' — a product line without its warehouse. */
  missingWarehouse: 'documents.missingWarehouse',
  /** 'חסרים פרטי עבודה' — a work line without category, catalogue number or name. */
  missingWorkDetails: 'documents.missingWorkDetails',
  /** 'לא בוצעו שינויים במסמך' — an update that changes nothing. */
  noChanges: 'documents.noChanges',
  /** 'חייב להוסיף הערה חדשה' — an update without a new note of at least 2 characters. */
  newNoteRequired: 'documents.newNoteRequired',
} as const;
export type DocumentMessage = (typeof documentMessages)[keyof typeof documentMessages];

/** One reason a document cannot be saved, beside the dotted path of its field (`products.0.warehouse`). */
export interface DocumentProblem {
  field: string;
  message: DocumentMessage;
}

/** The distinct messages of a list of problems, in order: the missing-fields dialog lists each once. */
export function problemMessages(problems: readonly DocumentProblem[]): DocumentMessage[] {
  return [...new Set(problems.map((problem) => problem.message))];
}
