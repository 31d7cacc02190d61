import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, quoteInput } from '../../../test/documents';
import { createUser, signedInAs } from '../../../test/fixtures';
import { createProduct, post, serviceCallInput } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;

let ctx: TestContext;
let worker: Headers;
let storekeeperId: string;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  storekeeperId = (await createUser(ctx, 'storekeeper')).id;
  productId = (await createProduct(ctx, worker))._id;
});
afterAll(() => ctx.close());

const base = '/api/insurance/serviceCall';
const cardExtras = () => ({
  shippingAddress: { city: 'חיפה', shippingDate: '27/11/2026' },
  handleBy: { storekeeper: { id: storekeeperId, name: '' } },
});

/** A call opened by `headers`, approved by the office unless `approved` is false. */
async function openCall(headers: Headers, approved = true): Promise<string> {
  const call = (
    await post(ctx, `${base}/createServiceCall`, { serviceCall: serviceCallInput(productId) }, headers)
  ).json();
  if (approved && call.status === 'pending') {
    const response = await post(
      ctx,
      `${base}/updateGeneralServiceCall`,
      { serviceCall: { _id: call._id, status: 'approved' } },
      worker,
    );
    expect(response.statusCode, response.body).toBe(200);
  }
  return call._id;
}

async function statusOf(id: string): Promise<string> {
  return (
    await post(ctx, '/api/generalServiceCalls/searchServiceCallById', { serviceCallId: id }, worker)
  ).json().serviceCall.status;
}

describe('documents made from service calls', () => {
  it('takes an approved call only: a pending one answers 409 and stays pending', async () => {
    const pending = await openCall(worker, false);
    expect(await statusOf(pending)).toBe('pending');
    const refused = await createDoc(ctx, worker, 'priceQuote', {
      ...quoteInput(),
      LinkingIdServiceCall: pending,
    } as never);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ LinkingIdServiceCall: 'validation.invalidValue' });
    expect(await statusOf(pending)).toBe('pending');
  });

  it('refuses an agent another group’s call as unknown, without moving it', async () => {
    const agent = await signedInAs(ctx, 'agent');
    const theirs = await openCall(worker);
    const refused = await createDoc(ctx, agent.headers, 'priceQuote', {
      ...quoteInput(),
      LinkingIdServiceCall: theirs,
    } as never);
    expect(refused.statusCode).toBe(400);
    expect(await statusOf(theirs)).toBe('active');
  });

  it('follows its price quote into the work card a transfer makes, the card still linked to the call', async () => {
    const call = await openCall(worker);
    const quote = await createDoc(ctx, worker, 'priceQuote', {
      ...quoteInput(),
      LinkingIdServiceCall: call,
    } as never);
    expect(quote.statusCode, quote.body).toBe(201);
    expect(await statusOf(call)).toBe('price_quote_transfer');
    // The client sends the quote's link back, as a form does; the transfer is not refused for it.
    const card = await createDoc(
      ctx,
      worker,
      'workCard',
      { ...cardExtras(), LinkingIdServiceCall: call } as never,
      {
        transferFrom: { category: 'priceQuote', docId: quote.json().docId },
      },
    );
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json().LinkingIdServiceCall).toBe(call);
    expect(await statusOf(call)).toBe('workcard_transfer');
  });
});
