import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

const search = (query: Record<string, string>, signedIn = true) =>
  ctx.app.inject({ method: 'GET', url: '/api/geo/localities', query, headers: signedIn ? headers : {} });

interface Answer {
  localities: { nameHe: string; nameEn: string; district: string; lat: number; lng: number }[];
}

describe('GET /api/geo/localities', () => {
  it('answers localities by a Hebrew prefix, most populous first, with names, district and coordinates', async () => {
    const response = await search({ search: ' ירוש ' });
    expect(response.statusCode, response.body).toBe(200);
    const { localities } = response.json() as Answer;
    expect(localities[0]).toMatchObject({ nameHe: 'ירושלים', nameEn: expect.stringMatching(/^jerusalem$/i) });
    expect(localities[0]?.district).not.toBe('');
    expect(localities[0]?.lat).toBeCloseTo(31.78, 1);
    expect(localities[0]?.lng).toBeCloseTo(35.21, 1);
    expect(Object.keys(localities[0] ?? {}).sort()).toEqual(['district', 'lat', 'lng', 'nameEn', 'nameHe']);
  });

  it('answers by an English prefix, the largest city before smaller ones', async () => {
    const { localities } = (await search({ search: 'hai' })).json() as Answer;
    expect(localities[0]?.nameHe).toBe('חיפה');
    const { localities: byHebrew } = (await search({ search: 'חי' })).json() as Answer;
    expect(byHebrew[0]?.nameHe).toBe('חיפה');
    expect(byHebrew.length).toBe(10);
  });

  it('returns at most the limit asked for', async () => {
    const { localities } = (await search({ search: 'ב', limit: '3' })).json() as Answer;
    expect(localities).toHaveLength(3);
    const { localities: twenty } = (await search({ search: 'ב', limit: '20' })).json() as Answer;
    expect(twenty).toHaveLength(20);
  });

  it('answers an empty list for a prefix no locality has', async () => {
    const response = await search({ search: 'zzzqx' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ localities: [] });
  });

  it('refuses a bad query with 400 naming the fields', async () => {
    const empty = await search({ search: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.search).toBe('validation.required');
    const missing = await search({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.search).toBeDefined();
    const long = await search({ search: 'א'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.search).toBe('validation.tooLong');
    for (const limit of ['0', '21', 'x', '2.5']) {
      const bad = await search({ search: 'חי', limit });
      expect(bad.statusCode, limit).toBe(400);
      expect(bad.json().error.fields.limit).toBe('validation.invalidValue');
    }
  });

  it('is for signed-in people only', async () => {
    expect((await search({ search: 'חי' }, false)).statusCode).toBe(401);
  });
});
