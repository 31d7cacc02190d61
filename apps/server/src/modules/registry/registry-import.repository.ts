import type { RegistryCategory } from '@tg/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client';
import { holdSessionLock, sessionLockHeld } from '../../platform/db/session-lock';
import type { MappedRow } from './import/field-mapping';
import { type RegistryImportRow, registryImports } from './registry.table';

/**
 * Upserts one batch of government rows in one statement per key kind. Only government records
 * that really differ are updated; manual records (created_by_gov = false) are never touched.
 */
export async function upsertGovernmentRows(
  db: Executor,
  category: RegistryCategory,
  rows: readonly MappedRow[],
): Promise<{ added: number; updated: number }> {
  let added = 0;
  let updated = 0;
  const withPlate = rows.filter((row) => row.plate !== '');
  const chassisOnly = rows.filter((row) => row.plate === '');
  for (const [batch, conflict] of [
    [withPlate, sql`(category, plate) where plate <> ''`],
    [chassisOnly, sql`(category, chassis) where plate = '' and chassis <> ''`],
  ] as const) {
    if (batch.length === 0) continue;
    // One array parameter per column (drizzle would spread a plain array into a tuple).
    const column = <K extends keyof MappedRow>(key: K) => sql.param(batch.map((row) => row[key]));
    const result = await db.execute<{ inserted: boolean }>(sql`
      insert into registry_items as r (category, plate, chassis, manufacturer, model, year, type_name, details, created_by_gov)
      select ${category}, t.plate, t.chassis, t.manufacturer, t.model, t.year, t.type_name, t.details::jsonb, true
      from unnest(
        ${column('plate')}::text[], ${column('chassis')}::text[], ${column('manufacturer')}::text[],
        ${column('model')}::text[], ${column('year')}::text[], ${column('typeName')}::text[],
        ${sql.param(batch.map((row) => JSON.stringify(row.details)))}::text[]
      ) as t(plate, chassis, manufacturer, model, year, type_name, details)
      on conflict ${conflict} do update set
        chassis = excluded.chassis, manufacturer = excluded.manufacturer, model = excluded.model,
        year = excluded.year, type_name = excluded.type_name, details = excluded.details, updated_at = now()
      where r.created_by_gov
        and (r.chassis, r.manufacturer, r.model, r.year, r.type_name, r.details)
          is distinct from (excluded.chassis, excluded.manufacturer, excluded.model, excluded.year, excluded.type_name, excluded.details)
      returning (xmax = 0) as inserted`);
    for (const row of result.rows) {
      if (row.inserted) added += 1;
      else updated += 1;
    }
  }
  return { added, updated };
}

/** The advisory-lock scope of running imports (the key is the import's id). */
const runningImportLock = 190_001;

export const registryImportsRepository = {
  async create(db: Executor, values: typeof registryImports.$inferInsert): Promise<RegistryImportRow> {
    const [row] = await db.insert(registryImports).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: Executor, id: string, values: Partial<typeof registryImports.$inferInsert>) {
    await db.update(registryImports).set(values).where(eq(registryImports.id, id));
  },

  async find(db: Executor, id: string) {
    const [row] = await db.select().from(registryImports).where(eq(registryImports.id, id)).limit(1);
    return row;
  },

  /**
   * Marks an import as running in this process for as long as the lock is held (its upload and its
   * run): when the process stops, PostgreSQL lets go of it.
   */
  holdRunning(db: Database, id: string) {
    return holdSessionLock(db, runningImportLock, id);
  },

  /**
   * Imports left running by a server that stopped will never finish: say so. One still held by a
   * live instance (several may share the database) is left alone.
   */
  async failInterrupted(db: Executor) {
    await db
      .update(registryImports)
      .set({
        status: 'failed',
        error: 'interrupted: the server stopped during the import',
        finishedAt: new Date(),
      })
      .where(
        and(
          eq(registryImports.status, 'running'),
          not(sessionLockHeld(runningImportLock, registryImports.id)),
        ),
      );
  },
};
