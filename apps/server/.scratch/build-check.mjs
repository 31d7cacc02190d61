import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const dependencies = (pkg) => Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tg/'));
const external = [
  ...dependencies(manifest('../package.json')),
  ...dependencies(manifest('../../../packages/domain/package.json')),
];
await build({
  entryPoints: { 'pdf-check': '.scratch/dist-check.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: external.flatMap((n) => [n, `${n}/*`]),
  logLevel: 'warning',
});
