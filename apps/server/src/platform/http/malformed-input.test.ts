import type { Role } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * Every API route, called by each kind of caller with bodies and queries of the wrong shape:
 * the answer is a 4xx (or 503 when Chromium is missing), never a 500. Routes added later are
 * swept too, because the list is read from the running app.
 */
let ctx: TestContext;
const headersOf = new Map<Role, Record<string, string>>();
const callers: Role[] = ['admin', 'agent', 'customer', 'storekeeper'];
let routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of callers) headersOf.set(role, (await signedInAs(ctx, role)).headers);
  const skipped = /^\/api\/(docs|auth\/(logout|refresh-token)|settings\/copyDB)/;
  routes = ctx.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const found = /── (\/api\/\S+) \(([A-Z, ]+)\)/.exec(line);
      if (!found || skipped.test(found[1] as string)) return [];
      const url = (found[1] as string).replace(/:\w+/g, 'x');
      return (found[2] as string)
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url }));
    });
});
afterAll(() => ctx.close());

const bodies = [
  '{"a":',
  '[]',
  'null',
  '"text"',
  '{}',
  JSON.stringify({ product: null, item: [], _id: { $ne: 1 }, page: -1, limit: 1e9, category: ['a'] }),
  JSON.stringify({ catalogNumber: 7, warehouseId: {}, fields: '[{', aliases: { '': 5 }, items: 'x' }),
  JSON.stringify({ name: 'a\u0000b', catalogNumber: '\u0000', categoryName: 'שם\u0000', search: '\u0000' }),
];
const query = '?page=-1&limit=abc&category=%00&id=1&fields=%5B%7B&module=x&value=%25%25&chassisNumber=%27';

describe('malformed input', () => {
  it('finds the routes to sweep', () => {
    expect(routes.length).toBeGreaterThan(90);
  });

  it('never answers 500 to a body or query of the wrong shape', async () => {
    const failures: string[] = [];
    for (const role of callers) {
      for (const { method, url } of routes) {
        const sent =
          method === 'GET'
            ? [undefined]
            : bodies.map((body) => ({ body, headers: { 'content-type': 'application/json' } }));
        for (const payload of sent) {
          const response = await ctx.app.inject({
            method: method as 'GET',
            url: method === 'GET' ? `${url}${query}` : url,
            headers: { ...headersOf.get(role), ...payload?.headers },
            payload: payload?.body,
          });
          if (response.statusCode >= 500 && response.statusCode !== 503)
            failures.push(`${role} ${method} ${url} ${payload?.body ?? query} → ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('never answers 500 to a broken multipart body (no boundary, cut off)', async () => {
    const boundary = 'tg-sweep';
    const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n`;
    const broken = [
      { type: 'multipart/form-data', body: `${filePart}a,b\r\n--${boundary}--\r\n` },
      { type: `multipart/form-data; boundary=${boundary}`, body: `${filePart}a,b,c,d` },
      { type: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\nContent-Disp` },
    ];
    const failures: string[] = [];
    for (const { method, url } of routes.filter((route) => route.method !== 'GET')) {
      for (const { type, body } of broken) {
        const response = await ctx.app.inject({
          method: method as 'POST',
          url,
          headers: { ...headersOf.get('admin'), 'content-type': type },
          payload: body,
        });
        if (response.statusCode >= 500 && response.statusCode !== 503)
          failures.push(`${method} ${url} ${type} ${JSON.stringify(body)} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
