import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs `fetch` with a handler per call and records what was sent (JSON bodies parsed; uploads,
 * which are forms, recorded without a body). Answers 404 for a call the handler does not know.
 */
export function serve(handler: (method: string, path: string, body: unknown) => Response | undefined) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, body });
      return handler(method, path, body) ?? json({ error: { code: 'NOT_FOUND', message: path } }, 404);
    }),
  );
  return requests;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
