import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

type Source = { folder: string; name: string };

/**
 * Tests only: `import { Button, styled } from '@mui/material'` becomes
 * `import { default as Button } from '@mui/material/Button'; import { styled } from '@mui/material/styles'`.
 *
 * Node loads the whole barrel (every MUI component, about a thousand modules) for a screen that uses
 * a dozen, and a test worker does so again for each test file it starts. The build tree-shakes the
 * barrel, so the app itself is unchanged; the modules reached are the very files the barrel
 * re-exports, so contexts and instances are the same ones.
 */
export function muiDirectImports(): Plugin {
  const sources = muiExportSources();
  return {
    name: 'tg:mui-direct-imports',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/src/') || id.includes('/node_modules/') || !code.includes('"@mui/material"')) return;
      const rewritten = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*"@mui\/material";/g,
        (statement, list: string) => {
          const direct: string[] = [];
          const rest: string[] = [];
          for (const specifier of specifiersOf(list)) {
            const source = sources.get(specifier.imported);
            if (source)
              direct.push(
                `import { ${source.name} as ${specifier.local} } from "@mui/material/${source.folder}";`,
              );
            else rest.push(`${specifier.imported} as ${specifier.local}`);
          }
          if (rest.length > 0) direct.push(`import { ${rest.join(', ')} } from "@mui/material";`);
          // As many lines as the statement replaced, so that line numbers in errors stay right.
          return direct.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        },
      );
      return { code: rewritten, map: null };
    },
  };
}

/** `A, B as C` → [{ imported: 'A', local: 'A' }, { imported: 'B', local: 'C' }]. */
function specifiersOf(list: string): { imported: string; local: string }[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [imported = part, local = imported] = part.split(/\s+as\s+/);
      return { imported, local };
    });
}

/** Which folder of @mui/material each name of its barrel comes from, read from the barrel itself. */
function muiExportSources(): Map<string, Source> {
  const esm = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'esm');
  const barrel = readFileSync(join(esm, 'index.js'), 'utf8');
  const sources = new Map<string, Source>();
  for (const [, list = '', folder = ''] of barrel.matchAll(
    /export \{([^}]*)\} from "\.\/(\w+)\/index\.js";/g,
  )) {
    for (const { imported, local } of specifiersOf(list)) sources.set(local, { folder, name: imported });
  }
  for (const [, folder = ''] of barrel.matchAll(/export \* from "\.\/(\w+)\/index\.js";/g)) {
    for (const name of namedExportsOf(join(esm, folder, 'index.js'))) {
      if (!sources.has(name)) sources.set(name, { folder, name });
    }
  }
  return sources;
}

/** Named exports of an ESM file, following `export * from` (MUI's generated files keep to a few forms). */
function namedExportsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !existsSync(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const [, list = ''] of code.matchAll(/export \{([^}]*)\}/g)) {
    for (const { local } of specifiersOf(list)) if (local !== 'default') names.push(local);
  }
  for (const [, name = ''] of code.matchAll(/export (?:function|const|let|class) (\w+)/g)) names.push(name);
  for (const [, from = ''] of code.matchAll(/export \* from ["'](\.[^"']+)["'];/g)) {
    names.push(...namedExportsOf(join(dirname(file), from), seen));
  }
  return names;
}
