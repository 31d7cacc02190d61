import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createProduct, post, productInput } from '../../../test/insurance';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
let agent: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
});
afterAll(() => ctx.close());

const base = '/api/insurance/policy-product';
const list = (body: object, headers = worker) => post(ctx, `${base}/fetchPolicyProducts`, body, headers);

describe('service letters', () => {
  it('creates with a sequential number and answers it in list order with its CSV type', async () => {
    const first = await createProduct(ctx, worker, { policyName: 'שמשות בסיס' });
    const second = await createProduct(ctx, worker, { policyName: 'פנסים ומראות', type: 'lights' });
    expect(Number(second.policyNumber)).toBe(Number(first.policyNumber) + 1);
    const page = (await list({ page: 1, limit: 50 })).json();
    const names = page.policyProducts.map((product: { policyName: string }) => product.policyName);
    expect(names.indexOf('שמשות בסיס')).toBeLessThan(names.indexOf('פנסים ומראות'));
    expect(page.policyProducts[0].csvType).toBe(1);
    expect(page.policyProducts[0]).toMatchObject({
      policyPrice: expect.any(Number),
      link: expect.stringMatching(/^https?:/),
    });
  });

  it('refuses a missing name, a non-numeric price and no terms, per field', async () => {
    const response = await post(
      ctx,
      `${base}/createPolicy`,
      { ...productInput(), policyName: ' ', policyPrice: '12a' },
      worker,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      policyName: 'validation.required',
      policyPrice: 'validation.numberOnly',
    });
    const noTerms = await post(ctx, `${base}/createPolicy`, { ...productInput(), link: '' }, worker);
    expect(noTerms.json().error.fields).toEqual({ link: 'validation.termsRequired' });
  });

  it('keeps an uploaded terms document and answers a signed link to it', async () => {
    const body = multipart(
      { purpose: 'document' },
      { name: 'terms.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
    );
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...worker, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const created = await createProduct(ctx, worker, { link: '', termsFileId: upload.json()._id });
    const found = (await list({ page: 1, limit: 100 }))
      .json()
      .policyProducts.find((product: { _id: string }) => product._id === created._id);
    expect(found.termsFile.name).toBe('terms.pdf');
    expect(found.link).toContain(`/api/files/${upload.json()._id}/`);
  });

  it('updates and deletes; the deleted one leaves the list and the next moves up a CSV type', async () => {
    const product = await createProduct(ctx, worker);
    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/updatePolicyProduct`,
      headers: worker,
      payload: { _id: product._id, ...productInput({ policyName: 'שם חדש', policyPrice: '99.5' }) },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ policyName: 'שם חדש', policyPrice: 99.5 });
    const before = (await list({ page: 1, limit: 100 })).json().total;
    expect((await post(ctx, `${base}/deletePolicy`, { _id: product._id }, worker)).statusCode).toBe(200);
    expect((await list({ page: 1, limit: 100 })).json().total).toBe(before - 1);
    expect((await post(ctx, `${base}/deletePolicy`, { _id: product._id }, worker)).statusCode).toBe(404);
  });

  it('lets an agent read but not change them', async () => {
    expect((await list({ page: 1 }, agent)).statusCode).toBe(200);
    expect((await post(ctx, `${base}/createPolicy`, productInput(), agent)).statusCode).toBe(403);
  });

  it('searches by name and filters by type', async () => {
    await createProduct(ctx, worker, { policyName: 'מראות צד מיוחד', type: 'lights' });
    const found = (await list({ page: 1, search: 'מראות צד' })).json();
    expect(found.policyProducts.map((product: { policyName: string }) => product.policyName)).toEqual([
      'מראות צד מיוחד',
    ]);
    const lights = (await list({ page: 1, limit: 100, type: 'lights' })).json();
    expect(lights.policyProducts.every((product: { type: string }) => product.type === 'lights')).toBe(true);
  });
});
