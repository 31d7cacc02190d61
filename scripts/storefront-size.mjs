// `npm run bench -- storefront`: the JavaScript a visitor downloads for the product browser, as
// built, gzip-compressed (level 9, as a server or CDN would send it). Reads Vite's manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/prepare.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const pages = {
  '/products': 'src/features/catalog-browser/pages/catalog-home-page.tsx',
  '/products/machine-view': 'src/features/catalog-browser/pages/machine-view-page.tsx',
  '/products/{category}': 'src/features/catalog-browser/pages/category-page.tsx',
  '/products/{category}/{id}': 'src/features/catalog-browser/pages/product-view-page.tsx',
};

/** The chunk files a module loads before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, seen);
  return seen;
}
const gzipped = (files) =>
  [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
const raw = (files) => [...files].reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// The storefront's own entry (storefront.html, issue 17): what every public page loads first. The
// entry imports React, the styling runtime and start.tsx once the page is painted (ADR 0032 point
// 10), each a dynamic import it always makes: the shell is the entry with all of them.
const shell = closure('storefront.html');
for (const key of manifest['storefront.html'].dynamicImports ?? []) closure(key, shell);
console.info('\nstorefront JavaScript as built (gzip -9)');
console.info(
  `${'storefront shell (React, router, i18n, frame, home)'.padEnd(58)} ${kb(gzipped(shell)).padStart(9)}  (${kb(raw(shell))} raw, ${shell.size} files)`,
);
const browser = new Set();
for (const [route, key] of Object.entries(pages)) {
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  const own = new Set([...closure(key)].filter((file) => !shell.has(file)));
  for (const file of own) browser.add(file);
  console.info(
    `${`${route}: its own chunks`.padEnd(58)} ${kb(gzipped(own)).padStart(9)}  (${own.size} files)`,
  );
}
console.info(
  `${'product browser, all four pages beyond the shell'.padEnd(58)} ${kb(gzipped(browser)).padStart(9)}  (${kb(raw(browser))} raw)`,
);
const first = new Set([...shell, ...closure(pages['/products/{category}'])]);
console.info(
  `${'first visit to /products/{category}, everything'.padEnd(58)} ${kb(gzipped(first)).padStart(9)}`,
);
