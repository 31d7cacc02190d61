import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, docCall, lookupDoc, quoteInput } from '../../../test/documents';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;

let ctx: TestContext;
let worker: Headers;
let supplier: Awaited<ReturnType<typeof signedInAs>>;
let otherSupplier: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  supplier = await signedInAs(ctx, 'supplier');
  otherSupplier = await signedInAs(ctx, 'supplier');
});
afterAll(() => ctx.close());

const orderedLine = {
  category: 'mirrors',
  catalogNumber: 'M-300',
  name: 'מראה צד',
  quantity: 4,
  price: 180,
  discount: 0,
  deliveryTime: '3 ימי עסקים',
  supplier: { name: 'מראות הצפון', refNumber: 'MR-77' },
  // Whatever the client says, the server computes the amounts.
  totalWithoutVAT: 1,
};

/** A price quote with a supplier order addressed to `supplierId`, a customer phone and a note. */
async function orderFor(supplierId: string) {
  const response = await createDoc(ctx, worker, 'priceQuote', {
    ...quoteInput({
      userInformation: { name: 'משה כהן', userId: '123456782', phoneNumber: '050-7654321' },
      contactDetails: { name: 'דני איש קשר', phoneNumber: '052-1112233', email: 'dani@example.com' },
      shippingAddress: {
        city: 'חיפה',
        neighborhood: 'הרצל',
        buildingNumber: '5',
        shippingDate: '26/11/2026',
      },
      purchaseOrder: 'PO-4411',
      comments: 'מחיר מיוחד ללקוח',
      docNotes: [{ content: 'הערה פנימית לצוות', isNew: true }],
      orderedProducts: [orderedLine],
    }),
    handleBy: { supplier: { id: supplierId, name: 'anything' } },
  } as never);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('a supplier order on a document', () => {
  it('is stored with each line’s supplier and reference, priced on the server', async () => {
    const doc = await orderFor(supplier.user.id);
    expect(doc.orderedProducts).toEqual([
      expect.objectContaining({
        catalogNumber: 'M-300',
        quantity: 4,
        netPrice: 180,
        totalWithoutVAT: 720,
        supplier: { name: 'מראות הצפון', refNumber: 'MR-77' },
      }),
    ]);
    expect(doc.handleBy.supplier).toEqual({ id: supplier.user.id, name: 'supplier test' });
    // The order is not the customer's: the document's total is its products and works alone.
    expect(doc.docTotalPrice).toBe(608);
  });

  it('refuses a line of more than 999 units beside its quantity', async () => {
    const response = await createDoc(
      ctx,
      worker,
      'priceQuote',
      quoteInput({ orderedProducts: [{ ...orderedLine, quantity: 1000 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['doc.orderedProducts.0.quantity']).toBe(
      'validation.orderQuantityRange',
    );
  });
});

describe('what a supplier reads', () => {
  it('finds the orders addressed to it, and only those', async () => {
    const mine = await orderFor(supplier.user.id);
    const theirs = await orderFor(otherSupplier.user.id);
    const latest = (await docCall(ctx, supplier.headers, 'fetchLast10Docs', { page: 0, limit: 100 })).json();
    const numbers = latest.lastDocs.map((doc: { docId: number }) => doc.docId);
    expect(numbers).toContain(mine.docId);
    expect(numbers).not.toContain(theirs.docId);
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/doc/getAllDocs?category=priceQuote&limit=100',
        headers: supplier.headers,
      })
    ).json();
    expect(
      list.docs.every(
        (doc: { handleBy: { supplier: { id: string } } }) => doc.handleBy.supplier.id === supplier.user.id,
      ),
    ).toBe(true);
    expect(list.docs.map((doc: { docId: number }) => doc.docId)).not.toContain(theirs.docId);
  });

  it('gets 404 for another supplier’s order, and finds nothing when looking it up', async () => {
    const theirs = await orderFor(otherSupplier.user.id);
    expect((await lookupDoc(ctx, supplier.headers, 'priceQuote', theirs.docId)).json().items).toEqual([]);
    const foreign = await docCall(ctx, supplier.headers, 'updateItemByFields', {
      category: 'priceQuote',
      docId: theirs.docId,
      fields: { 'generalStatus.status': 'בטיפול' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('reads the order and where it goes, never the customer, prices, notes or log', async () => {
    const mine = await orderFor(supplier.user.id);
    const response = await lookupDoc(ctx, supplier.headers, 'priceQuote', mine.docId);
    const [doc] = response.json().items;
    expect(doc).toMatchObject({
      docId: mine.docId,
      category: 'priceQuote',
      status: true,
      purchaseOrder: 'PO-4411',
      shippingAddress: {
        city: 'חיפה',
        neighborhood: 'הרצל',
        buildingNumber: '5',
        shippingDate: '26/11/2026',
      },
      machine: { machine: 'JOHN DEERE', model: '6155M', year: '2021', vinNumber: '', tractorNumber: '' },
      handleBy: { supplier: { id: supplier.user.id }, worker: null, storekeeper: null, installer: null },
      orderedProducts: [expect.objectContaining({ catalogNumber: 'M-300', totalWithoutVAT: 720 })],
      products: [],
      works: [],
      docTotalPrice: 0,
      docNotes: [],
      activityLog: [],
      comments: '',
      pdfUrl: '',
      pdfUrl2: '',
    });
    expect(doc.userInformation).toMatchObject({ name: '', phoneNumber: '', userId: '' });
    expect(doc.contactDetails).toMatchObject({ name: '', phoneNumber: '', email: '' });
    // Nowhere in the answer: the customer's name, id and phones, the customer prices, the notes.
    for (const secret of ['משה כהן', '123456782', '7654321', '1112233', 'הערה פנימית', 'מחיר מיוחד'])
      expect(response.body).not.toContain(secret);
    // The worker who wrote it still reads it whole.
    const whole = (await lookupDoc(ctx, worker, 'priceQuote', mine.docId)).json().items[0];
    expect(whole.userInformation.name).toBe('משה כהן');
    expect(whole.docTotalPrice).toBe(608);
  });

  it('answers a progress update with the supplier’s part only', async () => {
    const mine = await orderFor(supplier.user.id);
    const response = await docCall(ctx, supplier.headers, 'updateItemByFields', {
      category: 'priceQuote',
      docId: mine.docId,
      fields: { 'generalStatus.status': 'בטיפול' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().doc).toMatchObject({
      generalStatus: { status: 'בטיפול' },
      products: [],
      docTotalPrice: 0,
      activityLog: [],
    });
    expect(response.body).not.toContain('7654321');
  });
});
