import { addDays, todayIso } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { later, signedInAs } from '../../../test/fixtures';
import { multipart, samples } from '../../../test/multipart';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  admin = (await signedInAs(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const staff = (call: string) => `/api/news-articles/${call}`;
const post = (call: string, payload: object, headers: Headers = worker) =>
  ctx.app.inject({ method: 'POST', url: staff(call), headers, payload });
const article = (overrides: object = {}) => ({
  title: 'מלאי חדש של שמשות',
  summary: 'הגיעו שמשות קדמיות לכל הדגמים',
  body: 'פסקה ראשונה.\n\nפסקה שנייה.',
  language: 'he',
  publishAt: addDays(today(), -14),
  published: true,
  ...overrides,
});
async function create(overrides: object = {}, headers: Headers = worker) {
  const response = await post('createArticle', article(overrides), headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const today = () => todayIso(ctx.clock.now);
const publicList = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/news?${query}` });
const publicArticle = (slug: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/news/${encodeURIComponent(slug)}` });

describe('staff writing news', () => {
  it('creates an article with an address made from its title, lists, updates and deletes it', async () => {
    const created = await create({ title: 'Winter tips for cab glass', language: 'en' });
    expect(created).toMatchObject({
      _id: expect.any(String),
      slug: 'winter-tips-for-cab-glass',
      title: 'Winter tips for cab glass',
      language: 'en',
      publishAt: addDays(today(), -14),
      published: true,
      imageUrl: null,
      createdBy: expect.any(String),
    });
    // The same title again gets the next free address.
    expect((await create({ title: 'Winter tips for cab glass', language: 'en' })).slug).toBe(
      'winter-tips-for-cab-glass-2',
    );
    const hebrew = await create({ title: 'טיפים לחורף: שמשות!' });
    expect(hebrew.slug).toBe('טיפים-לחורף-שמשות');

    const list = await ctx.app.inject({
      method: 'GET',
      url: staff('getArticles?language=en'),
      headers: worker,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().articles.map((row: { language: string }) => row.language)).not.toContain('he');
    expect(list.json().articles.map((row: { _id: string }) => row._id)).toContain(created._id);

    const updated = await post('updateArticle', {
      ...article({ title: 'Winter tips, revised', language: 'en', published: false }),
      id: created._id,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // The address stays unless a new one is typed.
    expect(updated.json()).toMatchObject({
      slug: created.slug,
      title: 'Winter tips, revised',
      published: false,
    });

    const removed = await post('deleteArticle', { id: created._id }, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await post('deleteArticle', { id: created._id });
    expect(again.statusCode).toBe(404);
    const after = await ctx.app.inject({
      method: 'GET',
      url: staff('getArticles?limit=100'),
      headers: worker,
    });
    expect(after.json().articles.map((row: { _id: string }) => row._id)).not.toContain(created._id);
  });

  it('keeps an uploaded picture and hands a working link to visitors', async () => {
    const body = multipart(
      { purpose: 'photo' },
      { name: 'glass.png', content: samples.png, type: 'image/png' },
    );
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...worker, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const created = await create({
      title: 'With a picture',
      slug: 'with-picture',
      imageId: upload.json()._id,
    });
    expect(created.imageId).toBe(upload.json()._id);
    expect(created.imageUrl).toMatch(/^\/api\/files\//);
    const read = await publicArticle('with-picture');
    const picture = await ctx.app.inject({ method: 'GET', url: read.json().imageUrl });
    expect(picture.statusCode).toBe(200);
  });

  it('answers 409 with the field message when a typed address is taken', async () => {
    await create({ slug: 'mobile-stations' });
    const taken = await post('createArticle', article({ slug: 'Mobile-Stations' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'CONFLICT',
      fields: { slug: 'news.validation.slugTaken' },
    });
    const other = await create({ slug: 'other-address' });
    const renamed = await post('updateArticle', { ...article({ slug: 'mobile-stations' }), id: other._id });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.fields).toEqual({ slug: 'news.validation.slugTaken' });
  });

  it('answers 400 with field messages, never 500, on bad input', async () => {
    const bad = await post('createArticle', {
      title: ' ',
      body: '',
      language: 'fr',
      publishAt: '15/06/2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      title: 'validation.required',
      body: 'validation.required',
      language: 'validation.required',
      publishAt: 'validation.invalidDate',
    });
    for (const payload of [
      { title: ['x'] },
      article({ slug: 'a/b' }),
      article({ imageId: 'x' }),
      'nonsense',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: staff('createArticle'),
        headers: { ...worker, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    const missing = await post('updateArticle', { ...article(), id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses the staff calls to customers and agents, and to visitors', async () => {
    for (const role of ['customer', 'agent'] as const) {
      const { headers } = await signedInAs(ctx, role);
      expect((await post('createArticle', article(), headers)).statusCode).toBe(403);
      const list = await ctx.app.inject({ method: 'GET', url: staff('getArticles'), headers });
      expect(list.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: staff('getArticles') })).statusCode).toBe(401);
  });
});

describe('visitors reading news', () => {
  it('lists only published articles of the language from their day on, newest first, paged', async () => {
    const language = 'ru';
    await create({ title: 'Draft', slug: 'ru-draft', language, published: false });
    await create({ title: 'Tomorrow', slug: 'ru-tomorrow', language, publishAt: addDays(today(), 1) });
    await create({ title: 'Hebrew', slug: 'ru-hebrew-one', language: 'he' });
    for (let day = 1; day <= 11; day += 1)
      await create({
        title: `Day ${day}`,
        slug: `ru-day-${day}`,
        language,
        publishAt: addDays(today(), day - 40),
      });
    await create({ title: 'Today', slug: 'ru-today', language, publishAt: today() });

    const first = await publicList(`language=${language}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 12, page: 1, totalPages: 2 });
    const slugs = first.json().articles.map((card: { slug: string }) => card.slug);
    expect(slugs).toEqual([
      'ru-today',
      'ru-day-11',
      'ru-day-10',
      'ru-day-9',
      'ru-day-8',
      'ru-day-7',
      'ru-day-6',
      'ru-day-5',
      'ru-day-4',
    ]);
    expect(first.json().articles[0]).not.toHaveProperty('body');
    const second = await publicList(`language=${language}&page=2`);
    expect(second.json().articles.map((card: { slug: string }) => card.slug)).toEqual([
      'ru-day-3',
      'ru-day-2',
      'ru-day-1',
    ]);
    // The day comes: tomorrow's article shows.
    const tomorrow = await later(ctx, 24 * 60 * 60, () => publicList(`language=${language}`));
    expect(tomorrow.json().articles[0].slug).toBe('ru-tomorrow');
    expect((await publicList('language=xx')).statusCode).toBe(400);
    expect((await publicList('language=ru&page=0')).statusCode).toBe(400);
  });

  it('opens a published article by its address and answers 404 for drafts, future and unknown ones', async () => {
    await create({ title: 'Open me', slug: 'open-me', body: 'One.\n\nTwo <b>bold</b>.' });
    const open = await publicArticle('open-me');
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toEqual({
      slug: 'open-me',
      title: 'Open me',
      summary: 'הגיעו שמשות קדמיות לכל הדגמים',
      body: 'One.\n\nTwo <b>bold</b>.',
      imageUrl: null,
      image: null,
      language: 'he',
      publishAt: addDays(today(), -14),
    });
    const hebrew = await publicArticle('טיפים-לחורף-שמשות');
    expect(hebrew.statusCode, hebrew.body).toBe(200);
    await create({ slug: 'a-draft', published: false });
    await create({ slug: 'in-the-future', publishAt: addDays(today(), 30) });
    for (const slug of ['a-draft', 'in-the-future', 'no-such-article']) {
      const response = await publicArticle(slug);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});
