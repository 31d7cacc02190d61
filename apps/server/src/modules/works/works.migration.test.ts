import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup';
import { connectDatabase } from '../../platform/db/client';
import { applyMigrations, migrationsFolder } from '../../platform/db/migrate';

/**
 * The works migration on a database as it was before it: works were products of category
 * `works`, some deleted, some with stock and pictures, beside the free item and other products.
 */
describe('migration 0009: works come out of the products', () => {
  const adminUrl = () => inject('databaseAdminUrl');
  const name = `tg_works_migration_${process.pid}`;
  let folder: string;
  let server: pg.Client;
  beforeAll(async () => {
    server = new pg.Client({ connectionString: adminUrl() });
    await server.connect();
    await server.query(`create database ${name}`);
    // The migrations up to the one before works.
    folder = mkdtempSync(path.join(os.tmpdir(), 'tg-migrations-'));
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const works = journal.entries.findIndex((entry) => entry.tag === '0009_works');
    expect(works).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, works);
    writeFileSync(journalPath, JSON.stringify(journal));
  });
  afterAll(async () => {
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it('moves each works number once with its name and price, drops their stock and pictures, and counts on', async () => {
    const database = connectDatabase(withDatabase(adminUrl(), name), 2);
    const db = database.db;
    const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;
    try {
      await migrate(db, { migrationsFolder: folder });
      const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      await db.execute(sql`insert into products (id, category, catalog_number, name, price, deleted_at, updated_at) values
        (${id(1)}, 'works', '1700001', 'התקנת שמשה בשטח', 150, null, now()),
        (${id(2)}, 'works', '1700003', 'כיול מצלמה', 250.5, null, now()),
        (${id(3)}, 'works', '1700003', 'כיול ישן', 99, now() - interval '2 days', now() - interval '2 days'),
        (${id(4)}, 'works', '1700002', 'איטום ישן', 10, now() - interval '3 days', now() - interval '3 days'),
        (${id(5)}, 'works', '1700002', 'איטום שמשה', 20, now() - interval '1 day', now() - interval '1 day'),
        (${id(6)}, 'works', 'INSTALL-A', 'התקנה מיוחדת', 400, null, now()),
        (${id(7)}, 'works', '9999999', 'פריט כללי', 0, null, now()),
        (${id(8)}, 'windows', '1000001', 'שמשה קדמית', 1800, null, now()),
        (${id(9)}, 'works', '1000001', 'עבודה שנמחקה', 5, now() - interval '5 days', now())`);
      const [warehouse] = (await rows(sql`select id from warehouses where number = '1'`)) as { id: string }[];
      await db.execute(sql`insert into warehouse_stock (warehouse_id, catalog_number, quantity) values
        (${warehouse?.id}, '1700001', 4), (${warehouse?.id}, '1000001', 7)`);
      await db.execute(sql`insert into stored_files (id, storage_key, name, kind, mime_type, size, purpose, uploaded_by, owner_entity, owner_id) values
        (${id(21)}, 'a', 'work.png', 'image', 'image/png', 10, 'photo', ${id(99)}, 'productImage', ${id(1)}),
        (${id(22)}, 'b', 'glass.png', 'image', 'image/png', 10, 'photo', ${id(99)}, 'productImage', ${id(8)})`);

      await applyMigrations(db);

      expect(
        await rows(
          sql`select id, catalog_number, name, price::text, deleted_at is not null as deleted from works order by catalog_number`,
        ),
      ).toEqual([
        { id: id(9), catalog_number: '1000001', name: 'עבודה שנמחקה', price: '5.00', deleted: true },
        { id: id(1), catalog_number: '1700001', name: 'התקנת שמשה בשטח', price: '150.00', deleted: false },
        // Only deleted rows had 1700002: the latest of them.
        { id: id(5), catalog_number: '1700002', name: 'איטום שמשה', price: '20.00', deleted: true },
        // The living row wins over a deleted one.
        { id: id(2), catalog_number: '1700003', name: 'כיול מצלמה', price: '250.50', deleted: false },
        { id: id(6), catalog_number: 'INSTALL-A', name: 'התקנה מיוחדת', price: '400.00', deleted: false },
      ]);
      // The next work gets the number after the highest one moved.
      expect(await rows(sql`select next_number::text from work_catalog_counter`)).toEqual([
        { next_number: '1700004' },
      ]);
      // No product is a work any more; the free item is a part, other products are untouched.
      expect(await rows(sql`select catalog_number, category from products order by catalog_number`)).toEqual([
        { catalog_number: '1000001', category: 'windows' },
        { catalog_number: '9999999', category: 'parts' },
      ]);
      expect(await rows(sql`select value from product_categories where value = 'works'`)).toEqual([]);
      // A work has no stock; the windscreen keeps its stock although a deleted work shares its number.
      expect(
        await rows(sql`select catalog_number, quantity from warehouse_stock order by catalog_number`),
      ).toEqual([{ catalog_number: '1000001', quantity: 7 }]);
      // The work's picture is released for the cleanup; the windscreen's stays its own.
      expect(await rows(sql`select id, owner_entity, owner_id from stored_files order by id`)).toEqual([
        { id: id(21), owner_entity: null, owner_id: null },
        { id: id(22), owner_entity: 'productImage', owner_id: id(8) },
      ]);
    } finally {
      await database.close();
    }
  });

  it('starts the counter at 1700001 on a database without works', async () => {
    const empty = `${name}_empty`;
    await server.query(`create database ${empty}`);
    const database = connectDatabase(withDatabase(adminUrl(), empty), 2);
    try {
      await applyMigrations(database.db);
      expect(
        (await database.db.execute(sql`select next_number::text from work_catalog_counter`)).rows,
      ).toEqual([{ next_number: '1700001' }]);
    } finally {
      await database.close();
      await server.query(`drop database if exists ${empty} with (force)`);
    }
  });
});
