import { z } from 'zod';
import { lookupAlternativesSchema } from '../common/lookup-alternatives';
import { validationMessages as m } from '../common/messages';
import { normalizeMachineNumber } from '../users/user.schema';

/** The spec's three categories and the government datasets they hold (ADR 0008). */
export const registryCategories = ['braidTools', 'heavyTools', 'vehicleTools'] as const;
export type RegistryCategory = (typeof registryCategories)[number];
export const registryLookupCategories = [...registryCategories, 'gov-all'] as const;

export const registryDefaultPageSize = 10;

/** The fields every record has, under the spec's names (spec 3 §3, spec 1 §3). */
export const commonRegistryFields = [
  'mispar_rechev',
  'mispar_shilda',
  'tozeret_nm',
  'degem_nm',
  'shnat_yitzur',
] as const;
export type CommonRegistryField = (typeof commonRegistryFields)[number];

/** Each category's own fields (spec 3 §3), kept as text exactly as the government publishes them. */
export const categoryRegistryFields = {
  braidTools: [
    'shilda_totzar_cd',
    'sug_tzama_cd',
    'sug_tzama_nm',
    'hanaa_cd',
    'hanaa_nm',
    'rishum_date',
    'koah_sus',
    'mishkal_ton',
    'tokef_date',
    'mishkal_kolel_ton',
    'kosher_harama_ton',
    'hagbala_cd_1',
    'hagbala_nm_1',
    'hagbala_cd_2',
    'hagbala_nm_2',
    'hagbala_cd_3',
    'hagbala_nm_3',
    'hagbala_cd_4',
    'hagbala_nm_4',
  ],
  heavyTools: [
    'sug_tzama_nm',
    'tozeret_cd',
    'tozeret_eretz_nm',
    'hanaa_cd',
    'sug_delek_nm',
    'mishkal_kolel',
    'mishkal_azmi',
    'tkina_EU',
  ],
  vehicleTools: [
    'sug_tzama_nm',
    'tozeret_cd',
    'sug_degem',
    'degem_cd',
    'ramat_gimur',
    'ramat_eivzur_betihuty',
    'kvutzat_zihum',
    'mivchan_acharon_dt',
  ],
} as const satisfies Record<RegistryCategory, readonly string[]>;
export type CategoryRegistryField<C extends RegistryCategory> = (typeof categoryRegistryFields)[C][number];

export function registryFieldsOf(category: RegistryCategory): readonly string[] {
  return categoryRegistryFields[category];
}

const text = (max = 200) => z.string().trim().max(max, { error: m.tooLong });
const required = (max = 200) =>
  z.string({ error: m.required }).trim().min(1, { error: m.required }).max(max, { error: m.tooLong });

export const registryCategorySchema = z.enum(registryCategories, { error: m.invalidValue });

/** What create and update accept (spec 3 §5): the five common fields required, the year 4 digits. */
export const registryItemInputSchema = z.object({
  mispar_rechev: required(20).transform(normalizeMachineNumber),
  mispar_shilda: required(40).transform(normalizeMachineNumber),
  tozeret_nm: required(),
  degem_nm: required(),
  shnat_yitzur: required(4).pipe(z.string().regex(/^\d{4}$/, { error: m.yearFourDigits })),
  sug_tzama_nm: text().optional().default(''),
  /** The category's own fields, as text. Unknown names are refused by the service. */
  details: z.record(z.string().max(40), text(200)).default({}),
  /** Stored files (upload first) to keep on the record: images and documents. */
  files: z
    .array(z.string().uuid({ error: m.invalidValue }))
    .max(20)
    .default([]),
});
export type RegistryItemInput = z.input<typeof registryItemInputSchema>;
export type ParsedRegistryItemInput = z.output<typeof registryItemInputSchema>;

export const createRegistryItemSchema = z.object({
  category: registryCategorySchema,
  item: registryItemInputSchema,
});
export type CreateRegistryItem = z.input<typeof createRegistryItemSchema>;

