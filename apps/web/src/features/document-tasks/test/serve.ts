import {
  type BusinessDocument,
  type DocCategory,
  type DocumentInput,
  documentInputSchema,
  documentSchema,
} from '@tg/domain';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A refused call as the server answers it (`{ error: { code, message, fields } }`). */
export const failure = (status: number, code: string, fields?: Record<string, string>) =>
  json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, status);

/**
 * Stubs `fetch`: the handler answers what a test cares about, anything else is 404. Paths are
 * given without `/api`; every request is recorded.
 */
export function serve(handler: (method: string, path: string, body: unknown) => Response | undefined) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, body });
      return handler(method, path, body) ?? json({ error: { code: 'NOT_FOUND', message: path } }, 404);
    }),
  );
  return requests;
}

let next = 1;

/** A saved document as the lists answer it; `doc` holds the fields a test cares about. */
export function sampleDocument(
  category: DocCategory,
  doc: DocumentInput &
    Partial<Pick<BusinessDocument, 'docId' | 'date' | 'status' | 'docTotalPrice' | 'pdfUrl'>> & {
      status?: boolean;
    } = {},
): BusinessDocument {
  const n = next++;
  const { docId, date, status, docTotalPrice, pdfUrl, generalStatus, ...input } = doc;
  const parsed = documentInputSchema.parse({
    userInformation: { name: 'משה כהן', userId: '123456789', phoneNumber: '+972501234567' },
    shippingAddress: { city: 'חיפה', neighborhood: 'הרצל', buildingNumber: '12' },
    ...input,
  });
  const priced = (lines: typeof parsed.products) =>
    lines.map((line) => ({
      ...line,
      netPrice: line.price,
      totalWithoutVAT: line.price * line.quantity,
    }));
  return documentSchema.parse({
    ...parsed,
    _id: `0b6f5f2e-4c7d-4a51-9a0e-4f2f0d1c${String(1000 + n).padStart(4, '0')}`,
    docId: docId ?? 2000 + n,
    category,
    date: date ?? '05/01/2026',
    status: status ?? true,
    generalStatus: {
      status: generalStatus?.status ?? 'סטטוס כללי',
      LastModifiedDate: '05/01/2026 09:30',
      LastModifiedBy: 'Dana Levi',
    },
    createdBy: { name: 'Dana Levi', userId: '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40', role: 'worker' },
    products: priced(parsed.products),
    works: priced(parsed.works),
    vatPercent: 18,
    orderedProducts: [],
    docNotes: [],
    docTotalPrice: docTotalPrice ?? 0,
    pdfUrl: pdfUrl ?? '',
    pdfUrl2: '',
    LinkingReferenceNumber: null,
    closeReason: '',
    activityLog: [],
  });
}
