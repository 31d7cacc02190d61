import type { RegistryCategory } from '@tg/domain';
import { and, count, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { type KeysetBatch, type KeysetCursor, keyset, keysetBatch } from '../../platform/db/keyset';
import { listOrder } from '../../platform/db/list-order';
import { ownedFilesColumn } from '../files/files.read-model';
import {
  matchCondition,
  type RegistryFilters,
  type RegistryMatch,
  registryConditions,
} from './registry.filters';
import { type RegistryItemRow, registryItems } from './registry.table';

/** How the files module knows the registry's records as owners of attached pictures. */
export const fileEntity = 'registryItem';

/** What subscriptions copy from a registry record: the machine's numbers and description. */
export const vehicleFactColumns = {
  plate: registryItems.plate,
  chassis: registryItems.chassis,
  manufacturer: registryItems.manufacturer,
  model: registryItems.model,
  year: registryItems.year,
  typeName: registryItems.typeName,
};

/** The list's one order, newest first, for its pages and its export's keyset reads alike. */
const newestFirst = { sortBy: 'createdAt', sortDir: 'desc' } as const;
const sortColumns = { createdAt: registryItems.createdAt };

/** A looked-up record and its attached files. */
const lookupSelection = {
  row: getTableColumns(registryItems),
  files: ownedFilesColumn(fileEntity, registryItems.id),
};

/** The lookups nearly every caller makes: one plate, or one chassis, and nothing else. */
function hotLookupColumn(match: RegistryMatch): 'plate' | 'chassis' | undefined {
  const [column, ...more] = Object.keys(match);
  return more.length === 0 && (column === 'plate' || column === 'chassis') ? column : undefined;
}

function prepareLookup(db: Executor, column: 'plate' | 'chassis', category: RegistryCategory | undefined) {
  return db
    .select(lookupSelection)
    .from(registryItems)
    .where(
      and(
        category === undefined ? undefined : eq(registryItems.category, category),
        eq(registryItems[column], sql.placeholder('value')),
      ),
    )
    .limit(sql.placeholder('limit'))
    .prepare(`registry_lookup_by_${column}_in_${category ?? 'all'}`);
}

const preparedLookups = new WeakMap<Executor, Map<string, ReturnType<typeof prepareLookup>>>();

/**
 * The hot lookups as named prepared statements: Drizzle builds their SQL once, and PostgreSQL
 * parses and plans each once per connection rather than on every call (issue 19).
 */
function preparedLookup(db: Executor, column: 'plate' | 'chassis', category: RegistryCategory | undefined) {
  const ofDb = preparedLookups.get(db) ?? new Map<string, ReturnType<typeof prepareLookup>>();
  preparedLookups.set(db, ofDb);
  const key = `${column}:${category ?? ''}`;
  let prepared = ofDb.get(key);
  if (!prepared) {
    prepared = prepareLookup(db, column, category);
    ofDb.set(key, prepared);
  }
  return prepared;
}

export const registryRepository = {
  /** A page of the filtered records, newest first. */
  async page(db: Executor, filters: RegistryFilters, { offset, limit }: { offset: number; limit: number }) {
    const where = registryConditions(filters);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(registryItems)
        .where(where)
        .orderBy(...listOrder(sortColumns, newestFirst, registryItems.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(registryItems).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  /** The filtered records after a cursor, newest first, without a count (an export's batches). */
  async batchAfter(
    db: Executor,
    filters: RegistryFilters,
    { after, limit }: { after?: KeysetCursor; limit: number },
  ): Promise<KeysetBatch<RegistryItemRow>> {
    const read = keyset(sortColumns, newestFirst, registryItems.id, after);
    const selected = await db
      .select({ row: getTableColumns(registryItems), ...read.cursorColumns })
      .from(registryItems)
      .where(and(registryConditions(filters), read.after))
      .orderBy(...read.order)
      .limit(limit);
    return keysetBatch(selected, limit);
  },

  /** How many filtered records each category holds. */
  async totalsByCategory(db: Executor, filters: RegistryFilters) {
    return db
      .select({ category: registryItems.category, total: count() })
      .from(registryItems)
      .where(registryConditions(filters))
      .groupBy(registryItems.category);
  },

  /**
   * Records matching any of the alternatives, in one category or (undefined) in every one, each
   * with its attached files in the same query: one round trip, not two (issue 19).
   */
  async lookup(
    db: Executor,
    category: RegistryCategory | undefined,
    alternatives: readonly RegistryMatch[],
    limit: number,
  ) {
    const [only, ...others] = alternatives;
    const hotColumn = only && others.length === 0 ? hotLookupColumn(only) : undefined;
    if (only && hotColumn) {
      return preparedLookup(db, hotColumn, category).execute({ value: only[hotColumn], limit });
    }
    const where = and(
      category === undefined ? undefined : eq(registryItems.category, category),
      or(...alternatives.map(matchCondition)),
    );
    return db.select(lookupSelection).from(registryItems).where(where).limit(limit);
  },

  async ofPlates(db: Executor, plates: readonly string[]) {
    if (plates.length === 0) return [];
    return db
      .select(vehicleFactColumns)
      .from(registryItems)
      .where(inArray(registryItems.plate, [...plates]));
  },

  async findById(db: Executor, id: string, lock = false) {
    const query = db.select().from(registryItems).where(eq(registryItems.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** The record already holding this plate (or, with no plate, this chassis) in the category. */
  async findClash(db: Executor, category: RegistryCategory, plate: string, chassis: string) {
    const key = plate
      ? eq(registryItems.plate, plate)
      : and(eq(registryItems.plate, ''), eq(registryItems.chassis, chassis));
    const [row] = await db
      .select()
      .from(registryItems)
      .where(and(eq(registryItems.category, category), key))
      .limit(1);
    return row;
  },

  /** The non-empty values of a column among the filtered records, in order. */
  async distinct(
    db: Executor,
    column: 'manufacturer' | 'model' | 'year',
    filters: RegistryFilters,
  ): Promise<string[]> {
    const target = registryItems[column];
    const where = registryConditions(filters);
    const rows = await db
      .selectDistinct({ value: target })
      .from(registryItems)
      .where(and(where, sql`${target} <> ''`))
      .orderBy(target)
      .limit(2000);
    return rows.map((row) => row.value);
  },

  async insert(db: Executor, values: typeof registryItems.$inferInsert) {
    const [row] = await db.insert(registryItems).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: Executor, id: string, values: Partial<typeof registryItems.$inferInsert>) {
    const [row] = await db
      .update(registryItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(registryItems.id, id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return row;
  },

  async delete(db: Executor, id: string) {
    const [row] = await db.delete(registryItems).where(eq(registryItems.id, id)).returning();
    return row;
  },
};
