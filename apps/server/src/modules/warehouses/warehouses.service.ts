import {
  applyTransfer,
  errorCodes,
  validationMessages as m,
  mainWarehouseId,
  type ParsedTransferRequest,
  type ParsedWarehouseInput,
  type Role,
  type StockItem,
  type StockTransfer,
  type TransfersQuery,
  type UpdateStockItem,
  type Warehouse,
  type WarehouseProductsQuery,
  type WarehousesQuery,
  warehousesDefaultPageSize,
} from '@tg/domain';
import type { Actor } from '../../platform/audit/audit';
import { changedValues, recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/client';
import type { KeysetCursor } from '../../platform/db/keyset';
import { isUniqueViolation } from '../../platform/db/sql-helpers';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import { type Notify, noNotify } from '../notifications/notify';
import { productNameOf } from '../products/products.read-model';
import { warehousesRepository as repo } from './warehouses.repository';
import type { StockTransferRow, WarehouseRow, WarehouseStockRow } from './warehouses.table';

const entity = 'warehouse';
const stockEntity = 'warehouseStock';

function toWarehouse(row: WarehouseRow, total: number): Warehouse {
  return {
    _id: row.id,
    id: row.number,
    name: row.name,
    address: row.address,
    role: row.role,
    owner: row.owner,
    total,
  };
}

function valuesOf(input: ParsedWarehouseInput) {
  return { number: input.id, name: input.name, address: input.address, role: input.role, owner: input.owner };
}

function toStockItem(warehouse: WarehouseRow, row: WarehouseStockRow, name: string): StockItem {
  return {
    warehouseId: warehouse.number,
    catalogNumber: row.catalogNumber,
    name,
    quantity: row.quantity,
    minQuantity: row.minQuantity,
    location: row.location,
  };
}

function toTransfer(row: StockTransferRow, fromNumber: string, toNumber: string): StockTransfer {
  return {
    _id: row.id,
    fromWarehouseId: fromNumber,
    toWarehouseId: toNumber,
    catalogNumber: row.catalogNumber,
    quantity: row.quantity,
    note: row.note,
    createdBy: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

const warehouseMissing = (field: string) =>
  new AppError(errorCodes.notFound, 'Warehouse not found', { fields: { [field]: m.warehouseNotFound } });

const duplicateId = () =>
  conflict('A warehouse with this number already exists', { 'warehouse.id': m.warehouseIdTaken });

/** Warehouses and their stock (spec 3 §2.5–2.7, §7) and transfers between them. */
/** Who keeps a warehouse of each type: the person of that role the warehouse names as its owner. */
const keeperRoleOf: Record<WarehouseRow['role'], Role> = {
  warehouse: 'storekeeper',
  installer: 'installer',
  supplier: 'supplier',
};

/** The stock screen of the keeper roles, where an arrived transfer shows. */
const keeperStockPath = '/dashboard/storekeeper/stock/warehouses';

export function createWarehousesService(db: Database, notify: Notify = noNotify) {
  async function existing(executor: Executor, ref: string, field: string) {
    const warehouse = await repo.resolve(executor, ref);
    if (!warehouse) throw warehouseMissing(field);
    return warehouse;
  }

  async function saved<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateId();
      throw error;
    }
  }

  return {
    async list(query: WarehousesQuery) {
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? warehousesDefaultPageSize);
      const { rows, total } = await repo.page(
        db,
        { name: query.name || undefined, owner: query.owner || undefined, role: query.role },
        { offset: offsetOf(page, limit), limit },
      );
      return pageOf(
        'warehouses',
        rows.map((row) => toWarehouse(row, row.total)),
        total,
        limit,
      );
    },

    async create(actor: Actor, input: ParsedWarehouseInput) {
      return saved(() =>
        db.transaction(async (tx) => {
          const row = await repo.insert(tx, valuesOf(input));
          await recordActivity(tx, actor, {
            action: 'create',
            entity,
            entityId: row.id,
            newValues: valuesOf(input),
          });
          return toWarehouse(row, 0);
        }),
      );
    },

    async update(actor: Actor, id: string, input: ParsedWarehouseInput) {
      return saved(() =>
        db.transaction(async (tx) => {
          const before = await repo.findLiving(tx, id, true);
          if (!before) throw notFound('Warehouse not found');
          if (before.number === mainWarehouseId && input.id !== mainWarehouseId)
            throw conflict('The main warehouse keeps number 1', { 'warehouse.id': m.mainWarehouseLocked });
          const row = await repo.update(tx, id, valuesOf(input));
          if (!row) throw notFound('Warehouse not found');
          const { number, name, address, role, owner } = before;
          await recordActivity(tx, actor, {
            action: 'update',
            entity,
            entityId: id,
            ...changedValues({ number, name, address, role, owner }, valuesOf(input)),
          });
          return { updatedWarehouse: toWarehouse(row, await repo.totalQuantity(tx, id)) };
        }),
      );
    },

    async remove(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const before = await repo.findLiving(tx, id, true);
        if (!before) throw notFound('Warehouse not found');
        if (before.number === mainWarehouseId)
          throw conflict('The main warehouse cannot be deleted', { _id: m.mainWarehouseLocked });
        await repo.softDelete(tx, id);
        await recordActivity(tx, actor, {
          action: 'delete',
          entity,
          entityId: id,
          oldValues: { number: before.number, name: before.name },
        });
        return { _id: id };
      });
    },

    async nextId() {
      return { newId: String((await repo.highestNumber(db)) + 1) };
    },

    /**
     * A warehouse's stock after a cursor, shaped as `products` answers it, with no count: an
     * export reads the whole stock in batches this way (ADR 0040). An unknown warehouse is a 400.
     */
    async stockExportBatch(
      query: Omit<WarehouseProductsQuery, 'page' | 'limit'>,
      after: KeysetCursor | undefined,
      limit: number,
    ) {
      const warehouse = await existing(db, query.warehouseId, 'warehouseId');
      const { rows, next } = await repo.stockBatchAfter(db, warehouse.id, query.search || undefined, {
        after,
        limit,
      });
      return { items: rows.map((row) => toStockItem(warehouse, row, row.name)), next };
    },

    async products(query: WarehouseProductsQuery) {
      const warehouse = await existing(db, query.warehouseId, 'warehouseId');
      const { page, limit } = query;
      const { rows, total } = await repo.stockPage(db, warehouse.id, query.search || undefined, {
        offset: offsetOf(page, limit),
        limit,
      });
      return pageOf(
        'products',
        rows.map((row) => toStockItem(warehouse, row, row.name)),
        total,
        limit,
      );
    },

    async updateStock(actor: Actor, input: UpdateStockItem) {
      return db.transaction(async (tx) => {
        const warehouse = await existing(tx, input.warehouseId, 'warehouseId');
        await repo.ensureStockRow(tx, warehouse.id, input.catalogNumber);
        const before = await repo.lockStockRow(tx, warehouse.id, input.catalogNumber);
        const updates = Object.fromEntries(
          Object.entries(input.updates).filter(([, value]) => value !== undefined),
        ) as UpdateStockItem['updates'];
        if (updates.location === '') delete updates.location;
        const row = await repo.updateStockRow(tx, before.id, updates);
        const { quantity, minQuantity, location } = before;
        await recordActivity(tx, actor, {
          action: 'update',
          entity: stockEntity,
          entityId: before.id,
          notes: `${warehouse.number}/${input.catalogNumber}`,
          ...changedValues({ quantity, minQuantity, location }, updates),
        });
        return toStockItem(warehouse, row, await productNameOf(tx, input.catalogNumber));
      });
    },

    async detailsOf(catalogNumber: string) {
      const rows = await repo.stockOf(db, catalogNumber);
      return {
        warehouses: rows.map(({ warehouse, stock }) => ({
          warehouseId: warehouse.number,
          name: warehouse.name,
          quantity: stock.quantity,
          minQuantity: stock.minQuantity,
          location: stock.location,
        })),
      };
    },

    /**
     * Moves stock in one transaction. Both stock rows are created if missing and then locked in
     * one fixed order (by warehouse `_id`), so opposite transfers queue instead of deadlocking.
     */
    async transfer(caller: AccessClaims, input: ParsedTransferRequest) {
      let into: WarehouseRow | undefined;
      const moved = await db.transaction(async (tx) => {
        const from = await existing(tx, input.fromWarehouseId, 'fromWarehouseId');
        const to = await existing(tx, input.toWarehouseId, 'toWarehouseId');
        into = to;
        if (from.id === to.id) throw invalid({ toWarehouseId: m.sameWarehouse });
        const ordered = [from, to].sort((a, b) => (a.id < b.id ? -1 : 1));
        for (const warehouse of ordered) await repo.ensureStockRow(tx, warehouse.id, input.catalogNumber);
        const locked = new Map<string, WarehouseStockRow>();
        for (const warehouse of ordered)
          locked.set(warehouse.id, await repo.lockStockRow(tx, warehouse.id, input.catalogNumber));
        const fromRow = locked.get(from.id) as WarehouseStockRow;
        const toRow = locked.get(to.id) as WarehouseStockRow;
        const outcome = applyTransfer({
          fromWarehouse: from.id,
          toWarehouse: to.id,
          fromQuantity: fromRow.quantity,
          toQuantity: toRow.quantity,
          quantity: input.quantity,
          allowNegative: input.allowNegative,
        });
        if (!outcome.ok) {
          if (outcome.reason === 'insufficientStock')
            throw conflict('There is not enough stock in the source warehouse', {
              quantity: m.insufficientStock,
            });
          if (outcome.reason === 'sameWarehouse') throw invalid({ toWarehouseId: m.sameWarehouse });
          throw invalid({ quantity: m.positiveQuantity });
        }
        const fromAfter = await repo.updateStockRow(tx, fromRow.id, { quantity: outcome.from });
        const toAfter = await repo.updateStockRow(tx, toRow.id, { quantity: outcome.to });
        const transfer = await repo.insertTransfer(tx, {
          fromWarehouseId: from.id,
          toWarehouseId: to.id,
          catalogNumber: input.catalogNumber,
          quantity: input.quantity,
          note: input.note,
          createdById: caller.userId,
        });
        await recordActivity(tx, caller, {
          action: 'transfer',
          entity: 'stockTransfer',
          entityId: transfer.id,
          oldValues: { from: fromRow.quantity, to: toRow.quantity },
          newValues: {
            from: outcome.from,
            to: outcome.to,
            fromWarehouseId: from.number,
            toWarehouseId: to.number,
            catalogNumber: input.catalogNumber,
            quantity: input.quantity,
          },
          notes: input.note || null,
        });
        const name = await productNameOf(tx, input.catalogNumber);
        return {
          from: toStockItem(from, fromAfter, name),
          to: toStockItem(to, toAfter, name),
          transfer: toTransfer(transfer, from.number, to.number),
        };
      });
      // After the commit: the receiving warehouse's keeper hears of it (issue 18).
      if (into?.owner.trim())
        await notify({
          kind: 'stockTransferIn',
          params: {
            count: input.quantity,
            catalogNumber: input.catalogNumber,
            warehouse: into.name,
            warehouseNumber: into.number,
          },
          link: keeperStockPath,
          to: { roles: [keeperRoleOf[into.role]], named: into.owner },
          by: caller.userId,
        });
      return moved;
    },

    async transfers(query: TransfersQuery) {
      const { page, limit } = query;
      let warehouseId: string | undefined;
      if (query.warehouseId) {
        const warehouse = await repo.resolve(db, query.warehouseId);
        if (!warehouse) return pageOf('transfers', [] as StockTransfer[], 0, limit);
        warehouseId = warehouse.id;
      }
      const { rows, total } = await repo.transfersPage(
        db,
        { warehouseId, catalogNumber: query.catalogNumber || undefined },
        { offset: offsetOf(page, limit), limit },
      );
      return pageOf(
        'transfers',
        rows.map((row) => toTransfer(row.transfer, row.fromNumber, row.toNumber)),
        total,
        limit,
      );
    },
  };
}
export type WarehousesService = ReturnType<typeof createWarehousesService>;

