import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type Handler = (request: SentRequest) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/**
 * Stubs fetch with the handler (a 404 for anything it does not answer) and records every request
 * with its JSON body, for the insurance screens' tests.
 */
export function serve(handler: Handler): SentRequest[] {
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body =
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined;
      const request = { method: init.method ?? 'GET', url, body };
      requests.push(request);
      return (await handler(request)) ?? json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
  return requests;
}

export const requestsTo = (requests: SentRequest[], path: string) =>
  requests.filter((request) => request.url.pathname === `/api${path}`);
