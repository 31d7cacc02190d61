import type { PublicNewsArticle } from '@tg/domain';
import { vi } from 'vitest';

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Stubs `fetch` for the public news calls; records each request's address. */
export function serve(handler: (path: string, query: URLSearchParams) => Response | undefined) {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requests.push(url);
      return (
        handler(url.pathname, url.searchParams) ?? json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404)
      );
    }),
  );
  return requests;
}

export function publicArticle(overrides: Partial<PublicNewsArticle> = {}): PublicNewsArticle {
  return {
    slug: 'new-windscreen-stock',
    title: 'מלאי חדש של שמשות קדמיות',
    summary: 'הגיע משלוח גדול של שמשות',
    body: 'פסקה ראשונה.\n\nפסקה <b>שנייה</b>.\nבאותה פסקה.',
    imageUrl: '/api/files/1/stock.png?expires=1&signature=x',
    language: 'he',
    publishAt: '2026-11-24',
    ...overrides,
  };
}
