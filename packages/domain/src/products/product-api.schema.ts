import { z } from 'zod';
import { defineListSort, listSortFields } from '../common/list-sort';
import { validationMessages as m } from '../common/messages';
import { filterTextSchema, pageLimitSchema, pageNumberSchema } from '../common/paging';
import { productInputSchema } from './product.schema';

/**
 * The `/product/*` calls of spec 3 §7: what each sends and answers. Product lists page from 1,
 * ten to a page (spec 3 §9).
 */
export const productsDefaultPageSize = 10;

const rowIdSchema = z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId });
const categorySchema = z.string({ error: m.required }).trim().min(1, { error: m.required }).max(60);

const fitListSchema = z.array(z.object({ value: z.string() }));
/** An attached image or document: a signed link that opens it, and its file id for saving. */
export const productFileSchema = z.object({
  _id: z.string(),
  value: z.string(),
  url: z.string(),
  name: z.string(),
});
export type ProductFile = z.infer<typeof productFileSchema>;

/** A product as the API answers it (spec 3 §3); stock fields describe its warehouse's row. */
export const productSchema = z.object({
  _id: z.string(),
  visibility: z.boolean(),
  category: z.string(),
  isOriginal: z.boolean(),
  catalogNumber: z.string(),
  name: z.string(),
  en_name: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  years: z.array(z.string()),
  options: z.array(z.string()),
  vinNumber: fitListSchema,
  tractorNumber: fitListSchema,
  alternateCatalogNumber: fitListSchema,
  vinNumberAdjustment: fitListSchema,
  /** Up to three images; `value` is the link, as the spec's image objects carry it. */
  imageUrl: z.array(productFileSchema),
  docs: z.array(productFileSchema),
  price: z.number(),
  /** Derived on read: price ÷ (1 + the business's VAT rate), to agorot (ADR 0035). */
  priceBeforeVat: z.number(),
  purchasePrice: z.number(),
  supplierPrice: z.number(),
  warehouse: z.string(),
  quantity: z.number().int(),
  minQuantity: z.number().int(),
  location: z.string(),
  installationInstructions: z.string(),
  color: z.string(),
  print: z.string(),
  holes: z.string(),
  type: z.string(),
  width: z.string(),
  height: z.string(),
  weight: z.string(),
  curvature: z.string(),
  comments: z.string(),
  supplier: z.object({ name: z.string(), refNumber: z.string() }),
  deliveryTime: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productsListSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ProductsList = z.infer<typeof productsListSchema>;

export const createProductSchema = z.object({ product: productInputSchema });
export const updateProductSchema = z.object({
  product: z.object({ _id: rowIdSchema }).and(productInputSchema),
});
export const deleteProductSchema = z.object({ _id: rowIdSchema });
/** Hidden products make up the temporary table (ADR 0013); this call moves a product in or out. */
export const productVisibilitySchema = z.object({
  product: z.object({ _id: rowIdSchema, visibility: z.boolean({ error: m.invalidValue }) }),
});
export const productByCatalogNumberSchema = z.object({
  catalogNumber: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(100),
});

/** `GET /product/getData`: one category's visible products, searched and filtered. */
/** The products list's sortable columns; newest first by default, as before sorting. */
export const productsSort = defineListSort(['createdAt', 'catalogNumber', 'name', 'manufacturer', 'model'], {
  sortBy: 'createdAt',
  sortDir: 'desc',
});
export type ProductsSortKey = (typeof productsSort.keys)[number];

export const productsQuerySchema = z.object({
  ...listSortFields(productsSort),
  page: pageNumberSchema.default(1),
  limit: pageLimitSchema.default(productsDefaultPageSize),
  category: filterTextSchema(60),
  /** Catalogue number (from its start), name or alternate number, anywhere in the text. */
  searchQuery: filterTextSchema(),
  vinNumber: filterTextSchema(),
  tractorNumber: filterTextSchema(),
  machine: filterTextSchema(),
  model: filterTextSchema(),
  year: filterTextSchema(4),
});
export type ProductsQuery = z.output<typeof productsQuerySchema>;

/** `fetchProductsByVisablity`: the temporary table is a category's hidden products. */
export const productsByVisibilityQuerySchema = z.object({
  category: filterTextSchema(60),
  page: pageNumberSchema.default(1),
  limit: pageLimitSchema.default(productsDefaultPageSize),
  visibility: z.boolean().optional().default(false),
});
export type ProductsByVisibilityQuery = z.output<typeof productsByVisibilityQuerySchema>;

export const nextCatalogNumberQuerySchema = z.object({ category: categorySchema });
export const nextCatalogNumberSchema = z.object({ newId: z.string() });

export const productOptionsQuerySchema = z.object({ category: filterTextSchema(60) });
/** The machine dropdowns of a category's table: manufacturers, each with its models, and the years. */
export const productOptionsSchema = z.object({
  machines: z.array(z.object({ machine: z.string(), models: z.array(z.object({ value: z.string() })) })),
  years: z.array(z.string()),
});
export type ProductOptions = z.infer<typeof productOptionsSchema>;

/** `getProductByCatalogNumber` and `updateProductVisability` answer the product under `product`. */
export const productAnswerSchema = z.object({ product: productSchema });
/** `updateProduct` answers the saved product under the spec's `updatedProduct`. */
export const updatedProductSchema = z.object({ updatedProduct: productSchema });
/** `deleteProducts` answers the deleted row's id. */
export const deletedProductSchema = z.object({ _id: z.string() });
