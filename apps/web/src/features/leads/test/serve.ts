import type { Lead } from '@tg/domain';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** Stubs `fetch` with a handler per call and records what was sent; 404 for calls it does not know. */
export function serve(
  handler: (method: string, path: string, body: unknown, url: URL) => Response | undefined,
) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path: url.pathname, search: url.search, body });
      return (
        handler(method, url.pathname, body, url) ??
        json({ error: { code: 'NOT_FOUND', message: url.pathname } }, 404)
      );
    }),
  );
  return requests;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export function sampleLead(overrides: Partial<Lead> = {}): Lead {
  return {
    _id: '1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8',
    leadNumber: 1001,
    status: 'new',
    name: 'משה כהן',
    phoneNumber: '+972501234567',
    machine: { tractorNumber: '1234567', vinNumber: '' },
    message: 'שמשה קדמית סדוקה',
    product: {
      _id: '2c3d4e5f-6071-4b82-9ca3-b4c5d6e7f809',
      name: 'שמשה קדמית',
      catalogNumber: 'W-100',
      category: 'windows',
    },
    photos: [],
    source: 'product',
    language: 'he',
    assignedTo: null,
    notes: [],
    links: { customerUserId: null, serviceCallId: null, priceQuoteDocId: null },
    createdAt: '2026-11-20T08:30:00.000Z',
    ...overrides,
  };
}
