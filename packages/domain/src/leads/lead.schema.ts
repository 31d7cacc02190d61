import { z } from 'zod';
import { defineListSort, listSortFields } from '../common/list-sort';
import { validationMessages as m } from '../common/messages';
import { userPhoneSchema } from '../users/user.schema';

/**
 * Leads (issue 17): a visitor's request from the storefront — "request a quote" on the contact page
 * or on a product — kept for the office to follow up until it is won or lost.
 */
export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Where on the storefront the visitor asked. */
export const leadSources = ['contact', 'product', 'serviceCall'] as const;
export type LeadSource = (typeof leadSources)[number];

export const leadLanguages = ['he', 'en', 'ar', 'ru'] as const;
export type LeadLanguage = (typeof leadLanguages)[number];

/** Up to four photos of the damage or the part, uploaded first (leadContracts.uploadPhoto). */
export const maxLeadPhotos = 4;

/** POST /api/leads (public): what a visitor sends. */
export const createLeadRequestSchema = z.object({
  name: z.string({ error: m.required }).trim().min(2, { error: m.minLength2 }).max(100, { error: m.tooLong }),
  phoneNumber: userPhoneSchema,
  /** The visitor's machine, by plate or chassis, when they gave one. */
  machine: z
    .object({
      tractorNumber: z.string().trim().max(20, { error: m.tooLong }).optional().default(''),
      vinNumber: z.string().trim().max(40, { error: m.tooLong }).optional().default(''),
    })
    .optional()
    .default({ tractorNumber: '', vinNumber: '' }),
  message: z.string().trim().max(2000, { error: m.tooLong }).optional().default(''),
  /** The product asked about, from its page. */
  productId: z.string().uuid({ error: m.invalidValue }).optional(),
  /** Ids answered by uploadPhoto. */
  photoIds: z
    .array(z.string().uuid({ error: m.invalidValue }))
    .max(maxLeadPhotos, { error: m.tooManyImages })
    .optional()
    .default([]),
  source: z.enum(leadSources, { error: m.invalidValue }).optional().default('contact'),
  language: z.enum(leadLanguages, { error: m.invalidValue }).optional().default('he'),
});
export type CreateLeadRequest = z.input<typeof createLeadRequestSchema>;
export type ParsedCreateLeadRequest = z.output<typeof createLeadRequestSchema>;

/** What the visitor is told: their request's number, to quote when they call. */
export const createLeadAnswerSchema = z.object({ leadNumber: z.number().int() });

/** The attached files a lead answers with (signed links, as the files module gives them). */
const leadPhotoSchema = z.object({ _id: z.string(), url: z.string(), name: z.string() });

/** One line of a lead's log: who did what and when (the activity log of the record). */
export const leadLogEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  note: z.string(),
});
export type LeadLogEntry = z.infer<typeof leadLogEntrySchema>;

/** A lead as the office reads it. */
export const leadSchema = z.object({
  _id: z.string(),
  leadNumber: z.number().int(),
  status: z.enum(leadStatuses),
  name: z.string(),
  phoneNumber: z.string(),
  machine: z.object({ tractorNumber: z.string(), vinNumber: z.string() }),
  message: z.string(),
  product: z
    .object({ _id: z.string(), name: z.string(), catalogNumber: z.string(), category: z.string() })
    .nullable(),
  photos: z.array(leadPhotoSchema),
  source: z.enum(leadSources),
  language: z.enum(leadLanguages),
  assignedTo: z.object({ _id: z.string(), name: z.string() }).nullable(),
  notes: z.array(z.object({ text: z.string(), by: z.string(), at: z.string() })),
  links: z.object({
    customerUserId: z.string().nullable(),
    serviceCallId: z.string().nullable(),
    priceQuoteDocId: z.string().nullable(),
  }),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsDefaultPageSize = 15;

/** The leads list's sortable columns; newest first by default, as before sorting. */
export const leadsSort = defineListSort(['createdAt', 'leadNumber', 'status', 'name'], {
  sortBy: 'createdAt',
  sortDir: 'desc',
});
export type LeadsSortKey = (typeof leadsSort.keys)[number];

/** GET /api/leads/getData: a page (from 1) narrowed by status, assignee and a search, sorted. */
export const leadsQuerySchema = z.object({
  ...listSortFields(leadsSort),
  page: z.coerce
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(1, { error: m.invalidValue })
    .max(100_000, { error: m.invalidValue })
    .default(1),
  limit: z.coerce
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(1, { error: m.invalidValue })
    .max(100, { error: m.invalidValue })
    .default(leadsDefaultPageSize),
  status: z.enum(leadStatuses, { error: m.invalidValue }).optional(),
  /** A name or phone (from 3 characters) or a lead's number. */
  search: z.string().trim().max(100, { error: m.tooLong }).optional(),
  assignedTo: z.string().uuid({ error: m.invalidValue }).optional(),
});
export type LeadsQuery = z.input<typeof leadsQuerySchema>;
export type ParsedLeadsQuery = z.output<typeof leadsQuerySchema>;

export const leadsListSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type LeadsList = z.infer<typeof leadsListSchema>;

const leadIdSchema = z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId });

/** POST /api/leads/update: each change is one entry of the lead's log. */
export const updateLeadSchema = z.object({
  _id: leadIdSchema,
  status: z.enum(leadStatuses, { error: m.invalidValue }).optional(),
  /** A worker or admin; null takes the lead off anyone's list. */
  assignedToId: z.string().uuid({ error: m.invalidValue }).nullable().optional(),
  note: z.string().trim().max(2000, { error: m.tooLong }).optional(),
  /** The price quote made from this lead (documents' id). */
  priceQuoteDocId: z.string().uuid({ error: m.invalidValue }).optional(),
  /** The service call opened from this lead (service calls' id). */
  serviceCallId: z.string().uuid({ error: m.invalidValue }).optional(),
});
export type UpdateLeadRequest = z.input<typeof updateLeadSchema>;
export type ParsedUpdateLead = z.output<typeof updateLeadSchema>;

/** GET /api/leads/getLead: one lead with its log. */
export const leadQuerySchema = z.object({ _id: leadIdSchema });

/** POST /api/leads/createCustomer: the lead's visitor as a customer (found by phone, or new). */
export const leadCustomerRequestSchema = z.object({ _id: leadIdSchema });
export const leadDetailSchema = z.object({ lead: leadSchema, log: z.array(leadLogEntrySchema) });
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** GET /api/leads/newCount: the navigation badge. */
export const newLeadsCountSchema = z.object({ count: z.number().int() });

/** POST /api/leads/uploadPhoto: the stored photo's id, for `photoIds`. */
export const leadPhotoAnswerSchema = z.object({ _id: z.string() });
