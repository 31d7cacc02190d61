import { emptyBusinessDetails } from '@tg/domain';
import { vi } from 'vitest';
import { sampleCategories } from './sample-products';

export interface RecordedRequest {
  method: string;
  url: URL;
  path: string;
  body: unknown;
}

/** The business's settings as a fresh install answers them: VAT 18 %. */
export const businessDetails = emptyBusinessDetails('זכוכית לטרקטורים');

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/**
 * Stubs `fetch`: the handler answers what a test cares about; categories, options, warehouses and
 * stock get plain answers otherwise, and anything else is 404. Every request is recorded.
 */
export function serve(
  handler: (method: string, path: string, body: unknown, url: URL) => Response | undefined = () => undefined,
) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, url, path, body });
      const answer = handler(method, path, body, url);
      if (answer) return answer;
      if (path === '/product/fetchProductCategories') return json({ categories: sampleCategories });
      if (path === '/settings/getBusinessDetails') return json(businessDetails);
      if (path === '/product/getOptions') return json({ machines: [], years: [] });
      if (path === '/warehouses/fetchWarehouses') return json({ warehouses: [], total: 0, totalPages: 1 });
      if (path === '/warehouses/getProductWarehouseDetails') return json({ warehouses: [] });
      return json({ error: { code: 'NOT_FOUND', message: path } }, 404);
    }),
  );
  return requests;
}

/** The toast on screen; a dialog hides the page from assistive technology, so found by its place. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.MuiSnackbar-root .MuiAlert-root')].map(
    (alert) => alert.textContent ?? '',
  );
}
