import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, lookupDoc, quoteInput } from '../../../test/documents';
import { signedInAs, signIn, uniquePhone } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;

let ctx: TestContext;
let worker: Headers;
let storekeeper: Awaited<ReturnType<typeof signedInAs>>;
let installer: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  storekeeper = await signedInAs(ctx, 'storekeeper');
  installer = await signedInAs(ctx, 'installer');
});
afterAll(() => ctx.close());

/** A work card for today with everything a document can hold, assigned to the two field workers. */
async function fullCard(isPriceVisible: boolean, customerId = '123456782') {
  const response = await createDoc(ctx, worker, 'workCard', {
    ...quoteInput({
      userInformation: {
        name: 'משה כהן',
        userId: customerId,
        phoneNumber: '050-7654321',
        email: 'moshe@example.com',
      },
      billingCustomer: { name: 'חברת ביטוח', userId: '515123456' },
      shippingAddress: {
        city: 'חיפה',
        neighborhood: 'הרצל',
        buildingNumber: '5',
        shippingDate: '27/11/2026',
      },
      docNotes: [{ content: 'הערה פנימית לצוות', isNew: true }],
      orderedProducts: [
        {
          category: 'mirrors',
          catalogNumber: 'M-300',
          name: 'מראה צד',
          quantity: 1,
          price: 180,
          discount: 0,
        },
      ],
      personalAccidents: { noInjuredPersons: true, persons: [] },
      isPriceVisible,
    } as never),
    handleBy: {
      storekeeper: { id: storekeeper.user.id, name: '' },
      installer: { id: installer.user.id, name: '' },
    },
  } as never);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('what each role reads of a document', () => {
  it('gives installers and storekeepers who, where and what, without ids, billing, forms, order or log', async () => {
    const card = await fullCard(false);
    for (const person of [storekeeper, installer]) {
      const [seen] = (await lookupDoc(ctx, person.headers, 'workCard', card.docId)).json().items;
      expect(seen.userInformation).toMatchObject({
        name: 'משה כהן',
        phoneNumber: '050-7654321',
        userId: '',
        email: '',
      });
      expect(seen.shippingAddress).toMatchObject({ city: 'חיפה', neighborhood: 'הרצל', buildingNumber: '5' });
      expect(seen.products.map((line: { quantity: number }) => line.quantity)).toEqual([2, 3]);
      expect(seen.billingCustomer.name).toBe('');
      expect(seen.personalAccidents).toBeNull();
      expect(seen.orderedProducts).toEqual([]);
      expect(seen.activityLog).toEqual([]);
      // Prices are not shown on this document: none reach the people carrying it out.
      expect(seen.docTotalPrice).toBe(0);
      expect(
        seen.products.every((line: { price: number; netPrice: number }) => line.price + line.netPrice === 0),
      ).toBe(true);
      expect([seen.pdfUrl, seen.pdfUrl2]).toEqual(['', '']);
    }
  });

  it('shows the field workers the prices when the document shows them', async () => {
    const card = await fullCard(true);
    const [seen] = (await lookupDoc(ctx, installer.headers, 'workCard', card.docId)).json().items;
    expect(seen.docTotalPrice).toBe(card.docTotalPrice);
    expect(seen.products[0].price).toBe(100);
  });

  it('gives the customer what was issued to them, without the supplier order, staff notes or log', async () => {
    const phoneNumber = uniquePhone();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/createItem',
      headers: worker,
      payload: {
        role: 'customer',
        user: { userInformation: { name: 'משה כהן', userId: '039337423', phoneNumber } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const card = await fullCard(true, '039337423');
    const session = await signIn(ctx, phoneNumber, 'customer');
    const [seen] = (
      await lookupDoc(ctx, { authorization: `Bearer ${session.token}` }, 'workCard', card.docId)
    ).json().items;
    expect(seen.docTotalPrice).toBe(card.docTotalPrice);
    expect(seen.products).toHaveLength(2);
    expect(seen.orderedProducts).toEqual([]);
    expect(seen.docNotes).toEqual([]);
    expect(seen.activityLog).toEqual([]);
    // Staff read it all.
    const [staff] = (await lookupDoc(ctx, worker, 'workCard', card.docId)).json().items;
    expect(staff.orderedProducts).toHaveLength(1);
    expect(staff.docNotes).toHaveLength(1);
  });
});
