import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  path: string;
  body: unknown;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A refused call as the server answers it (`{ error: { code, message, fields } }`). */
export const failure = (status: number, code: string, fields?: Record<string, string>) =>
  json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, status);

/** The general statuses, in their order. */
export const sampleStatuses = [
  { _id: 's1', value: 'הצעת מחיר ללקוח', index: 1 },
  { _id: 's2', value: 'סטטוס כללי', index: 2 },
  { _id: 's3', value: 'בטיפול', index: 3 },
];

/**
 * Stubs `fetch`: the handler answers what a test cares about; statuses and people lists get plain
 * answers otherwise, and anything else is 404. Every request is recorded.
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
      if (path === '/settings/getGeneralStatuses') return json({ generalStatuses: sampleStatuses });
      if (path === '/users/getData') return json({ users: [], total: 0, totalPages: 1 });
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
