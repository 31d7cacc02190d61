import { maxUploadBytes } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { multipart, samples } from '../../../test/multipart';
import { createPerson, personInput } from '../../../test/people';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

const upload = (
  headers: Record<string, string>,
  file: { name: string; content: Buffer },
  purpose = 'document',
) => {
  const body = multipart({ purpose }, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('files: upload, attach and download', () => {
  it('stores a file checked by content and serves it through its signed link only', async () => {
    const response = await upload(worker, { name: 'רישיון רכב.pdf', content: samples.pdf });
    expect(response.statusCode).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({
      name: 'רישיון רכב.pdf',
      mimeType: 'application/pdf',
      size: samples.pdf.length,
    });
    const download = await ctx.app.inject({ method: 'GET', url: stored.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(samples.pdf)).toBe(true);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: stored.url.replace(/signature=[^&]+/, 'signature=forged'),
    });
    expect(forged.statusCode).toBe(404);
    const expired = await ctx.app.inject({
      method: 'GET',
      url: stored.url.replace(/expires=\d+/, 'expires=1000'),
    });
    expect(expired.statusCode).toBe(404);
  });

  it('refuses a file over 5 MB, naming the field', async () => {
    const big = Buffer.concat([samples.png, Buffer.alloc(maxUploadBytes, 0)]);
    const response = await upload(worker, { name: 'big.png', content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.fields).toEqual({ file: 'validation.fileTooLarge' });
  });

  it('refuses what the slot does not accept, whatever the name says', async () => {
    const renamed = await upload(worker, { name: 'invoice.pdf', content: samples.exe });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.fields).toEqual({ file: 'validation.fileType' });
    expect((await upload(worker, { name: 'scan.pdf', content: samples.pdf }, 'photo')).statusCode).toBe(415);
    expect((await upload(worker, { name: 'x.png', content: samples.png }, 'everything')).statusCode).toBe(
      400,
    );
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: worker,
      payload: { a: 1 },
    });
    // A JSON body is refused like any content type the route does not take.
    expect(notMultipart.statusCode).toBe(415);
  });

  it('attaches uploads to a user, de-duplicated, and drops the ones removed later', async () => {
    const first = (await upload(worker, { name: 'a.png', content: samples.png })).json();
    const second = (await upload(worker, { name: 'b.pdf', content: samples.pdf })).json();
    const created = await createPerson(
      ctx,
      worker,
      'customer',
      personInput({ docs: [first._id, second._id, first._id] }),
    );
    expect(created.docs.map((doc: { name: string }) => doc.name)).toEqual(['a.png', 'b.pdf']);
    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/updateItem',
      headers: worker,
      payload: {
        _id: created._id,
        user: { ...personInput(), userInformation: created.userInformation, docs: [second._id] },
      },
    });
    expect(updated.json().docs.map((doc: { name: string }) => doc.name)).toEqual(['b.pdf']);
    expect((await ctx.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
  });

  it('refuses attaching someone else’s upload', async () => {
    const other = (await signedInAs(ctx, 'agent')).headers;
    const theirs = (await upload(other, { name: 'theirs.png', content: samples.png })).json();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/createItem',
      headers: worker,
      payload: { role: 'customer', user: personInput({ docs: [theirs._id] }) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'user.docs.0': 'validation.invalidValue' });
  });
});
