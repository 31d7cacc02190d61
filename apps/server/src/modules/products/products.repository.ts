import type { ListSort, ProductsSortKey } from '@tg/domain';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type KeysetBatch, type KeysetCursor, keyset, keysetBatch } from '../../platform/db/keyset';
import { listOrder, type SortColumns } from '../../platform/db/list-order';
import { escapeLike } from '../../platform/db/sql-helpers';
import { type NewProductRow, type ProductRow, productCategories, products } from './products.table';

const living = (...conditions: (SQL | undefined)[]) => and(isNull(products.deletedAt), ...conditions);

/** What the product tables filter by (spec 3 §2.1, §7 getData); every part is optional. */
export interface ProductFilters {
  category?: string;
  visibility?: boolean;
  /** Catalogue number from its start, name anywhere, or an exact alternate number. */
  search?: string;
  /** Chassis or vehicle numbers, already normalised: the product must list one of them. */
  fitKeys?: string[];
  manufacturer?: string;
  model?: string;
  year?: string;
}

export function productConditions(filters: ProductFilters): SQL | undefined {
  const search = filters.search;
  return living(
    filters.category ? eq(products.category, filters.category) : undefined,
    filters.visibility === undefined ? undefined : eq(products.visibility, filters.visibility),
    search
      ? or(
          ilike(products.catalogNumber, `${escapeLike(search)}%`),
          ilike(products.name, `%${escapeLike(search)}%`),
          arrayContains(products.alternateCatalogNumbers, [search]),
        )
      : undefined,
    filters.fitKeys?.length ? sql`${products.fitKeys} && ${toTextArray(filters.fitKeys)}` : undefined,
    filters.manufacturer ? sql`lower(${products.manufacturer}) = lower(${filters.manufacturer})` : undefined,
    filters.model ? sql`lower(${products.model}) = lower(${filters.model})` : undefined,
    filters.year ? arrayContains(products.years, [filters.year]) : undefined,
  );
}

export function toTextArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

/** What each sortable column of the products list orders by. */
const sortColumns: SortColumns<ProductsSortKey> = {
  createdAt: products.createdAt,
  catalogNumber: products.catalogNumber,
  name: products.name,
  manufacturer: products.manufacturer,
  model: products.model,
};

export const productsRepository = {
  async page(
    db: Executor,
    filters: ProductFilters,
    { offset, limit, sort }: { offset: number; limit: number; sort?: ListSort<ProductsSortKey> },
  ): Promise<{ rows: ProductRow[]; total: number }> {
    const where = productConditions(filters);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(...(sort ? listOrder(sortColumns, sort, products.id) : newestFirst))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(products).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /** The list's rows after a cursor, in the list's order, without a count (an export's batches). */
  async batchAfter(
    db: Executor,
    filters: ProductFilters,
    { after, limit, sort }: { after?: KeysetCursor; limit: number; sort: ListSort<ProductsSortKey> },
  ): Promise<KeysetBatch<ProductRow>> {
    const read = keyset(sortColumns, sort, products.id, after);
    const selected = await db
      .select({ row: getTableColumns(products), ...read.cursorColumns })
      .from(products)
      .where(and(productConditions(filters), read.after))
      .orderBy(...read.order)
      .limit(limit);
    return keysetBatch(selected, limit);
  },

  async findLiving(db: Executor, id: string, lock = false): Promise<ProductRow | undefined> {
    const query = db
      .select()
      .from(products)
      .where(living(eq(products.id, id)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async findByCatalogNumber(db: Executor, catalogNumber: string): Promise<ProductRow | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(living(eq(products.catalogNumber, catalogNumber)));
    return row;
  },

  async insert(db: Executor, values: NewProductRow): Promise<ProductRow> {
    const [row] = await db.insert(products).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: Executor, id: string, values: Partial<NewProductRow>): Promise<ProductRow> {
    const [row] = await db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw new Error('product vanished');
    return row;
  },

  async softDelete(db: Executor, id: string): Promise<void> {
    await db
      .update(products)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(products.id, id));
  },

  /** The highest number used in a category's range (living or deleted, so none is reused). */
  async highestInRange(db: Executor, prefix: number): Promise<number | null> {
    const pattern = `^${prefix}[0-9]{5}$`;
    const [row] = await db
      .select({ highest: sql<string | null>`max(${products.catalogNumber}::bigint)` })
      .from(products)
      .where(sql`${products.catalogNumber} ~ ${pattern}`);
    return row?.highest ? Number(row.highest) : null;
  },

  /** The machine dropdowns: distinct manufacturer and model pairs, and the years, of a category. */
  async machineOptions(db: Executor, category: string | undefined) {
    const where = living(
      category ? eq(products.category, category) : undefined,
      sql`${products.manufacturer} <> ''`,
    );
    const [pairs, years] = await Promise.all([
      db
        .selectDistinct({ machine: products.manufacturer, model: products.model })
        .from(products)
        .where(where)
        .orderBy(asc(products.manufacturer), asc(products.model)),
      db
        .selectDistinct({ year: sql<string>`unnest(${products.years})` })
        .from(products)
        .where(living(category ? eq(products.category, category) : undefined))
        .orderBy(asc(sql`1`)),
    ]);
    return { pairs, years: years.map((row) => row.year) };
  },

  categories: {
    async list(db: Executor) {
      const counts = db
        .select({ category: products.category, total: count().as('total') })
        .from(products)
        .where(living())
        .groupBy(products.category)
        .as('counts');
      return db
        .select({ category: productCategories, productCount: sql<number>`coalesce(${counts.total}, 0)::int` })
        .from(productCategories)
        .leftJoin(counts, eq(counts.category, productCategories.value))
        .orderBy(desc(productCategories.builtIn), asc(productCategories.prefix));
    },

    async find(db: Executor, value: string, lock = false) {
      const query = db.select().from(productCategories).where(eq(productCategories.value, value));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findByName(db: Executor, name: string) {
      const [row] = await db
        .select()
        .from(productCategories)
        .where(sql`lower(${productCategories.name}) = lower(${name})`);
      return row;
    },

    async nextPrefix(db: Executor): Promise<number> {
      const [row] = await db
        .select({ highest: sql<number>`coalesce(max(${productCategories.prefix}), 9)::int` })
        .from(productCategories);
      return (row?.highest ?? 9) + 1;
    },

    async insert(db: Executor, values: typeof productCategories.$inferInsert) {
      const [row] = await db.insert(productCategories).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async rename(db: Executor, oldValue: string, values: { value: string; name: string; enName: string }) {
      const [row] = await db
        .update(productCategories)
        .set(values)
        .where(eq(productCategories.value, oldValue))
        .returning();
      if (values.value !== oldValue)
        await db.update(products).set({ category: values.value }).where(eq(products.category, oldValue));
      return row;
    },

    async remove(db: Executor, value: string) {
      await db.delete(productCategories).where(eq(productCategories.value, value));
    },

    async livingCount(db: Executor, value: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(products)
        .where(living(eq(products.category, value)));
      return row?.total ?? 0;
    },
  },
};
