/**
 * Imported first by each entry, before any schema is built: zod otherwise probes whether it may
 * compile parsers with `new Function`, and the server's Content-Security-Policy (script-src
 * 'self', no 'unsafe-eval') reports that probe as a violation on every page that validates.
 * Browsers validate a form at a time, so the compiled fast path buys nothing here (ADR 0031).
 *
 * Written to the global object zod keeps its configuration in (what `config({ jitless: true })`
 * from 'zod/v4/core' does) rather than through that import, which would bring zod's core
 * utilities (some 7 KB compressed) into the storefront's first load, where nothing validates.
 * validation-config.test.ts fails should a zod upgrade keep its configuration elsewhere.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

// A module imported for its effect; without an export the type checker would see a script.
export {};
