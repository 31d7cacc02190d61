import type { NewsArticle } from '@tg/domain';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/**
 * Stubs `fetch` with a handler per call and records what was sent (JSON bodies parsed). Answers
 * 404 for a call the handler does not know.
 */
export function serve(
  handler: (method: string, path: string, body: unknown, query: URLSearchParams) => Response | undefined,
) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path: url.pathname, query: url.searchParams, body });
      return (
        handler(method, url.pathname, body, url.searchParams) ??
        json({ error: { code: 'NOT_FOUND', message: url.pathname } }, 404)
      );
    }),
  );
  return requests;
}

export function sampleArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    _id: '5b0c1f2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
    slug: 'new-windscreen-stock',
    title: 'מלאי חדש של שמשות',
    summary: 'הגיעו שמשות קדמיות',
    body: 'פסקה ראשונה.\n\nפסקה שנייה.',
    imageId: null,
    imageUrl: null,
    language: 'he',
    publishAt: '2026-11-20',
    published: true,
    createdBy: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
