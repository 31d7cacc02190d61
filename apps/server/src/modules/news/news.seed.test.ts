import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newsLanguages } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { LocalFileStorage } from '../../platform/files/file-storage';
import { seedDemoData, seedDemoNewsOnce } from '../../platform/seed/seed';

let ctx: TestContext;
let dataDir: string;
let storage: LocalFileStorage;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-demo-news-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  storage = new LocalFileStorage(path.join(dataDir, 'files'));
  await seedDemoData(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo news', () => {
  it('gives visitors three articles with pictures in every language, once', async () => {
    expect(await seedDemoNewsOnce(ctx.db, storage)).toBe(12);
    for (const language of newsLanguages) {
      const list = await ctx.app.inject({ method: 'GET', url: `/api/news?language=${language}` });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().total).toBe(3);
      for (const card of list.json().articles) {
        expect(card.imageUrl).toMatch(/^\/api\/files\//);
        const article = await ctx.app.inject({
          method: 'GET',
          url: `/api/news/${encodeURIComponent(card.slug)}`,
        });
        expect(article.statusCode, card.slug).toBe(200);
        expect(article.json().body.split('\n\n').length).toBeGreaterThan(1);
      }
    }
    const picture = await ctx.app.inject({
      method: 'GET',
      url: (await ctx.app.inject({ method: 'GET', url: '/api/news' })).json().articles[0].imageUrl,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/png');
    expect(await seedDemoNewsOnce(ctx.db, storage)).toBe(0);
  });
});
