import { type BusinessDocument, formatDisplayDate, todayIso } from '@tg/domain';
import { json, type RecordedRequest, sampleDocument, serve } from './serve';

export const today = formatDisplayDate(todayIso());

/** A work card of `day` (today by default) with two product lines, at 09:30 in Haifa. */
export function workCard(docId: number, overrides: Parameters<typeof sampleDocument>[1] = {}, day = today) {
  return sampleDocument('workCard', {
    docId,
    userInformation: { name: 'משה כהן', phoneNumber: '+972501234567' },
    contactDetails: { name: 'יוסי', phoneNumber: '+972527654321' },
    shippingAddress: {
      city: 'חיפה',
      neighborhood: 'הרצל',
      buildingNumber: '12',
      shippingDate: day,
      hour: '09:30',
    },
    products: [
      { catalogNumber: '100234', name: 'שמשה קדמית', quantity: 2, price: 100 },
      { catalogNumber: '100500', name: 'מראה צד', quantity: 1, price: 50 },
    ],
    ...overrides,
  });
}

type Fields = Record<string, unknown> & {
  productsPicking?: { line: number; isPicked: boolean; scannedCount: number }[];
};

/** The stored card after updateItemByFields set `fields` on it, as the server does. */
function applied(doc: BusinessDocument, fields: Fields): BusinessDocument {
  const { 'generalStatus.status': status, productsPicking, ...rest } = fields;
  const next = { ...doc, ...rest } as BusinessDocument;
  if (productsPicking) {
    next.products = doc.products.map((product, line) => {
      const picking = productsPicking.find((entry) => entry.line === line);
      return picking
        ? { ...product, isPicked: picking.isPicked, scannedCount: picking.scannedCount }
        : product;
    });
  }
  return {
    ...next,
    generalStatus: { ...doc.generalStatus, status: (status as string) ?? doc.generalStatus.status },
  };
}

export interface DayServerOptions {
  /** Answers an update before it is applied (a refused one leaves the card as it was). */
  refuse?: (body: Record<string, unknown>) => Response | Promise<Response> | undefined;
  /** False: updates get no answer (the connection is down), as fetch fails then. */
  reachable?: () => boolean;
}

/**
 * The server's side: the cards by day (dd/MM/yyyy), updateItemByFields setting fields on the
 * stored card, and attachFiles adding proof images by file id.
 */
export function serveDays(
  days: Record<string, BusinessDocument[]>,
  { refuse = () => undefined, reachable = () => true }: DayServerOptions = {},
): RecordedRequest[] {
  const requests = serve((_method, path, body) => {
    const request = body as Record<string, unknown>;
    if (path === '/doc/fetchDailyTasks') {
      const docs = days[request.day as string] ?? [];
      return json({ docs, totalDocs: docs.length, totalPages: 1 });
    }
    const find = () =>
      Object.values(days)
        .flat()
        .find((candidate) => candidate.docId === request.docId);
    const change = (next: (doc: BusinessDocument) => BusinessDocument) => {
      for (const [day, docs] of Object.entries(days)) {
        days[day] = docs.map((doc) => (doc.docId === request.docId ? next(doc) : doc));
      }
      return json({ doc: find() });
    };
    if (path === '/doc/updateItemByFields') {
      if (!reachable()) throw new TypeError('Failed to fetch');
      const refused = refuse(request);
      if (refused) return refused as Response;
      return change((doc) => applied(doc, request.fields as Fields));
    }
    if (path === '/doc/attachFiles') {
      const added = (request.add as string[]).map((id) => ({ value: `/api/files/${id}/photo.jpg?sig=1` }));
      return change((doc) => ({ ...doc, proofImages: [...doc.proofImages, ...added] }));
    }
    return undefined;
  });
  return requests;
}

export const updates = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/doc/updateItemByFields').map((request) => request.body);

/** A stand-in for XMLHttpRequest (uploads with progress) that the test drives. */
export class FakeUpload {
  static all: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeUpload.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name === 'content-type' ? 'application/json' : null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
