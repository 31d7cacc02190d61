import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { filterTextSchema, pageLimitSchema, pageNumberSchema } from '../common/paging';
import { publicImageSchema } from '../files/images';
import { productFileSchema } from '../products/product-api.schema';
import { catalogDefaultPageSize } from './catalog-page-size';

/**
 * The storefront's product browser (spec 3 §2.11, §7 "Manufacturer catalogue and settings"):
 * which visible products fit a machine, found by its numbers in the registry or chosen by
 * manufacturer, model and year. Open to everyone; prices are the list prices.
 */
/** A category in the browser with how many visible products it holds for the current search. */
export const catalogCategorySchema = z.object({
  category: z.string(),
  label: z.string(),
  productCount: z.number().int(),
});
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

/** A product card: what anyone may read. */
export const catalogProductSchema = z.object({
  _id: z.string(),
  /** The SKU, which is the catalogue number. */
  id: z.string(),
  catalogNumber: z.string(),
  category: z.string(),
  name: z.string(),
  en_name: z.string(),
  description: z.string(),
  visibility: z.boolean(),
  isOriginal: z.boolean(),
  price: z.number(),
  options: z.array(z.string()),
  manufacturer: z.string(),
  model: z.string(),
  years: z.array(z.string()),
  imageUrl: z.array(productFileSchema),
  /** `imageUrl`'s pictures at public, cacheable addresses, with their size (ADR 0029). */
  images: z.array(publicImageSchema).optional(),
  deliveryTime: z.string(),
  inStock: z.boolean(),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/** The read-only product view adds the measurements, fitting notes and documents. */
export const catalogProductDetailSchema = catalogProductSchema.extend({
  color: z.string(),
  print: z.string(),
  holes: z.string(),
  type: z.string(),
  width: z.string(),
  height: z.string(),
  weight: z.string(),
  curvature: z.string(),
  installationInstructions: z.string(),
  docs: z.array(productFileSchema),
});
export type CatalogProductDetail = z.infer<typeof catalogProductDetailSchema>;
export const catalogProductQuerySchema = z.object({
  id: z.string({ error: m.invalidValue }).uuid({ error: m.invalidValue }),
});
export const catalogProductAnswerSchema = z.object({ product: catalogProductDetailSchema });

/** The machine a search found in the registry, and by which number. */
export const catalogVehicleSchema = z.object({
  manufacturer: z.string(),
  model: z.string(),
  year: z.string(),
  foundBy: z.enum(['chassisNumber', 'vehicleNumber']),
  searchValue: z.string(),
});
export type CatalogVehicle = z.infer<typeof catalogVehicleSchema>;

export const catalogSearchQuerySchema = z.object({
  category: filterTextSchema(60),
  machine: filterTextSchema(),
  model: filterTextSchema(),
  year: filterTextSchema(4),
  vehicleNumber: filterTextSchema(40),
  chassisNumber: filterTextSchema(40),
  /** Name or catalogue number, 3+ characters. */
  searchQuery: filterTextSchema(),
  page: pageNumberSchema.default(1),
  limit: pageLimitSchema.default(catalogDefaultPageSize),
});
export type CatalogSearchQuery = z.output<typeof catalogSearchQuerySchema>;

export const catalogSearchSchema = z.object({
  success: z.boolean(),
  /** `vehicle` when a chassis or vehicle number led the search, else `filters`. */
  searchType: z.enum(['vehicle', 'filters']),
  /** The machine found; null when the search was by filters or the numbers matched nothing. */
  vehicle: catalogVehicleSchema.nullable(),
  categories: z.array(catalogCategorySchema),
  products: z.array(catalogProductSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type CatalogSearch = z.infer<typeof catalogSearchSchema>;

export const catalogVehicleQuerySchema = z
  .object({ vehicleNumber: filterTextSchema(40), chassisNumber: filterTextSchema(40) })
  .refine((query) => Boolean(query.vehicleNumber || query.chassisNumber), {
    error: m.vehicleNumberRequired,
    path: ['chassisNumber'],
  });
export const catalogVehicleAnswerSchema = z.object({
  success: z.boolean(),
  hasProducts: z.boolean(),
  vehicle: catalogVehicleSchema.nullable(),
  categories: z.array(catalogCategorySchema),
  /** `found`, `noProducts` or `vehicleNotFound`: the web shows its own translated sentence. */
  message: z.enum(['found', 'noProducts', 'vehicleNotFound']),
});
export type CatalogVehicleAnswer = z.infer<typeof catalogVehicleAnswerSchema>;

/** The browser's dropdowns: no query → categories; then machines, models, years as each is chosen. */
export const catalogOptionsQuerySchema = z.object({
  category: filterTextSchema(60),
  machine: filterTextSchema(),
  model: filterTextSchema(),
});
export const catalogOptionsSchema = z.object({
  success: z.boolean(),
  categories: z.array(catalogCategorySchema).optional(),
  machines: z.array(z.string()).optional(),
  models: z.array(z.string()).optional(),
  years: z.array(z.string()).optional(),
});
export type CatalogOptions = z.infer<typeof catalogOptionsSchema>;
