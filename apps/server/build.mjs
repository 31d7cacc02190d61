// Bundles the server and the shared domain package into dist/main.js; npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const dependencies = (pkg) => Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tg/'));
const external = [
  ...dependencies(manifest('./package.json')),
  ...dependencies(manifest('../../packages/domain/package.json')),
];

await build({
  entryPoints: {
    main: 'src/main.ts',
    'registry-import': 'src/modules/registry/import-cli.ts',
    admin: 'src/modules/users/admin-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
