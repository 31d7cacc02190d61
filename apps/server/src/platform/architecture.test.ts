import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crossModuleImports, modulesDir, servicesImportingDrizzle } from './module-rooms';

describe('architecture: modules keep to their rooms', () => {
  it('no module imports another module’s tables or repository', () => {
    expect(crossModuleImports(modulesDir)).toEqual([]);
  });

  it('no service imports a value from drizzle-orm: conditions are built in repositories', () => {
    expect(servicesImportingDrizzle(modulesDir)).toEqual([]);
  });

  const fixture = mkdtempSync(path.join(os.tmpdir(), 'tg-module-rooms-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), content);
  };

  it('finds an import of another module’s table, and leaves a module’s own files and tests alone', () => {
    write('orders/orders.table.ts', 'export const orders = {};\n');
    write('orders/orders.repository.ts', "import { orders } from './orders.table';\n");
    write('orders/import/order-import.ts', "import { ordersRepository } from '../orders.repository';\n");
    write('orders/orders.routes.test.ts', "import { people } from '../people/people.table';\n");
    write('people/people.table.ts', 'export const people = {};\n');
    write('people/people.read-model.ts', "import { people } from './people.table';\n");
    write(
      'orders/orders.service.ts',
      [
        "import { livingPeople } from '../people/people.read-model';",
        "import { ordersRepository } from './orders.repository';",
        "import { people } from '../people/people.table';",
      ].join('\n'),
    );
    expect(crossModuleImports(fixture)).toEqual(['orders/orders.service.ts → people/people.table']);
  });

  it('finds a service that imports a drizzle-orm value, and leaves types, repositories and other files alone', () => {
    write('stock/stock.table.ts', 'export const stock = {};\n');
    // Conditions built where they belong, and a scope helper only the repository calls.
    write('stock/stock.repository.ts', "import { and, eq, type SQL } from 'drizzle-orm';\n");
    write('stock/stock.filters.ts', "import { like } from 'drizzle-orm';\n");
    // Types, a transaction handed on, and a non-service file with a value: all allowed.
    write(
      'stock/stock.service.ts',
      [
        "import type { SQL } from 'drizzle-orm';",
        "import { type InferSelectModel, type Table } from 'drizzle-orm';",
        "import type { PgColumn } from 'drizzle-orm/pg-core';",
        "import { stockRepository } from './stock.repository';",
        'export const run = (db) => db.transaction((tx) => stockRepository.take(tx));',
      ].join('\n'),
    );
    write('stock/stock.read-model.ts', "import { eq } from 'drizzle-orm';\n");
    write('stock/stock.service.test.ts', "import { eq } from 'drizzle-orm';\n");
    // Each of these imports a value, across lines, by default, by namespace, from an entry point.
    write(
      'orders/orders-listing.service.ts',
      ['import {', '  and,', '  type SQL,', "} from 'drizzle-orm';"].join('\n'),
    );
    write('billing/billing.service.ts', "import * as orm from 'drizzle-orm';\n");
    write('shipping/shipping.service.ts', "import { pgTable } from 'drizzle-orm/pg-core';\n");
    write('audit/audit.service.ts', "const { sql } = await import('drizzle-orm');\n");
    expect(servicesImportingDrizzle(fixture)).toEqual([
      'audit/audit.service.ts → drizzle-orm',
      'billing/billing.service.ts → drizzle-orm',
      'orders/orders-listing.service.ts → drizzle-orm',
      'shipping/shipping.service.ts → drizzle-orm',
    ]);
  });
});
