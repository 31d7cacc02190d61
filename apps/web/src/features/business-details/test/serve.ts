import { type BusinessDetails, businessDetailsSchema } from '@tg/domain';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export const sampleBusinessDetails = (): BusinessDetails =>
  businessDetailsSchema.parse({
    name: 'זכוכית לטרקטורים',
    tagline: 'שמשות וחלקי חילוף',
    highlights: ['15 שנות ניסיון', '4 ניידות שירות בשטח'],
    registrationNumber: '515123456',
    phone: '+97239000000',
    whatsapp: '+972509000000',
    email: 'office@tractor-glass.example',
    address: 'משק 12, בית עוזיאל',
    openingHours: 'א׳–ה׳ 08:00–17:00',
    bank: { bankName: 'בנק הפועלים', branchNumber: '600', accountNumber: '123456', accountName: '' },
    social: { website: 'https://tractor-glass.example', facebook: '', instagram: '' },
  });

/**
 * Stubs `fetch` with a small business-details server: get answers the stored record, update
 * stores what the shared schema makes of the body (400 with its fields when refused), as the
 * server does. `handler` answers first when it wants to (failures). Every request is recorded.
 */
export function serve(
  details: BusinessDetails = sampleBusinessDetails(),
  handler: (method: string, path: string, body: unknown) => Response | undefined = () => undefined,
) {
  const requests: RecordedRequest[] = [];
  let stored = details;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, body });
      const answer = handler(method, path, body);
      if (answer) return answer;
      if (path === '/settings/getBusinessDetails') return json(stored);
      if (path === '/settings/updateBusinessDetails') {
        const parsed = businessDetailsSchema.safeParse(body);
        if (!parsed.success) {
          const fields = Object.fromEntries(
            parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
          );
          return json({ error: { code: 'VALIDATION_FAILED', message: 'invalid', fields } }, 400);
        }
        stored = parsed.data;
        return json(stored);
      }
      return json({ error: { code: 'NOT_FOUND', message: path } }, 404);
    }),
  );
  return requests;
}

/** The toasts on screen. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.MuiSnackbar-root .MuiAlert-root')].map(
    (alert) => alert.textContent ?? '',
  );
}
