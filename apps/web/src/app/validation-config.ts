import { config } from 'zod/v4/core';

// Imported first by each entry, before any schema is built: zod otherwise probes whether it may
// compile parsers with `new Function`, and the server's Content-Security-Policy (script-src
// 'self', no 'unsafe-eval') reports that probe as a violation on every page that validates.
// Browsers validate a form at a time, so the compiled fast path buys nothing here (ADR 0031).
config({ jitless: true });
