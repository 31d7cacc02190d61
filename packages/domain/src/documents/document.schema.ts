import { z } from 'zod';
import { defineListSort, listSortFields } from '../common/list-sort';
import { jsonQuerySchema } from '../common/lookup-alternatives';
import { validationMessages as m } from '../common/messages';
import { roles, userTypes } from '../common/roles';
import { cardLocationSchema } from '../routes/installer-routes.schema';
import { damageReportSchema } from './damage-report.schema';
import { documentCategories } from './document-readiness';
import { personalAccidentsSchema } from './personal-accidents.schema';

/**
 * Business documents on the wire (spec 2 §3), with the spec's own field names — including its
 * spellings (`deliveyTime`, `LinkingReferenceNumber`). What the server computes or stamps (docId,
 * totals, dates, creator, PDFs, the activity log) is in the answer only: whatever a client sends
 * for those is ignored, never trusted.
 */

export const docCategorySchema = z.enum(documentCategories, { error: m.invalidValue });

const text = (max = 200) => z.string().trim().max(max, { error: m.tooLong }).optional().default('');
const flag = z.boolean().optional().default(false);
/** Amounts and counts as a form sends them: numbers, or numeric strings from an input. */
const amount = z.coerce
  .number({ error: m.numberOnly })
  .min(0, { error: m.notNegative })
  .max(10_000_000, { error: m.invalidValue });
/** dd/MM/yyyy as the spec shows dates, or empty. */
const dayText = z
  .string()
  .trim()
  .regex(/^$|^\d{2}\/\d{2}\/\d{4}$/, { error: m.invalidDate })
  .optional()
  .default('');
const hourText = z
  .string()
  .trim()
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, { error: m.invalidValue })
  .optional()
  .default('');

export const docMachineSchema = z.object({
  vinNumber: text(40),
  tractorNumber: text(20),
  machine: text(100),
  model: text(100),
  year: text(4),
  /** The registry's body-type name, shown on the document as the registry names it. */
  sug_tzama_nm: text(100),
});

export const docCustomerSchema = z.object({
  userType: z.enum(userTypes, { error: m.invalidValue }).optional().default('individual'),
  name: text(),
  userId: text(20),
  city: text(100),
  address: text(),
  email: text(200),
  phoneNumber: text(30),
  country: text(100),
  postalCode: text(20),
});
export const billingCustomerSchema = docCustomerSchema.extend({ showCustomerDetails: flag });

export const contactSchema = z.object({ name: text(), phoneNumber: text(30), email: text(200) });
export const secondContactSchema = contactSchema.extend({ isContactOpen: flag });

export const shippingAddressSchema = z.object({
  city: text(100),
  /** The street (the spec's name). */
  neighborhood: text(),
  buildingNumber: text(20),
  floorNumber: text(20),
  apartmentNumber: text(20),
  postalCode: text(20),
  locationNotes: text(1000),
  shippingDate: dayText,
  hour: hourText,
});

export const docWarehouseSchema = z.object({
  value: z.coerce.number({ error: m.invalidValue }).int(),
  label: text(100),
  role: text(40),
});

const personRef = z.object({ name: text(), id: text(40) });

/** A product or work line (spec 2 §3 Line item); amounts are recomputed by the server. */
export const lineItemInputSchema = z.object({
  id: text(60),
  category: text(60),
  catalogNumber: text(40),
  name: text(300),
  generalName: text(300),
  isGeneralName: flag,
  isCatalogNumVisible: z.boolean().optional().default(true),
  quantity: z.coerce.number({ error: m.numberOnly }).optional().default(1),
  price: amount.optional().default(0),
  discount: amount.optional().default(0),
  warehouse: docWarehouseSchema.nullable().optional().default(null),
  deliveryTime: text(100),
  scannedCount: z.coerce.number().int().min(0).optional().default(0),
  isPicked: flag,
  isPrintBarcode: flag,
  isOriginal: flag,
  /** Works only: who does the work. */
  installer: personRef
    .extend({ role: text(40) })
    .nullable()
    .optional()
    .default(null),
});
export type LineItemInput = z.input<typeof lineItemInputSchema>;

