import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crossModuleImports, modulesDir } from './module-rooms';

describe('architecture: modules keep to their rooms', () => {
  it('no module imports another module’s tables or repository', () => {
    expect(crossModuleImports(modulesDir)).toEqual([]);
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
});
