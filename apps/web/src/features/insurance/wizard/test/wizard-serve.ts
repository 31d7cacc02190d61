import { vi } from 'vitest';
import { sampleCatalogue } from '../../test/sample-insurance';

/** A fetch stand-in for the wizard's tests. */

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'No items found' } }, 404);

type Handler = (request: SentRequest) => Response | Promise<Response>;

/**
 * Answers the wizard's calls by "METHOD /api/path"; the catalogue answers the sample catalogue
 * unless told otherwise, and a lookup nobody answers finds nothing (404, as the server does).
 */
export function serve(handlers: Record<string, Handler> = {}): SentRequest[] {
  const requests: SentRequest[] = [];
  const products = sampleCatalogue();
  const routes: Record<string, Handler> = {
    'POST /api/insurance/policy-product/fetchPolicyProducts': () =>
      json({ policyProducts: products, total: products.length, totalPages: 1 }),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const request: SentRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const handler = routes[`${method} ${url.pathname}`];
      return handler ? handler(request) : notFound();
    }),
  );
  return requests;
}
