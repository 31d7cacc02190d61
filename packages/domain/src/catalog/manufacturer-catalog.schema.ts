import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { pageLimitSchema, pageNumberSchema } from '../common/paging';

/**
 * The manufacturer catalogue manager (spec 3 §2.10): manufacturers with their aliases, models and
 * sub-models. Vehicle numbers, chassis numbers and years come from the registry, items from the
 * products that fit; none of them is copied into the catalogue (ADR 0013).
 */
export const manufacturerCatalogPageSizes = [10, 15, 20, 25] as const;
/** How many vehicle or chassis numbers a detail tab lists; the count says how many there are. */
export const catalogDetailListLimit = 100;

const name = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .max(100, { error: m.tooLong });

export const manufacturerEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  modelCount: z.number().int(),
});
export type ManufacturerEntry = z.infer<typeof manufacturerEntrySchema>;

export const manufacturerCatalogQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  limit: pageLimitSchema.default(10),
  /** Part of a manufacturer's name or alias. */
  machine: z.string().trim().max(100, { error: m.tooLong }).optional(),
});
export const manufacturerCatalogListSchema = z.object({
  data: z.array(manufacturerEntrySchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const manufacturerCatalogOptionsSchema = z.object({
  options: z.array(z.object({ label: z.string(), value: z.string() })),
});

/** A new manufacturer, a model under one, or a sub-model under a model. */
export const createCatalogItemSchema = z.object({
  machine: name,
  model: name.optional(),
  subModel: name.optional(),
});
export const createCatalogItemAnswerSchema = z.object({
  data: manufacturerEntrySchema,
  dataOption: z.object({ label: z.string(), value: z.string() }),
});

/** Manufacturer name → its aliases; a trimmed empty alias is dropped. */
export const saveAliasesSchema = z.object({
  aliases: z.record(
    z.string().trim().min(1).max(100),
    z
      .array(z.string().max(100))
      .max(50)
      .transform((list) => [...new Set(list.map((alias) => alias.trim()).filter(Boolean))]),
  ),
});
export const saveAliasesAnswerSchema = z.object({ success: z.boolean(), message: z.string() });

/** One level of the drill-down: a manufacturer, one of its models, or a sub-model. */
export const catalogDetailsQuerySchema = z.object({
  machine: name,
  model: z.string().trim().max(100).optional(),
  subModel: z.string().trim().max(100).optional(),
});
export const catalogDetailsSchema = z.object({
  name: z.string(),
  /** The next level down: models of a manufacturer, sub-models of a model; empty for a sub-model. */
  models: z.array(z.object({ name: z.string(), subModelCount: z.number().int() })),
  vehicleNumbers: z.array(z.string()),
  vehicleNumberCount: z.number().int(),
  chassisNumbers: z.array(z.string()),
  chassisNumberCount: z.number().int(),
  products: z.array(
    z.object({ _id: z.string(), catalogNumber: z.string(), name: z.string(), category: z.string() }),
  ),
  years: z.array(z.string()),
});
export type CatalogDetails = z.infer<typeof catalogDetailsSchema>;

export const totalModelsSchema = z.object({ totalModels: z.number().int() });
