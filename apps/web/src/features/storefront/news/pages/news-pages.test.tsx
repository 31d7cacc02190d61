import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../../app/i18n';
import { renderWithProviders } from '../../../../ui/test-providers';
import { setupUser } from '../../../../ui/test-user';
import { json, publicArticle, serve } from '../test/serve';
import { NewsArticlePage } from './news-article-page';
import { NewsListPage } from './news-list-page';

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/news" element={<NewsListPage />} />
        <Route path="/news/:slug" element={<NewsArticlePage />} />
        <Route path="/en/news" element={<NewsListPage />} />
        <Route path="/en/news/:slug" element={<NewsArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const card = (n: number) => {
  const { body: _body, ...rest } = publicArticle({
    slug: `article-${n}`,
    title: `כתבה ${n}`,
    publishAt: `2026-10-${String(n).padStart(2, '0')}`,
  });
  return rest;
};

beforeEach(async () => {
  await i18next.changeLanguage('he');
  document.title = 'זכוכית לטרקטורים';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the storefront news list', () => {
  it('shows cards with picture, day, title and summary, and pages by links', async () => {
    const requests = serve((path, query) => {
      if (path !== '/api/news') return undefined;
      return query.get('page') === '2'
        ? json({ articles: [card(1)], total: 10, page: 2, totalPages: 2 })
        : json({ articles: [9, 8, 7].map(card), total: 10, page: 1, totalPages: 2 });
    });
    const user = setupUser();
    renderAt('/news');
    const first = await screen.findByTestId('news-card-article-9');
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('כתבה 9');
    expect(first.textContent).toContain('09/10/2026');
    expect(first.textContent).toContain('הגיע משלוח גדול של שמשות');
    const picture = first.querySelector('img');
    expect(picture?.getAttribute('width')).toBe('480');
    expect(picture?.getAttribute('height')).toBe('270');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/news/article-9');
    expect(requests[0]?.searchParams.get('language')).toBe('he');
    expect(document.title).toContain('חדשות');

    await user.click(screen.getByRole('link', { name: 'עמוד 2' }));
    expect(await screen.findByTestId('news-card-article-1')).toBeTruthy();
    expect(requests.at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.queryByTestId('news-card-article-9')).toBeNull();
  });

  it('says so when there is no news in the language, asking in the visitor’s language', async () => {
    await switchLanguage('en');
    const requests = serve((path) =>
      path === '/api/news' ? json({ articles: [], total: 0, page: 1, totalPages: 1 }) : undefined,
    );
    renderAt('/en/news');
    expect((await screen.findByTestId('news-empty')).textContent).toBe(
      'No news in this language yet. Come back soon.',
    );
    expect(requests[0]?.searchParams.get('language')).toBe('en');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('a storefront news article', () => {
  it('shows the title, day, picture with its size and the body as plain-text paragraphs, and names the tab', async () => {
    serve((path) =>
      path === `/api/news/${encodeURIComponent('new-windscreen-stock')}` ? json(publicArticle()) : undefined,
    );
    renderAt('/news/new-windscreen-stock');
    const article = await screen.findByTestId('news-article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('מלאי חדש של שמשות קדמיות');
    expect(article.textContent).toContain('24/11/2026');
    const picture = within(article).getByRole('img', { name: 'מלאי חדש של שמשות קדמיות' });
    expect(picture.getAttribute('width')).toBe('1200');
    expect(picture.getAttribute('height')).toBe('675');
    const paragraphs = [...article.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toContain('פסקה ראשונה.');
    expect(paragraphs).toContain('פסקה <b>שנייה</b>.\nבאותה פסקה.');
    expect(article.querySelector('b')).toBeNull();
    expect(article.getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('news-back').getAttribute('href')).toBe('/news');
    await waitFor(() => expect(document.title).toBe('מלאי חדש של שמשות קדמיות · זכוכית לטרקטורים'));
  });

  it('answers an unknown or unpublished article with a not-found page and a way back', async () => {
    await switchLanguage('en');
    serve(() => undefined);
    renderAt('/en/news/not-yet');
    expect((await screen.findByTestId('news-not-found')).textContent).toContain('not published yet');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Article not found');
    expect(screen.getByTestId('news-back').getAttribute('href')).toBe('/en/news');
    expect(document.title).toBe('Article not found');
  });
});
