import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, type RecordedRequest, sampleArticle, serve } from '../test/serve';
import { NewsPage } from './news-page';

const base = '/api/news-articles';
const stock = sampleArticle();
const draft = sampleArticle({
  _id: '6c1d2f3e-4d5a-4b6c-9d7e-8f9091a2b3c5',
  slug: 'winter-tips',
  title: 'Winter tips',
  language: 'en',
  published: false,
  publishAt: '2026-12-01',
});
const page = (articles = [stock, draft]) =>
  json({ articles, total: articles.length, page: 1, totalPages: 1 });

let requests: RecordedRequest[] = [];
const sent = (call: string) => requests.filter((request) => request.path === `${base}/${call}`);

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('news in the back-office', () => {
  it('lists the articles with language, DD/MM/YYYY day and state, and filters by language and state', async () => {
    requests = serve((_method, path, _body, query) => {
      if (path !== `${base}/getArticles`) return undefined;
      if (query.get('language') === 'en') return page([draft]);
      if (query.get('published') === 'false') return page([draft]);
      return page();
    });
    const user = setupUser();
    renderSignedIn(<NewsPage />, { role: 'worker' });
    const row = await screen.findByTestId('news-row-new-windscreen-stock');
    expect(row.textContent).toContain('מלאי חדש של שמשות');
    expect(row.textContent).toContain('עברית');
    expect(row.textContent).toContain('20/11/2026');
    expect(row.textContent).toContain('מפורסמת');
    expect(screen.getByTestId('news-row-winter-tips').textContent).toContain('טיוטה');

    await user.click(screen.getByRole('combobox', { name: 'שפה' }));
    await user.click(await screen.findByRole('option', { name: 'אנגלית' }));
    await waitFor(() => expect(screen.queryByTestId('news-row-new-windscreen-stock')).toBeNull());
    expect(sent('getArticles').at(-1)?.query.get('language')).toBe('en');

    await user.click(screen.getByRole('combobox', { name: 'מצב' }));
    await user.click(await screen.findByRole('option', { name: 'טיוטה' }));
    await waitFor(() => expect(sent('getArticles').at(-1)?.query.get('published')).toBe('false'));
  });

  it('checks the article before saving and says what is wrong beside each field, then saves it', async () => {
    requests = serve((_method, path, body) => {
      if (path === `${base}/getArticles`) return page([]);
      if (path === `${base}/createArticle`) {
        const sentSlug = (body as { slug?: string }).slug;
        if (sentSlug === 'taken')
          return json(
            { error: { code: 'CONFLICT', message: 'taken', fields: { slug: 'news.validation.slugTaken' } } },
            409,
          );
        return json({ ...sampleArticle(), ...(body as object) }, 201);
      }
      return undefined;
    });
    const user = setupUser();
    renderSignedIn(<NewsPage />, { role: 'worker' });
    expect((await screen.findByTestId('table-empty')).textContent).toBe('אין עדיין כתבות. כתבו את הראשונה.');
    await user.click(screen.getByTestId('news-create'));
    const dialog = await screen.findByTestId('news-dialog');
    const date = within(dialog).getByTestId('news-field-publishAt');
    await user.clear(date);
    await user.type(date, '31/02/2026');
    await user.click(within(dialog).getByTestId('news-dialog-save'));
    expect(await within(dialog).findAllByText('שדה חובה')).toHaveLength(2);
    expect(within(dialog).getByText('תאריך לא תקין')).toBeTruthy();
    expect(sent('createArticle')).toHaveLength(0);
    expect(document.activeElement).toBe(within(dialog).getByTestId('news-field-title'));

    await user.type(within(dialog).getByTestId('news-field-title'), 'מלאי חדש');
    await user.type(within(dialog).getByTestId('news-field-body'), 'שורה ראשונה');
    await user.clear(date);
    await user.type(date, '05/12/2026');
    await user.type(within(dialog).getByTestId('news-field-slug'), 'taken');
    await user.click(within(dialog).getByTestId('news-field-published'));
    await user.click(within(dialog).getByTestId('news-dialog-save'));
    expect(await within(dialog).findByText('כתבה אחרת כבר משתמשת בכתובת הזו')).toBeTruthy();

    const slug = within(dialog).getByTestId('news-field-slug');
    await user.clear(slug);
    await user.click(within(dialog).getByTestId('news-dialog-save'));
    await waitFor(() => expect(screen.queryByTestId('news-dialog')).toBeNull());
    expect(sent('createArticle').at(-1)?.body).toEqual({
      title: 'מלאי חדש',
      summary: '',
      body: 'שורה ראשונה',
      slug: '',
      language: 'he',
      publishAt: '2026-12-05',
      published: true,
      imageId: null,
    });
    expect(await screen.findByText('הכתבה נשמרה')).toBeTruthy();
  });

  it('edits an article: a new picture is uploaded and previewed, and the save keeps it', async () => {
    const picture = {
      _id: '7d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6',
      url: '/api/files/7d2e3f4a/glass.png?expires=1&signature=x',
      name: 'glass.png',
      path: 'photo/glass.png',
      mimeType: 'image/png',
      size: 70,
    };
    requests = serve((method, path, body) => {
      if (path === `${base}/getArticles`) return page();
      if (method === 'POST' && path === '/api/files/upload') return json(picture, 201);
      if (path === `${base}/updateArticle`) return json({ ...stock, ...(body as object) });
      return undefined;
    });
    const user = setupUser();
    renderSignedIn(<NewsPage />, { role: 'worker' });
    const row = await screen.findByTestId('news-row-new-windscreen-stock');
    await user.click(within(row).getByTestId('row-edit'));
    const dialog = await screen.findByTestId('news-dialog');
    expect((within(dialog).getByTestId('news-field-title') as HTMLInputElement).value).toBe(stock.title);
    expect((within(dialog).getByTestId('news-field-publishAt') as HTMLInputElement).value).toBe('20/11/2026');
    expect(within(dialog).queryByTestId('news-image-preview')).toBeNull();
    await user.upload(
      within(dialog).getByTestId('news-image-input'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'glass.png', { type: 'image/png' }),
    );
    const preview = await within(dialog).findByTestId('news-image-preview');
    expect(preview.getAttribute('src')).toBe(picture.url);
    await user.click(within(dialog).getByTestId('news-dialog-save'));
    await waitFor(() => expect(screen.queryByTestId('news-dialog')).toBeNull());
    expect(sent('updateArticle')[0]?.body).toMatchObject({
      id: stock._id,
      slug: stock.slug,
      publishAt: '2026-11-20',
      imageId: picture._id,
    });
  });

  it('deletes an article only after a confirmation', async () => {
    requests = serve((_method, path) => {
      if (path === `${base}/getArticles`) return page();
      if (path === `${base}/deleteArticle`) return json({ _id: stock._id });
      return undefined;
    });
    const user = setupUser();
    renderSignedIn(<NewsPage />, { role: 'worker' });
    const row = await screen.findByTestId('news-row-new-windscreen-stock');
    await user.click(within(row).getByTestId('row-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('למחוק את הכתבה "מלאי חדש של שמשות"?');
    expect(sent('deleteArticle')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'מחיקה' }));
    await waitFor(() => expect(sent('deleteArticle')).toHaveLength(1));
    expect(sent('deleteArticle')[0]?.body).toEqual({ id: stock._id });
  });
});
