import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { pageLimitSchema, pageNumberSchema } from '../common/paging';

/** Warehouse types (spec 3 §3, §9): the filter also offers installer. */
export const warehouseRoles = ['warehouse', 'supplier', 'installer'] as const;
export type WarehouseRole = (typeof warehouseRoles)[number];

/** The main warehouse (spec 3 §3): listed first, never deleted; products without a warehouse are in it. */
export const mainWarehouseId = '1';
export const mainWarehouseName = 'מחסן ראשי';
export const warehousesDefaultPageSize = 10;
/** Spec 3 §9: shelf location when none is given (Hebrew "not specified"). */
export const defaultStockLocation = 'לא צוין';

const requiredText = (max: number) =>
  z.string({ error: m.required }).trim().min(1, { error: m.required }).max(max, { error: m.tooLong });
const optionalText = (max: number) => z.string().trim().max(max, { error: m.tooLong }).optional().default('');

export const warehouseInputSchema = z.object({
  /** The warehouse number, as text ('1' is the main warehouse). */
  id: requiredText(20).regex(/^\d+$/, { error: m.numberOnly }),
  name: requiredText(200),
  address: optionalText(300),
  role: z.enum(warehouseRoles, { error: m.invalidValue }).optional().default('warehouse'),
  /** The manager's name. */
  owner: optionalText(200),
});
export type WarehouseInput = z.input<typeof warehouseInputSchema>;
export type ParsedWarehouseInput = z.output<typeof warehouseInputSchema>;

const rowIdSchema = z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId });

export const createWarehouseSchema = z.object({ warehouse: warehouseInputSchema });
export const updateWarehouseSchema = z.object({
  warehouse: z.object({ _id: rowIdSchema }).and(warehouseInputSchema),
});
export const deleteWarehouseSchema = z.object({ _id: rowIdSchema });

export const warehousesQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  limit: pageLimitSchema.default(warehousesDefaultPageSize),
  name: z.string().trim().max(100, { error: m.tooLong }).optional(),
  owner: z.string().trim().max(100, { error: m.tooLong }).optional(),
  role: z.enum(warehouseRoles, { error: m.invalidValue }).optional(),
});
export type WarehousesQuery = z.input<typeof warehousesQuerySchema>;

/** A warehouse as the API answers it; `total` is the quantity it holds over all items. */
export const warehouseSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  address: z.string(),
  role: z.enum(warehouseRoles),
  owner: z.string(),
  total: z.number().int(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehousesListSchema = z.object({
  warehouses: z.array(warehouseSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type WarehousesList = z.infer<typeof warehousesListSchema>;

/** A warehouse is named by its number ('1') in stock calls. */
const warehouseRefSchema = requiredText(40);
const catalogNumberSchema = requiredText(100);

/** One catalogue number's stock in one warehouse. */
export const stockItemSchema = z.object({
  warehouseId: z.string(),
  catalogNumber: z.string(),
  /** The product's Hebrew name; empty when no living product has this catalogue number. */
  name: z.string(),
  quantity: z.number().int(),
  minQuantity: z.number().int(),
  location: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

const stockPagingSchema = z.object({
  warehouseId: warehouseRefSchema,
  page: pageNumberSchema.default(1),
  limit: pageLimitSchema.default(warehousesDefaultPageSize),
  search: z.string().trim().max(100, { error: m.tooLong }).optional(),
});
/** Spec 3 §7 sends `{params: {...}}`; a flat body is accepted too. */
export const warehouseProductsQuerySchema = z.union([
  z.object({ params: stockPagingSchema }),
  stockPagingSchema,
]);
export type WarehouseProductsQuery = z.output<typeof stockPagingSchema>;

export const warehouseProductsListSchema = z.object({
  products: z.array(stockItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

const quantitySchema = z.coerce.number({ error: m.numberOnly }).int({ error: m.numberOnly });

export const updateStockItemSchema = z.object({
  warehouseId: warehouseRefSchema,
  catalogNumber: catalogNumberSchema,
  updates: z.object({
    quantity: quantitySchema.optional(),
    minQuantity: quantitySchema.min(0, { error: m.notNegative }).optional(),
    location: z.string().trim().max(100, { error: m.tooLong }).optional(),
  }),
});
export type UpdateStockItem = z.output<typeof updateStockItemSchema>;

export const productWarehouseDetailsQuerySchema = z.object({ catalogNumber: catalogNumberSchema });
export const productWarehouseDetailsSchema = z.object({
  warehouses: z.array(
    z.object({
      warehouseId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      minQuantity: z.number().int(),
      location: z.string(),
    }),
  ),
});

export const transferRequestSchema = z
  .object({
    fromWarehouseId: warehouseRefSchema,
    toWarehouseId: warehouseRefSchema,
    catalogNumber: catalogNumberSchema,
    quantity: z.coerce
      .number({ error: m.positiveQuantity })
      .int({ error: m.positiveQuantity })
      .min(1, { error: m.positiveQuantity }),
    allowNegative: z.boolean().optional().default(false),
    note: z.string().trim().max(500, { error: m.tooLong }).optional().default(''),
  })
  .superRefine((transfer, ctx) => {
    if (transfer.fromWarehouseId === transfer.toWarehouseId)
      ctx.addIssue({ code: 'custom', path: ['toWarehouseId'], message: m.sameWarehouse });
  });
export type TransferRequest = z.input<typeof transferRequestSchema>;
export type ParsedTransferRequest = z.output<typeof transferRequestSchema>;

export const stockTransferSchema = z.object({
  _id: z.string(),
  fromWarehouseId: z.string(),
  toWarehouseId: z.string(),
  catalogNumber: z.string(),
  quantity: z.number().int(),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type StockTransfer = z.infer<typeof stockTransferSchema>;

export const transferResultSchema = z.object({
  from: stockItemSchema,
  to: stockItemSchema,
  transfer: stockTransferSchema,
});

export const transfersQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  limit: pageLimitSchema.default(warehousesDefaultPageSize),
  warehouseId: z.string().trim().max(40, { error: m.tooLong }).optional(),
  catalogNumber: z.string().trim().max(100, { error: m.tooLong }).optional(),
});
export type TransfersQuery = z.output<typeof transfersQuerySchema>;

export const transfersListSchema = z.object({
  transfers: z.array(stockTransferSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** PUT /warehouses/updateWarehouse answers the warehouse under the spec's name. */
export const updatedWarehouseSchema = z.object({ updatedWarehouse: warehouseSchema });
/** PATCH /warehouses/deleteWarehouse answers the deleted row's id. */
export const deletedWarehouseSchema = z.object({ _id: z.string() });
/** GET /warehouses/getLastWarehouseId: the number a new warehouse would get. */
export const nextWarehouseIdSchema = z.object({ newId: z.string() });
