import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Stubs fetch with a handler per call and records every request. */
export function serve(handler: (method: string, url: URL, body: unknown) => Response): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, url, body });
      return handler(method, url, body);
    }),
  );
  return requests;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export const apiError = (status: number, code: string, fields?: Record<string, string>) =>
  json({ error: { code, message: 'refused', fields } }, status);