export const updateRegistryItemSchema = z.object({
  category: registryCategorySchema,
  item: registryItemInputSchema.extend({
    _id: z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId }),
  }),
});
export type UpdateRegistryItem = z.input<typeof updateRegistryItemSchema>;

export const deleteRegistryItemSchema = z.object({
  _id: z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId }),
  category: registryCategorySchema,
});

export const deletedRegistryItemSchema = z.object({ _id: z.string() });

export const registryFileSchema = z.object({
  _id: z.string(),
  value: z.string(),
  path: z.string(),
  name: z.string(),
  mimeType: z.string(),
});

/** A record as the API answers it: the common names flat, the category's own fields in `details`. */
export const registryItemSchema = z.object({
  _id: z.string(),
  category: registryCategorySchema,
  mispar_rechev: z.string(),
  mispar_shilda: z.string(),
  tozeret_nm: z.string(),
  degem_nm: z.string(),
  shnat_yitzur: z.string(),
  sug_tzama_nm: z.string(),
  details: z.record(z.string(), z.string()),
  createdByGov: z.boolean(),
  imageUrl: z.array(registryFileSchema),
  products: z.array(z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegistryItem = z.infer<typeof registryItemSchema>;

/** One category, or `gov-all` for every category at once (the registry screen's default search). */
export const registryScopeSchema = z.enum(registryLookupCategories, { error: m.invalidValue });
export type RegistryScope = z.infer<typeof registryScopeSchema>;

/** Zero-based page index, as the government tables use (spec 3 §9). */
export const registryQuerySchema = z.object({
  category: registryScopeSchema,
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(registryDefaultPageSize),
  vinNumber: z.string().trim().max(40).optional(),
  tractorNumber: z.string().trim().max(20).optional(),
  machine: z.string().trim().max(200).optional(),
  model: z.string().trim().max(200).optional(),
  year: z.string().trim().max(4).optional(),
});
export type RegistryQuery = z.input<typeof registryQuerySchema>;

export const registryListSchema = z.object({
  items: z.array(registryItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** A search of every category (`gov-all` with a filter): how many records each category holds. */
  categoryTotals: z.partialRecord(registryCategorySchema, z.number().int()).optional(),
});
export type RegistryList = z.infer<typeof registryListSchema>;

export const registryOptionsQuerySchema = z.object({
  category: registryScopeSchema,
  machine: z.string().trim().max(200).optional(),
  model: z.string().trim().max(200).optional(),
});
/** Manufacturers always; models of `machine` when given; years of `machine` + `model` when given. */
export const registryOptionsSchema = z.object({
  manufacturers: z.array(z.string()),
  models: z.array(z.string()),
  years: z.array(z.string()),
});
export type RegistryOptions = z.infer<typeof registryOptionsSchema>;

export const registryLookupFields = [
  '_id',
  'mispar_rechev',
  'mispar_shilda',
  'tozeret_nm',
  'degem_nm',
  'shnat_yitzur',
] as const;
export type RegistryLookupField = (typeof registryLookupFields)[number];

export const registryLookupQuerySchema = z.object({
  category: z.enum(registryLookupCategories, { error: m.invalidValue }),
  fields: lookupAlternativesSchema(registryLookupFields, { longestValue: 100 }),
});
export type RegistryLookupQuery = z.input<typeof registryLookupQuerySchema>;

export const registryLookupResultSchema = z.object({ items: z.array(registryItemSchema) });

export const importJobSchema = z.object({
  _id: z.string(),
  category: registryCategorySchema,
  fileName: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  encoding: z.string().nullable(),
  processedLines: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  /** The first rejected lines with the reason, for the person to fix. */
  rejectedLines: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** The text fields sent with an import's file; the category comes first, before the file streams in. */
export const registryImportFieldsSchema = z.object({ category: registryCategorySchema });

export const importJobParamsSchema = z.object({ id: z.string().uuid() });
