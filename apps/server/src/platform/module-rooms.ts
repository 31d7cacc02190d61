import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Modules keep to their rooms (DESIGN §3): a module reads another module's data through that
 * module's exported service functions or read model, never through its tables or repository.
 * This finds the imports that break it; the architecture test and `npm run lint` both run it.
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