export const lineItemSchema = lineItemInputSchema.extend({
  quantity: z.number(),
  price: z.number(),
  discount: z.number(),
  netPrice: z.number(),
  totalWithoutVAT: z.number(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/** The most of one product a supplier order asks for in one line (ADR 0022, Supplier order). */
export const ORDERED_LINE_MAX_QUANTITY = 999;
const orderedQuantity = z.coerce
  .number({ error: m.orderQuantityRange })
  .int({ error: m.orderQuantityRange })
  .min(1, { error: m.orderQuantityRange })
  .max(ORDERED_LINE_MAX_QUANTITY, { error: m.orderQuantityRange });

/**
 * A line of the supplier order (spec 2 OrderSupplier, `orderedProducts`): a product line that also
 * keeps the product's supplier name and reference number as they were when it was ordered.
 */
export const orderedLineInputSchema = lineItemInputSchema.extend({
  quantity: orderedQuantity.optional().default(1),
  supplier: z
    .object({ name: text(200), refNumber: text(100) })
    .nullable()
    .optional(),
});
export type OrderedLineInput = z.input<typeof orderedLineInputSchema>;

export const orderedLineSchema = orderedLineInputSchema.extend({
  quantity: z.number(),
  price: z.number(),
  discount: z.number(),
  netPrice: z.number(),
  totalWithoutVAT: z.number(),
});
export type OrderedLine = z.infer<typeof orderedLineSchema>;

/** A note: editable while new; saved notes become not new (spec 2 §4). */
export const docNoteInputSchema = z.object({
  id: text(60),
  content: z.string().trim().max(4000, { error: m.tooLong }),
  isNew: flag,
});
export const docNoteSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdBy: z.object({
    role: z.string(),
    name: z.string(),
    id: z.string(),
    date: z.string(),
    hour: z.string(),
  }),
  isNew: z.boolean(),
});
export type DocNote = z.infer<typeof docNoteSchema>;

export const handleBySchema = z.object({
  worker: personRef.nullable().optional().default(null),
  storekeeper: personRef.nullable().optional().default(null),
  installer: personRef.nullable().optional().default(null),
  supplier: personRef.nullable().optional().default(null),
});
export type HandleBy = z.infer<typeof handleBySchema>;
export const handlerRoles = ['worker', 'storekeeper', 'installer', 'supplier'] as const;
export type HandlerRole = (typeof handlerRoles)[number];

export const generalStatusStampSchema = z.object({
  status: z.string(),
  LastModifiedDate: z.string(),
  LastModifiedBy: z.string(),
});

export const activityLogEntrySchema = z.object({
  date: z.string(),
  hour: z.string(),
  user: z.string(),
  action: z.string(),
  field: z.union([z.string(), z.array(z.string())]),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  comments: z.string(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

const fileRef = z.object({ url: z.string().trim().max(2000), name: text(300) });
const imageRef = z.object({ value: z.string().trim().max(2000) });

/**
 * The car-accident notification form (spec 2 §3 Damage report), checked field by field
 * (damage-report.schema.ts); null when the document has none.
 */
export const docDamageReportSchema = damageReportSchema.nullable().optional().default(null);

/**
 * The personal-accidents statement (the persons injured, spec 2 §2 tab personalAccidents, ADR
 * 0026), checked field by field (personal-accidents.schema.ts); null when the document has none.
 */
export const docPersonalAccidentsSchema = personalAccidentsSchema.nullable().optional().default(null);

/** What a client may set on a document when creating or updating it. */
export const documentInputSchema = z.object({
  generalStatus: z.object({ status: text(100) }).optional(),
  machine: docMachineSchema.optional().default(docMachineSchema.parse({})),
  userInformation: docCustomerSchema.optional().default(docCustomerSchema.parse({})),
  billingCustomer: billingCustomerSchema.optional().default(billingCustomerSchema.parse({})),
  contactDetails: contactSchema.optional().default(contactSchema.parse({})),
  secondContact: secondContactSchema.optional().default(secondContactSchema.parse({})),
  shippingAddress: shippingAddressSchema.optional().default(shippingAddressSchema.parse({})),
  comments: text(4000),
  purchaseOrder: text(100),
  deliveyTime: text(100),
  products: z.array(lineItemInputSchema).max(200, { error: m.tooLong }).optional().default([]),
  works: z.array(lineItemInputSchema).max(200, { error: m.tooLong }).optional().default([]),
  orderedProducts: z.array(orderedLineInputSchema).max(200, { error: m.tooLong }).optional().default([]),
  docs: z.array(fileRef).max(50).optional().default([]),
  isPriceVisible: z.boolean().optional().default(true),
  isDocWithoutVat: flag,
  isDocWithoutMachine: flag,
  isRoutePriceCalculated: flag,
  shippingStatus: flag,
  LinkingIdServiceCall: z.string().uuid({ error: m.invalidValue }).nullable().optional().default(null),
  handleBy: handleBySchema.optional().default(handleBySchema.parse({})),
  handleStorekeeperStatus: text(100),
  routeNumber: z.coerce.number().int().min(0).max(999).nullable().optional().default(null),
  docNotes: z.array(docNoteInputSchema).max(500).optional().default([]),
  installerFailureReason: z
    .object({ reason: text(1000), hour: hourText })
    .nullable()
    .optional()
    .default(null),
  installerNotes: text(4000),
  proofImages: z.array(imageRef).max(20).optional().default([]),
  customerSignature: z
    .object({
      isSignature: flag,
      name: text(),
      signature: z.string().max(300_000).optional().default(''),
      date: text(20),
    })
    .nullable()
    .optional()
    .default(null),
  damageReport: docDamageReportSchema,
  personalAccidents: docPersonalAccidentsSchema,
});
export type DocumentInput = z.input<typeof documentInputSchema>;
export type ParsedDocumentInput = z.output<typeof documentInputSchema>;

/** A document as every call answers it. */
export const documentSchema = documentInputSchema.extend({
  _id: z.string(),
  docId: z.number().int(),
  category: docCategorySchema,
  /** dd/MM/yyyy, the day it was issued. */
  date: z.string(),
  /** true = open, false = closed; a closed document is read-only. */
  status: z.boolean(),
  generalStatus: generalStatusStampSchema,
  createdBy: z.object({ name: z.string(), userId: z.string(), role: z.enum(roles) }),
  products: z.array(lineItemSchema),
  works: z.array(lineItemSchema),
  orderedProducts: z.array(orderedLineSchema),
  docNotes: z.array(docNoteSchema),
  docTotalPrice: z.number(),
  /**
   * The VAT percent the document is priced at: the business's rate when it was created, kept
   * while the setting changes (ADR 0035). Read-only: a client's value is ignored.
   */
  vatPercent: z.number(),
  pdfUrl: z.string(),
  pdfUrl2: z.string(),
  LinkingReferenceNumber: z.number().int().nullable(),
  closeReason: z.string(),
  activityLog: z.array(activityLogEntrySchema),
  /** Where a work card goes, resolved from its shipping address (issue 16); null when unknown. */
  location: cardLocationSchema.nullable().optional(),
});
export type BusinessDocument = z.infer<typeof documentSchema>;

/** Where a transfer comes from: an open price quote (spec 2 §4 Transfer). */
export const transferSourceSchema = z.object({
  category: z.literal('priceQuote', { error: m.invalidValue }),
  docId: z.coerce.number({ error: m.invalidValue }).int().min(1, { error: m.invalidValue }),
});

export const createDocRequestSchema = z.object({
  category: docCategorySchema,
  doc: documentInputSchema,
  transferFrom: transferSourceSchema.optional(),
  /** Issuing below zero stock, after the person confirmed it (as stock transfers do). */
  allowNegativeStock: z.boolean().optional().default(false),
});
export type CreateDocRequest = z.input<typeof createDocRequestSchema>;

const docKey = {
  category: docCategorySchema,
  docId: z.coerce.number({ error: m.missingItemId }).int().min(1, { error: m.missingItemId }),
};

/** An update names the document by category and number; new notes carry `isNew: true`. */
export const updateDocRequestSchema = z.object({
  doc: documentInputSchema.extend(docKey),
  allowNegativeStock: z.boolean().optional().default(false),
});
export type UpdateDocRequest = z.input<typeof updateDocRequestSchema>;

const zeroBasedPage = z.coerce.number().int().min(0, { error: m.invalidValue }).max(100_000).default(0);
const limitOf = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1, { error: m.invalidValue })
    .max(100, { error: m.invalidValue })
    .default(fallback);

export const documentsPageSize = 15;

/** getAllDocs (spec 2 §7): one category, pages from 0, the list's filters. */
/** The documents lists' sortable columns; newest number first by default, as before sorting. */
export const documentsSort = defineListSort(['docId', 'date', 'customer', 'generalStatus', 'total'], {
  sortBy: 'docId',
  sortDir: 'desc',
});
export type DocumentsSortKey = (typeof documentsSort.keys)[number];

export const allDocsQuerySchema = z.object({
  ...listSortFields(documentsSort),
  category: docCategorySchema,
  page: zeroBasedPage,
  limit: limitOf(documentsPageSize),
  /** Document number, customer name, id or phone, plate or chassis. */
  search: z.string().trim().max(100, { error: m.tooLong }).optional(),
  /** A warehouse any product line takes from. */
  warehouse: z.coerce.number().int().optional(),
  /** A person the document is assigned to (worker, storekeeper, installer or supplier), by id. */
  person: z.string().uuid({ error: m.invalidValue }).optional(),
  /** open or closed. */
  docType: z.enum(['open', 'closed'], { error: m.invalidValue }).optional(),
  /** One general status (an installer's done cards: 'בוצע'). */
  generalStatus: z.string().trim().min(1).max(100, { error: m.tooLong }).optional(),
  /** The customer's id number. */
  customer: z.string().trim().max(20, { error: m.tooLong }).optional(),
});
export type AllDocsQuery = z.input<typeof allDocsQuerySchema>;

export const docsListSchema = z.object({
  docs: z.array(documentSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type DocsList = z.infer<typeof docsListSchema>;

export const lastDocIdRequestSchema = z.object({ category: docCategorySchema });
export const lastDocIdSchema = z.object({ newDocId: z.number().int() });

/** getItemByFields: `fields` a JSON list of single-field matches, such as `[{"docId": 12}]`. */
export const docLookupFields = ['docId', 'LinkingReferenceNumber', 'LinkingIdServiceCall'] as const;
const docLookupAlternativesSchema = z
  .array(z.partialRecord(z.enum(docLookupFields), z.union([z.string().max(100), z.number()])))
  .min(1)
  .max(20);
export const docLookupQuerySchema = z.object({
  category: docCategorySchema,
  fields: jsonQuerySchema(docLookupAlternativesSchema),
});
export type DocLookupQuery = z.input<typeof docLookupQuerySchema>;
export const docLookupResultSchema = z.object({ items: z.array(documentSchema) });

/**
 * The fields the people who carry a document out may set on it (spec 2 §7 updateItemByFields):
 * its progress, their notes and the customer's signature; staff may also set these. Delivery
 * images (proof) are files: they are attached with attachFiles (ADR 0022, Attachments).
 */
export const docFieldUpdatesSchema = z
  .object({
    'generalStatus.status': z.string().trim().min(1, { error: m.required }).max(100),
    handleStorekeeperStatus: z.string().trim().max(100),
    installerNotes: z.string().trim().max(4000, { error: m.tooLong }),
    installerFailureReason: z.object({ reason: text(1000), hour: hourText }).nullable(),
    customerSignature: z.object({
      isSignature: z.boolean(),
      name: text(),
      signature: z.string().max(300_000),
      date: text(20),
    }),
    shippingStatus: z.boolean(),
    routeNumber: z.coerce.number().int().min(0).max(999).nullable(),
    /** The storekeeper's picking of product lines, by the line's place in `products`. */
    productsPicking: z
      .array(
        z.object({
          line: z.coerce.number({ error: m.invalidValue }).int().min(0).max(199, { error: m.invalidValue }),
          isPicked: z.boolean({ error: m.invalidValue }),
          scannedCount: z.coerce
            .number({ error: m.numberOnly })
            .int()
            .min(0, { error: m.notNegative })
            .max(100_000),
        }),
      )
      .min(1, { error: m.required })
      .max(200, { error: m.tooLong }),
    /** Closing (staff only): a document is never deleted, it is closed with a reason. */
    status: z.literal(false, { error: m.invalidValue }),
    closeReason: z.string().trim().min(2, { error: m.reasonRequired }).max(1000, { error: m.tooLong }),
  })
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, { error: m.required })
  .refine((fields) => fields.status !== false || Boolean(fields.closeReason), {
    error: m.reasonRequired,
    path: ['closeReason'],
  });
export type DocFieldUpdates = z.infer<typeof docFieldUpdatesSchema>;

export const updateDocFieldsRequestSchema = z.object({
  ...docKey,
  fields: docFieldUpdatesSchema,
  allowNegativeStock: z.boolean().optional().default(false),
});
export type UpdateDocFieldsRequest = z.input<typeof updateDocFieldsRequestSchema>;

/** The same, as a list of {path, value} pairs (spec 2 §7 updateItemByNestedFields). */
export const updateDocNestedFieldsRequestSchema = z.object({
  ...docKey,
  updates: z
    .array(z.object({ path: z.string().max(100), value: z.unknown() }))
    .min(1, { error: m.required })
    .max(20),
});
export type UpdateDocNestedFieldsRequest = z.input<typeof updateDocNestedFieldsRequestSchema>;

export const docAnswerSchema = z.object({ doc: documentSchema });

/** fetchLast10Docs: the newest documents the caller may see (the worker's main page). */
export const lastDocsRequestSchema = z.object({
  category: docCategorySchema.optional(),
  page: zeroBasedPage,
  limit: limitOf(10),
});
export const lastDocsSchema = z.object({
  lastDocs: z.array(documentSchema),
  totalLastDocs: z.number().int(),
  totalLastDocPages: z.number().int(),
});

/** fetchUserDocs: one customer's documents (the user dialog's document-history tab). */
export const userDocsRequestSchema = z.object({
  category: docCategorySchema.optional(),
  page: zeroBasedPage,
  pageSize: limitOf(10),
  /** The customer's record id. */
  id: z.string().uuid({ error: m.missingItemId }),
});
export const personDocsSchema = z.object({
  docs: z.array(documentSchema),
  totalDocs: z.number().int(),
  totalPages: z.number().int(),
});

/** fetchDailyTasks: today's open work cards assigned to the caller (installer or storekeeper). */
export const dailyTasksRequestSchema = z.object({
  page: zeroBasedPage,
  limit: limitOf(15),
  /** dd/MM/yyyy; today when absent. */
  day: dayText,
});

export const docStatsSchema = z.object({
  stats: z.array(
    z.object({
      category: docCategorySchema,
      open: z.number().int(),
      closed: z.number().int(),
      generalStatuses: z.array(z.object({ status: z.string(), count: z.number().int() })),
    }),
  ),
});
export type DocStats = z.infer<typeof docStatsSchema>;

export type ParsedCreateDocRequest = z.output<typeof createDocRequestSchema>;
export type ParsedUpdateDocRequest = z.output<typeof updateDocRequestSchema>;
export type ParsedAllDocsQuery = z.output<typeof allDocsQuerySchema>;
export type ParsedDocLookupQuery = z.output<typeof docLookupQuerySchema>;
export type ParsedDocumentLine = ParsedDocumentInput['products'][number];
