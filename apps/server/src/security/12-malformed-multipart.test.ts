import { errorCodes } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { storedFiles } from '../modules/files/files.table';
import { registryImports } from '../modules/registry/registry.table';

/**
 * Issue 13 item 12: a broken multipart body (no boundary, cut off, broken part headers, no file,
 * a content type that is not multipart) on the upload and import routes answered 500. Every
 * case now answers 400 (415 for a body that is not multipart at all) with the usual error body,
 * and nothing is stored or left running.
 */
let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await signedInAs(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

const boundary = 'tg-malformed';
const multipartType = `multipart/form-data; boundary=${boundary}`;
const fieldPart = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;

const routes = [
  { url: '/api/files/upload', fields: fieldPart('purpose', 'document'), fileName: 'a.pdf' },
  { url: '/api/insurance/subscriptions/importCsv', fields: '', fileName: 'policies.csv' },
  { url: '/api/gov/import', fields: fieldPart('category', 'vehicle'), fileName: 'gov.csv' },
];
const content = '%PDF-1.4\n1 0 obj <<>> endobj\n'.repeat(200);

const badBodies = (route: (typeof routes)[number]) => [
  {
    name: 'multipart without a boundary',
    type: 'multipart/form-data',
    body: `${route.fields}${fileHead(route.fileName)}${content}\r\n--${boundary}--\r\n`,
    status: 400,
  },
  {
    name: 'a body cut off inside the file',
    type: multipartType,
    body: `${route.fields}${fileHead(route.fileName)}${content}`,
    status: 400,
  },
  {
    name: 'a body cut off inside the part headers',
    type: multipartType,
    body: `${route.fields}--${boundary}\r\nContent-Disposition: form-da`,
    status: 400,
  },
  {
    name: 'a boundary that the body does not use',
    type: 'multipart/form-data; boundary=another',
    body: `${route.fields}${fileHead(route.fileName)}${content}\r\n--${boundary}--\r\n`,
    status: 400,
  },
  { name: 'no file part', type: multipartType, body: `${route.fields}--${boundary}--\r\n`, status: 400 },
  { name: 'an empty body', type: multipartType, body: '', status: 400 },
  { name: 'a JSON body', type: 'application/json', body: '{"file":"x"}', status: 415 },
  { name: 'a text body', type: 'text/plain', body: content, status: 415 },
  { name: 'an XML body', type: 'application/xml', body: '<file/>', status: 415 },
];

describe('malformed multipart on the upload and import routes', () => {
  for (const route of routes) {
    for (const bad of badBodies(route)) {
      it(`${route.url}: ${bad.name} answers ${bad.status} with the error body`, async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': bad.type },
          payload: bad.body,
        });
        expect(response.statusCode).toBe(bad.status);
        const { error } = response.json();
        expect(error.code).toBe(bad.status === 415 ? errorCodes.unsupportedMediaType : errorCodes.validation);
        expect(typeof error.message).toBe('string');
      });
    }
  }

  it('stores no file and leaves no import running after the broken bodies', async () => {
    expect(await ctx.db.select().from(storedFiles)).toEqual([]);
    const imports = await ctx.db.select().from(registryImports);
    expect(imports.filter((job) => job.status === 'running')).toEqual([]);
  });

  it('still takes a whole body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...headers, 'content-type': multipartType },
      payload: `${fieldPart('purpose', 'document')}${fileHead('a.pdf')}${content}\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(201);
  });
});
