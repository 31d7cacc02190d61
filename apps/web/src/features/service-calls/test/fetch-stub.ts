import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Replaces fetch for a test: records every request and answers with the handler's response. */
export function serveFetch(
  handler: (request: RecordedRequest) => Response | Promise<Response>,
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? 'GET',
        url: new URL(input, 'http://localhost'),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      requests.push(request);
      return handler(request);
    }),
  );
  return requests;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
