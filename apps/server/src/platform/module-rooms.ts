import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Modules keep to their rooms (DESIGN §3): a module reads another module's data through that
 * module's exported service functions or read model, never through its tables or repository;
 * and within a module only the repository layer touches SQL, so a service passes plain values
 * (filters, the caller's scope as data) and never builds a Drizzle condition itself.
 * This finds the imports that break either rule; the architecture test and `npm run lint` run it.
 * (Biome's noRestrictedImports matches import text, not resolved paths, so "another module's"
 * would take one override per module; resolving the paths here needs none.)
 */

export const modulesDir = fileURLToPath(new URL('../modules', import.meta.url));

/** `from '…'` (imports and re-exports), `import '…'` and `import('…')`, in either quotes. */
const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const tableOrRepository = /\.(?:table|repository)(?:\.[cm]?[jt]s)?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests may set up any module's rows directly; the rule is about the product's code.
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const slashed = (relative: string) => relative.split(path.sep).join('/');

/**
 * Every import, under `root` (a folder of modules), of another module's `*.table` or
 * `*.repository` file, as `from-file → module/file`, sorted; empty when every module keeps to
 * its own.
 */
export function crossModuleImports(root: string = modulesDir): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(root)) {
    const from = path.relative(root, file);
    const ownModule = from.split(path.sep)[0];
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      if (!specifier.startsWith('.') || !tableOrRepository.test(specifier)) continue;
      const target = path.relative(root, path.resolve(path.dirname(file), specifier));
      if (target.startsWith('..') || target.split(path.sep)[0] === ownModule) continue;
      found.add(`${slashed(from)} → ${slashed(target)}`);
    }
  }
  return [...found].sort();
}

/**
 * A static `import`/`export … from` of drizzle-orm (or one of its entry points): the clause, and
 * whether the whole statement is `import type`. The clause holds only names, braces, commas and
 * `*`, so a match never runs on into the next statement.
 */
const drizzleStatements =
  /\b(?:import|export)\s+(type\s+)?([\w\s{},*$]*?)\s*from\s*['"]drizzle-orm(?:\/[^'"]*)?['"]/g;
const drizzleDynamicImport = /\bimport\s*\(\s*['"]drizzle-orm(?:\/[^'"]*)?['"]/;

/** Whether an import clause brings in a value: `{ type SQL }` does not, `{ eq, type SQL }` does. */
function importsValue(clause: string): boolean {
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named) return true; // a default or namespace import is a value
  return (named[1] ?? '')
    .split(',')
    .map((specifier) => specifier.trim())
    .some((specifier) => specifier !== '' && !/^type\s/.test(specifier));
}

/**
 * Every `*.service.ts` under `root` that imports a value (not `import type`) from drizzle-orm, as
 * `service-file → drizzle-orm`, sorted; empty when conditions are built only below the services.
 * A service may still hold `db.transaction(…)` and hand `tx` on: that needs no drizzle-orm value.
 */
export function servicesImportingDrizzle(root: string = modulesDir): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    if (!file.endsWith('.service.ts')) continue;
    const text = readFileSync(file, 'utf8');
    const value =
      drizzleDynamicImport.test(text) ||
      [...text.matchAll(drizzleStatements)].some(
        ([, typeOnly, clause = '']) => !typeOnly && importsValue(clause),
      );
    if (value) found.push(`${slashed(path.relative(root, file))} → drizzle-orm`);
  }
  return found.sort();
}
