import type { Work } from '@tg/domain';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs `fetch` with a handler per call and records what was sent (JSON bodies parsed). Answers
 * 404 for a call the handler does not know.
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

export const worksPath = (call: string) => `/api/works-product/${call}`;

export function sampleWork(overrides: Partial<Work> = {}): Work {
  return {
    _id: '5b0c1f2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
    catalogNumber: '1700001',
    name: 'התקנת שמשה בשטח',
    price: 150,
    category: 'works',
    ...overrides,
  };
}

export const calibration = sampleWork({
  _id: '6c1d2f3e-4d5a-4b6c-9d7e-8f9091a2b3c5',
  catalogNumber: '1700002',
  name: 'כיול מצלמה',
  price: 250.5,
});
