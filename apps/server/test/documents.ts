import type { DocCategory, DocumentInput } from '@tg/domain';
import type { TestContext } from './test-app';

type Headers = Record<string, string>;

/** A product line as the modal sends it: the client's own amounts are there to be ignored. */
export const productLine = (overrides: Record<string, unknown> = {}) => ({
  category: 'windows',
  catalogNumber: 'W-100',
  name: 'שמשה קדמית',
  quantity: 1,
  price: 100,
  discount: 0,
  warehouse: { value: 2, label: 'בית עוזיאל', role: 'מחסן' },
  netPrice: 1,
  totalWithoutVAT: 1,
  ...overrides,
});

export const workLine = (overrides: Record<string, unknown> = {}) => ({
  category: 'works',
  catalogNumber: '1001',
  name: 'התקנה',
  quantity: 1,
  price: 250,
  discount: 0,
  ...overrides,
});

/** A price quote ready to issue: customer, machine and the example lines. */
export function quoteInput(overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    userInformation: {
      userType: 'individual',
      name: 'משה כהן',
      userId: '123456782',
      phoneNumber: '050-1234567',
    },
    machine: {
      vinNumber: 'JD6155M0001',
      tractorNumber: '1234567',
      machine: 'JOHN DEERE',
      model: '6155M',
      year: '2021',
    },
    products: [
      productLine({ price: 100, quantity: 2, discount: 10 }),
      productLine({ catalogNumber: 'W-200', price: 33.3, quantity: 3, discount: 0.15 }),
    ],
    works: [workLine()],
    ...overrides,
  } as DocumentInput;
}

export async function createDoc(
  ctx: TestContext,
  headers: Headers,
  category: DocCategory,
  doc: DocumentInput = quoteInput(),
  extra: Record<string, unknown> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/doc/createDoc',
    headers,
    payload: { category, doc, ...extra },
  });
}

export async function docCall(ctx: TestContext, headers: Headers, path: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `/api/doc/${path}`, headers, payload });
}

export async function lookupDoc(ctx: TestContext, headers: Headers, category: DocCategory, docId: number) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/doc/getItemByFields?category=${category}&fields=${encodeURIComponent(JSON.stringify([{ docId }]))}`,
    headers,
  });
}
