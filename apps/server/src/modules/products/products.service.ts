import {
  errorCodes,
  type ListSort,
  listSortOf,
  validationMessages as m,
  normalizeMachineNumber,
  type ParsedProductInput,
  type Product,
  type ProductOptions,
  type ProductsByVisibilityQuery,
  type ProductsQuery,
  type ProductsSortKey,
  productsSort,
} from '@tg/domain';
import type { Actor } from '../../platform/audit/audit';
import { changedValues, recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { CacheRegistry } from '../../platform/cache/lookup-cache';
import type { Database, Executor } from '../../platform/db/client';
import type { KeysetCursor } from '../../platform/db/keyset';
import { isUniqueViolation } from '../../platform/db/sql-helpers';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import { warehouseStock } from '../warehouses/warehouses.service';
import { auditedValues, docOwner, imageOwner, toProduct, valuesOf } from './product-mapper';
import { type ProductFilters, productsRepository as repo } from './products.repository';
import type { ProductRow } from './products.table';

const entity = 'product';
/** The caches that hold lookups computed from products; a product write clears them. */
export const catalogueCaches = ['productOptions', 'productCategories', 'catalogOptions', 'catalogCategories'];
/** Non-original numbers: the category's two-digit prefix and a five-digit running number. */
const rangeSize = 100_000;

const numberTaken = () =>
  conflict('original catalogue number already exists', { catalogNumber: m.catalogNumberTaken });

/**
 * The catalogue (spec 3 §2.1–2.3, §7 products): staff edit it, the stock roles read it. The price
 * before VAT is derived on read at the business's VAT rate (`vatPercent`, ADR 0035).
 */
export function createProductsService(
  db: Database,
  files: FilesService,
  caches: CacheRegistry,
  /** Read through the caller's executor, so a transaction never waits on a second connection. */
  vatPercent: (executor: Executor) => Promise<number>,
) {
  const optionsCache = caches.create<ProductOptions>('productOptions', 5 * 60_000, 100);
  /** Every lookup built from products (dropdowns, category counts, the storefront's options). */
  const catalogueChanged = () => {
    for (const name of catalogueCaches) caches.clear(name);
  };

  async function present(executor: Executor, rows: ProductRow[]): Promise<Product[]> {
    const ids = rows.map((row) => row.id);
    // One after another: inside a transaction the executor is a single connection.
    const stock = await warehouseStock.heldBy(executor, rows);
    const images = await files.listFor(executor, imageOwner, ids);
    const docs = await files.listFor(executor, docOwner, ids);
    const vat = await vatPercent(executor);
    return rows.map((row) =>
      toProduct(row, stock.get(row.id), images.get(row.id) ?? [], docs.get(row.id) ?? [], vat),
    );
  }

  async function presentOne(executor: Executor, row: ProductRow): Promise<Product> {
    const [product] = await present(executor, [row]);
    return product as Product;
  }

  async function checkReferences(executor: Executor, input: ParsedProductInput) {
    const category = await repo.categories.find(executor, input.category);
    const warehouse = await warehouseStock.findWarehouse(executor, input.warehouse);
    const fields: Record<string, string> = {};
    if (!category) fields['product.category'] = m.categoryNotFound;
    if (!warehouse) fields['product.warehouse'] = m.warehouseNotFound;
    if (Object.keys(fields).length > 0) throw invalid(fields);
    return { warehouse: warehouse as NonNullable<typeof warehouse> };
  }

  /** Sets the product's stock row in its warehouse: counts only when sent, never by accident. */
  function writeStock(
    tx: Executor,
    actor: Actor,
    warehouse: { id: string; number: string },
    input: ParsedProductInput,
  ): Promise<void> {
    return warehouseStock.setStock(tx, actor, warehouse, input.catalogNumber, {
      ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
      minQuantity: input.minQuantity,
      ...(input.location ? { location: input.location } : {}),
    });
  }

  async function attachFiles(tx: Executor, caller: AccessClaims, id: string, input: ParsedProductInput) {
    const images = await files.attach(
      tx,
      caller,
      { entity: imageOwner, id },
      input.imageIds,
      'product.imageIds',
    );
    const docs = await files.attach(tx, caller, { entity: docOwner, id }, input.docIds, 'product.docIds');
    return [...images, ...docs];
  }

  async function saved<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw numberTaken();
      throw error;
    }
  }

  function filtersOf(query: Omit<ProductsQuery, keyof ListSort | 'page' | 'limit'>): ProductFilters {
    const fitKeys = [query.vinNumber, query.tractorNumber]
      .map((value) => normalizeMachineNumber(value ?? ''))
      .filter(Boolean);
    return {
      category: query.category || undefined,
      visibility: true,
      search: query.searchQuery || undefined,
      fitKeys: fitKeys.length ? fitKeys : undefined,
      manufacturer: query.machine || undefined,
      model: query.model || undefined,
      year: query.year || undefined,
    };
  }

  return {
    /** Other modules (search) may leave the sort out: the list's default order then. */
    async list(query: Omit<ProductsQuery, keyof ListSort> & Partial<ListSort<ProductsSortKey>>) {
      const { page, limit } = query;
      const { rows, total } = await repo.page(db, filtersOf(query), {
        offset: offsetOf(page, limit),
        limit,
        sort: listSortOf(productsSort, query),
      });
      return pageOf('products', await present(db, rows), total, limit);
    },

    /**
     * The list's rows after a cursor, shaped as `list` answers them, with no count: an export
     * reads the whole list in batches this way (ADR 0040).
     */
    async exportBatch(
      query: Omit<ProductsQuery, keyof ListSort | 'page' | 'limit'> & Partial<ListSort<ProductsSortKey>>,
      after: KeysetCursor | undefined,
      limit: number,
    ) {
      const { rows, next } = await repo.batchAfter(db, filtersOf(query), {
        after,
        limit,
        sort: listSortOf(productsSort, query),
      });
      return { items: await present(db, rows), next };
    },

    /** The temporary table: hidden products (or, with visibility true, the visible ones). */
    async listByVisibility(query: ProductsByVisibilityQuery) {
      const { page, limit } = query;
      const { rows, total } = await repo.page(
        db,
        { category: query.category || undefined, visibility: query.visibility },
        { offset: offsetOf(page, limit), limit },
      );
      return pageOf('products', await present(db, rows), total, limit);
    },

    async byId(id: string) {
      const row = await repo.findLiving(db, id);
      if (!row) throw notFound('Product not found');
      return presentOne(db, row);
    },

    async byCatalogNumber(catalogNumber: string) {
      const row = await repo.findByCatalogNumber(db, catalogNumber);
      if (!row) throw notFound('Product not found');
      return { product: await presentOne(db, row) };
    },

    async create(caller: AccessClaims, input: ParsedProductInput) {
      const { product, dropped } = await saved(() =>
        db.transaction(async (tx) => {
          const { warehouse } = await checkReferences(tx, input);
          const values = valuesOf(input);
          const row = await repo.insert(tx, { ...values, createdById: caller.userId });
          const dropped = await attachFiles(tx, caller, row.id, input);
          await writeStock(tx, caller, warehouse, { ...input, quantity: input.quantity ?? 0 });
          await recordActivity(tx, caller, {
            action: 'create',
            entity,
            entityId: row.id,
            newValues: auditedValues(values),
          });
          return { product: await presentOne(tx, row), dropped };
        }),
      );
      await files.removeStored(dropped);
      catalogueChanged();
      return product;
    },

    async update(caller: AccessClaims, id: string, input: ParsedProductInput) {
      const { product, dropped } = await saved(() =>
        db.transaction(async (tx) => {
          const before = await repo.findLiving(tx, id, true);
          if (!before) throw notFound('Product not found');
          const { warehouse } = await checkReferences(tx, input);
          const values = valuesOf(input);
          if (values.catalogNumber !== before.catalogNumber) {
            const taken = await repo.findByCatalogNumber(tx, values.catalogNumber);
            if (taken) throw numberTaken();
            await warehouseStock.renumber(tx, before.catalogNumber, values.catalogNumber);
          }
          const row = await repo.update(tx, id, values);
          const dropped = await attachFiles(tx, caller, id, input);
          await writeStock(tx, caller, warehouse, input);
          await recordActivity(tx, caller, {
            action: 'update',
            entity,
            entityId: id,
            ...changedValues(before as Record<string, unknown>, auditedValues(values)),
          });
          return { product: await presentOne(tx, row), dropped };
        }),
      );
      await files.removeStored(dropped);
      catalogueChanged();
      return { updatedProduct: product };
    },

    async remove(actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        const before = await repo.findLiving(tx, id, true);
        if (!before) throw notFound('Product not found');
        await repo.softDelete(tx, id);
        await recordActivity(tx, actor, {
          action: 'delete',
          entity,
          entityId: id,
          oldValues: { catalogNumber: before.catalogNumber, name: before.name },
        });
      });
      catalogueChanged();
      return { _id: id };
    },

    async setVisibility(actor: Actor, id: string, visibility: boolean) {
      const row = await db.transaction(async (tx) => {
        const before = await repo.findLiving(tx, id, true);
        if (!before) throw notFound('Product not found');
        const row = await repo.update(tx, id, { visibility });
        await recordActivity(tx, actor, {
          action: 'update',
          entity,
          entityId: id,
          ...changedValues({ visibility: before.visibility }, { visibility }),
        });
        return row;
      });
      catalogueChanged();
      return { product: await presentOne(db, row) };
    },

    /** The next free number in the category's range, e.g. windows (prefix 10) → 1000001, 1000002… */
    async nextCatalogNumber(category: string) {
      const found = await repo.categories.find(db, category);
      if (!found) throw invalid({ category: m.categoryNotFound });
      const start = found.prefix * rangeSize;
      const highest = (await repo.highestInRange(db, found.prefix)) ?? start;
      const next = highest + 1;
      if (next >= start + rangeSize)
        throw new AppError(errorCodes.conflict, 'This category has used all its catalogue numbers');
      return { newId: String(next) };
    },

    async options(category: string | undefined): Promise<ProductOptions> {
      return optionsCache.get(category ?? '', async () => {
        const { pairs, years } = await repo.machineOptions(db, category);
        const machines = new Map<string, { value: string }[]>();
        for (const pair of pairs) {
          const models = machines.get(pair.machine) ?? [];
          if (pair.model) models.push({ value: pair.model });
          machines.set(pair.machine, models);
        }
        return { machines: [...machines].map(([machine, models]) => ({ machine, models })), years };
      });
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
