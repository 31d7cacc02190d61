import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Modules keep to their rooms (DESIGN §3): a module reads another module's data through that
 * module's exported service functions, never through its tables or repository. The imports below
 * were there before the rule (issue 14 removes them one by one); any other such import fails, and
 * an entry that is gone must leave this list, so it only shrinks.
 */
const importsBeforeTheRule = [
  'insurance/insurance.seed.ts → policies/policies.table',
  'insurance/insurance.seed.ts → policy-products/policy-products.table',
  'insurance/insurance.seed.ts → registry/registry.table',
  'insurance/insurance.seed.ts → service-calls/service-calls.table',
  'insurance/insurance.seed.ts → users/users.table',
  'products/products.seed.ts → files/files.repository',
  'products/products.seed.ts → registry/registry.table',
  'products/products.seed.ts → users/users.table',
  'products/products.seed.ts → warehouses/warehouses.table',
  'registry/registry.seed.ts → users/users.table',
];

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every import of another module's table or repository, as `from-file → module/file`. */
function crossModuleImports(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const relative = path.relative(root, file);
    const ownModule = relative.split(path.sep)[0];
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/from '([^']+\.(?:table|repository))'/g)) {
      const target = path.relative(root, path.resolve(path.dirname(file), match[1] ?? ''));
      const targetModule = target.split(path.sep)[0];
      if (target.startsWith('..') || targetModule === ownModule) continue;
      found.push(`${relative.split(path.sep).join('/')} → ${target.split(path.sep).join('/')}`);
    }
  }
  return [...new Set(found)].sort();
}

describe('architecture: modules keep to their rooms', () => {
  const found = crossModuleImports(modulesDir);

  it('no module imports another module’s tables or repository beyond those listed before the rule', () => {
    expect(found.filter((entry) => !importsBeforeTheRule.includes(entry))).toEqual([]);
  });

  it('an import that is gone leaves the list, so it only shrinks', () => {
    expect(importsBeforeTheRule.filter((entry) => !found.includes(entry))).toEqual([]);
  });
});
