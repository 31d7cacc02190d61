import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * jsdom, built once per test worker instead of once per test file, for `isolate: false`.
 *
 * Without isolation a worker keeps the packages it loaded (React, MUI, emotion, i18next, Testing
 * Library) from one test file to the next; most of each file's start was loading them again. Those
 * packages hold on to the document they first saw (Testing Library's `screen` is bound to its body,
 * emotion's default cache inserts into its head), so the document must stay too: a new jsdom per file
 * would leave them talking to a closed window. Between files the document is emptied instead, and
 * the setup files give each file fresh app modules, an empty style cache and Hebrew.
 */
const kept = Symbol.for('tg.jsdomPerWorker');
type Holder = typeof globalThis & { [kept]?: true };

const jsdomPerWorker: Environment = {
  name: 'jsdom-per-worker',
  transformMode: 'web',
  async setup(global: Holder, options) {
    if (global[kept]) emptyDocument();
    else {
      await builtinEnvironments.jsdom.setup(global, options);
      global[kept] = true;
    }
    // Kept for the worker's next file; the worker ends with the run.
    return { teardown() {} };
  },
};

/** What a file could leave behind in the page: elements, attributes, storage, address. */
function emptyDocument(): void {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
}

// biome-ignore lint/style/noDefaultExport: Vitest takes a custom environment from the default export.
export default jsdomPerWorker;
