import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
}

/** Stubs `fetch` with a handler per call and records what was sent; 404 for calls it does not know. */
export function serve(handler: (path: string, url: URL) => Response | undefined) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      requests.push({ method: init.method ?? 'GET', path: url.pathname, search: url.searchParams });
      return handler(url.pathname, url) ?? json({ error: { code: 'NOT_FOUND', message: url.pathname } }, 404);
    }),
  );
  return requests;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