/** The counts of one stock row, as a product shows them. */
export interface HeldStock {
  quantity: number;
  minQuantity: number;
  location: string;
}

/**
 * What other modules do with stock, inside their own transaction when they have one: a product
 * save names its warehouse and sets its stock row there; the product screens and the storefront
 * read what is held. Stock rules and their log stay in this module.
 */
export const warehouseStock = {
  /** A living warehouse by id or number. */
  findWarehouse(executor: Executor, ref: string): Promise<WarehouseRow | undefined> {
    return repo.resolve(executor, ref);
  },

  /** Sets a product's stock row in a warehouse, creating it at 0; logged only when something changed. */
  async setStock(
    tx: Executor,
    actor: Actor,
    warehouse: Pick<WarehouseRow, 'id' | 'number'>,
    catalogNumber: string,
    updates: { quantity?: number; minQuantity?: number; location?: string },
  ): Promise<void> {
    await repo.ensureStockRow(tx, warehouse.id, catalogNumber);
    const before = await repo.lockStockRow(tx, warehouse.id, catalogNumber);
    const { quantity, minQuantity, location } = before;
    const changes = changedValues({ quantity, minQuantity, location }, updates);
    if (Object.keys(changes.newValues).length === 0) return;
    await repo.updateStockRow(tx, before.id, updates);
    await recordActivity(tx, actor, {
      action: 'update',
      entity: stockEntity,
      entityId: before.id,
      notes: `${warehouse.number}/${catalogNumber}`,
      ...changes,
    });
  },

  /**
   * The stock row each item's own warehouse (named by its number) holds for the item's catalogue
   * number, keyed by the item's id; an item whose warehouse has no row yet has none.
   */
  async heldBy(
    executor: Executor,
    items: readonly { id: string; warehouse: string; catalogNumber: string }[],
  ): Promise<Map<string, HeldStock>> {
    if (items.length === 0) return new Map();
    const found = await repo.stockInLivingWarehouses(
      executor,
      items.map((item) => item.catalogNumber),
    );
    const byKey = new Map(found.map((stock) => [`${stock.number}\u0000${stock.catalogNumber}`, stock]));
    const held = new Map<string, HeldStock>();
    for (const item of items) {
      const hit = byKey.get(`${item.warehouse}\u0000${item.catalogNumber}`);
      if (hit) held.set(item.id, hit);
    }
    return held;
  },

  /** Catalogue numbers (of these) that some warehouse other than a supplier holds stock of. */
  async inStock(executor: Executor, catalogNumbers: readonly string[]): Promise<Set<string>> {
    if (catalogNumbers.length === 0) return new Set();
    return repo.inStock(executor, catalogNumbers);
  },

  /**
   * Takes the lines of an issued document out of their warehouses (named by number), in the
   * caller's transaction. Rows are locked in one fixed order so two documents taking the same items
   * queue instead of deadlocking. A line that would leave its warehouse below zero refuses the
   * whole take (409, `insufficientStock` beside the line) unless `allowNegative`, as transfers do.
   * A line naming a warehouse this install does not have holds no stock here and is passed over
   * (answered in `skipped`), so a missing warehouse never stops a document from being issued.
   */
  async takeOut(
    tx: Executor,
    actor: Actor,
    lines: readonly { key: string; warehouse: string; catalogNumber: string; quantity: number }[],
    options: { allowNegative: boolean; reference: string },
  ): Promise<{ skipped: string[] }> {
    const resolved: { key: string; warehouse: WarehouseRow; catalogNumber: string; quantity: number }[] = [];
    for (const line of lines) {
      const warehouse = await repo.resolve(tx, line.warehouse);
      if (warehouse) resolved.push({ ...line, warehouse });
    }
    const ordered = [...resolved].sort((a, b) =>
      a.warehouse.id === b.warehouse.id
        ? a.catalogNumber.localeCompare(b.catalogNumber)
        : a.warehouse.id < b.warehouse.id
          ? -1
          : 1,
    );
    const short: Record<string, string> = {};
    const taken: { row: WarehouseStockRow; after: number; line: (typeof ordered)[number] }[] = [];
    const pending = new Map<string, number>();
    for (const line of ordered) {
      await repo.ensureStockRow(tx, line.warehouse.id, line.catalogNumber);
      const row = await repo.lockStockRow(tx, line.warehouse.id, line.catalogNumber);
      // Two lines of the same item in one warehouse take from the same row.
      const before = pending.get(row.id) ?? row.quantity;
      const after = before - line.quantity;
      if (after < 0 && !options.allowNegative) short[line.key] = m.insufficientStock;
      pending.set(row.id, after);
      taken.push({ row, after, line });
    }
    if (Object.keys(short).length > 0) throw conflict('There is not enough stock for some lines', short);
    for (const { row, after, line } of taken) {
      await repo.updateStockRow(tx, row.id, { quantity: after });
      await recordActivity(tx, actor, {
        action: 'issue',
        entity: stockEntity,
        entityId: row.id,
        oldValues: { quantity: after + line.quantity },
        newValues: { quantity: after },
        notes: `${line.warehouse.number}/${line.catalogNumber} ${options.reference}`,
      });
    }
    const found = new Set(resolved.map((line) => line.key));
    return { skipped: lines.filter((line) => !found.has(line.key)).map((line) => line.key) };
  },

  /** Moves the stock rows and history of a renumbered product to its new catalogue number. */
  renumber(tx: Executor, from: string, to: string): Promise<void> {
    return repo.renumberStock(tx, from, to);
  },
};
