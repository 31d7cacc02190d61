/// <reference types="vitest/config" />

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { matchPublicPath } from '../../packages/domain/src/storefront/public-routes';
import { muiDirectImports } from './test-config/mui-direct-imports';

/**
 * Writes `x.js.br` and `x.js.gz` beside each text file of the build, at the strongest levels, so
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing on
 * every request. HTML is left out: the server may rewrite pages after the build, and compresses
 * them on the fly; so are files under 1 KB and files that would not shrink (images, fonts).
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|csv|map|webmanifest)$/;
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The dev server answers a storefront address (the domain's `matchPublicPath`) with the
 * storefront entry, as the built server does (issue 17); everything else gets Vite's own fallback,
 * the back-office entry (index.html). Only page loads are rewritten
 * (a browser asking for HTML), never modules, files or the API.
 */
function storefrontEntry(): Plugin {
  return {
    name: 'storefront-entry',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', query] = (request.url ?? '/').split('?');
        const pageLoad = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
        let decoded = pathname;
        try {
          decoded = decodeURIComponent(pathname);
        } catch {}
        if (pageLoad && matchPublicPath(decoded))
          request.url = `/storefront.html${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
  };
}

/**
 * Preloads the storefront's text fonts (regular and bold) so a page's words are drawn in them as
 * soon as they show, rather than after the styles ask for them. One pair per script, each marked
 * with `data-font`; the server keeps only the pair of the page's language (ADR 0031).
 */
function preloadStorefrontFonts(): Plugin {
  const fontFile =
    /noto-sans-(?:hebrew-|arabic-)?(hebrew|arabic|latin|cyrillic)-(?:400|700)-normal-[\w-]+\.woff2$/;
  return {
    name: 'preload-storefront-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.filename.endsWith('storefront.html') || !context.bundle) return [];
        return Object.keys(context.bundle).flatMap((file) => {
          const script = fontFile.exec(file)?.[1];
          if (!script) return [];
          const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' };
          return [{ tag: 'link', attrs: { ...attrs, 'data-font': script }, injectTo: 'head' as const }];
        });
      },
    },
  };
}

/**
 * Writes the storefront's own stylesheet (its font faces, some 3 KB) into storefront.html instead
 * of linking it: a phone on a slow network paints the server-rendered page without a round trip
 * for it and finds the page's fonts sooner. The back-office's index.html keeps its link.
 */
function inlineStorefrontCss(): Plugin {
  return {
    name: 'inline-storefront-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('storefront.html') || !context.bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = context.bundle?.[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

/**
 * Fetches the storefront's entry at low priority. Its pages arrive server-rendered (ADR 0032), so
 * nothing on screen waits for the code: on a phone's slow network the page's fonts and images go
 * first. The entry is small; it imports the rest once the page is painted (storefront/main.tsx).
 */
function storefrontCodeAfterContent(): Plugin {
  return {
    name: 'storefront-code-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('storefront.html')) return html;
        return html.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          (_tag, opening: string) => `<${opening} fetchpriority="low"`,
        );
      },
    },
  };
}

/** The packages under MUI's components: its style engine (emotion, stylis) and system. */
const stylingRuntime = [
  '@mui/system',
  '@mui/styled-engine',
  '@mui/utils',
  '@mui/private-theming',
  'stylis',
  'stylis-plugin-rtl',
  'cssjanus',
  'react-is',
  'hoist-non-react-statics',
  '@babel/runtime',
  'clsx',
  'prop-types',
];

/** Test files without JSX that still need a browser's globals (storage, DOM). */
const domTestsWithoutJsx = ['src/app/i18n.test.ts'];

/**
 * The storefront's server render (`vite build --ssr`, ADR 0032): one module, dist-ssr/entry-server.js,
 * with every package inside it, so Node meets neither MUI's CommonJS interop nor the browser
 * builds' CSS, and the server needs nothing of apps/web's node_modules at run time.
 */
const serverRenderBuild = {
  target: 'node20',
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: {
    input: path.resolve(__dirname, 'src/storefront/entry-server.tsx'),
    treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/src/') },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(process.env.VITEST
      ? [muiDirectImports()]
      : isSsrBuild
        ? []
        : [
            precompress(),
            storefrontEntry(),
            preloadStorefrontFonts(),
            inlineStorefrontCss(),
            storefrontCodeAfterContent(),
          ]),
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  ssr: { noExternal: true },
  // React's and MUI's production code in the server render too, whatever NODE_ENV the server runs with.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? serverRenderBuild
    : {
        target: 'es2022',
        // dist/.vite/manifest.json: which chunks each page loads (`npm run bench -- storefront`).
        manifest: true,
        chunkSizeWarningLimit: 1500,
        // A storefront page's code is fetched without Vite appending a <link rel=modulepreload> for
        // each of its chunks first: on a category page those were 44 links, about 150 ms of a slow
        // phone's main thread in the task before hydration (ADR 0034). The browser finds the same
        // chunks in the page's imports instead; the back-office keeps Vite's preloading.
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' && /(^|\/)start-[\w-]+\.js$/.test(hostId) ? [] : deps,
        },
        rollupOptions: {
          // Two entries: the storefront's public pages (storefront.html, the first load of every
          // visitor) and the back-office (index.html). The server picks the HTML by address.
          input: {
            main: path.resolve(__dirname, 'index.html'),
            storefront: path.resolve(__dirname, 'storefront.html'),
          },
          // The domain's modules only declare schemas, rules and constants (no top-level statements),
          // so one whose exports nobody uses can go: the shell then carries the schemas it needs (sign
          // in, permissions) and each page's chunk the rest. Same as `"sideEffects": false` would be in
          // packages/domain/package.json.
          treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/src/') },
          output: {
            // No chunk of all of MUI: with two entries it would hold every component the back-office
            // uses and load with the storefront's first page; MUI's modules go with the pages using them.
            // React with its DOM renderer and the router, then the styling runtime every MUI
            // component sits on: each its own chunk, so the storefront's entry can evaluate them one
            // task at a time (storefront/main.tsx) rather than in one long task a phone cannot
            // answer a tap during.
            manualChunks: (id) => {
              const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
              if (!pkg) return undefined;
              if (['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom'].includes(pkg))
                return 'react';
              if (
                stylingRuntime.includes(pkg) ||
                pkg.startsWith('@emotion/') ||
                /@mui\/material\/esm\/styles\//.test(id)
              )
                return 'styling';
              return undefined;
            },
          },
        },
      },
  test: {
    // Vitest leaves a core to its own process by default; that process only collects results, so
    // on a 2-core machine one worker would run every file while the other core idles.
    maxWorkers: availableParallelism(),
    // As many kept as started. Without isolation Tinypool (1.1) stops a worker idle beyond this
    // minimum, and the worker's goodbye makes it look free again: a file handed to it in that
    // moment ends the run with "Terminating worker thread" (seen at once with 3 workers).
    minWorkers: availableParallelism(),
    // Hang guards, not speed limits: with a file on each core a test can take twice as long as alone.
    testTimeout: 15_000,
    // Workers run one test file after another, keeping the packages they loaded; each file still
    // gets fresh app modules (test-config/fresh-modules.ts) and, for DOM files, a fresh page.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          // Rules, formats and texts: no DOM to build or empty.
          name: 'logic',
          environment: 'node',
          // A pool of their own, running beside the DOM files' one: sharing a pool without
          // isolation, Vitest would wait for one group to be under way and recycle the workers
          // before starting the other.
          pool: 'threads',
          include: ['src/**/*.test.ts'],
          exclude: domTestsWithoutJsx,
          setupFiles: ['test-config/fresh-modules.ts', 'test-config/all-texts.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          // One jsdom and one load of React, MUI and the rest per worker rather than per file (more
          // than half of the suite's time); each file still gets fresh app modules, an empty document
          // and an empty style cache.
          environment: './test-config/jsdom-per-worker.ts',
          include: ['src/**/*.test.tsx', ...domTestsWithoutJsx],
          setupFiles: [
            'test-config/fresh-modules.ts',
            'test-config/fresh-document.ts',
            'test-config/storefront-styles.ts',
            'test-config/all-texts.ts',
            'src/test-setup.ts',
          ],
        },
      },
    ],
  },
}));
