import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, uploadFile } from '../../../test/fixtures';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));
const get = (url: string, query: Record<string, string>, headers = worker) =>
  ctx.app.inject({ method: 'GET', url, headers, query });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers = worker) =>
  ctx.app.inject({ method, url, headers, payload });

async function importFile(category: string, name: string, content: Buffer) {
  const body = multipart({ category }, { name, content });
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/gov/import',
    headers: { ...worker, ...body.headers },
    payload: body.payload,
  });
  expect(started.statusCode).toBe(202);
  expect(started.json()).toMatchObject({ status: 'running', category, fileName: name });
  for (let attempt = 0; attempt < 100; attempt++) {
    const job = (await get(`/api/gov/import/${started.json()._id}`, {})).json();
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('import did not finish');
}

const vehicle = (overrides: Record<string, unknown> = {}) => ({
  mispar_rechev: '55-500-01',
  mispar_shilda: 'MANUAL0000000001',
  tozeret_nm: 'MASSEY FERGUSON',
  degem_nm: '5713',
  shnat_yitzur: '2022',
  sug_tzama_nm: 'טרקטור',
  details: {},
  ...overrides,
});

describe('registry: import', () => {
  it('imports a Windows-1255 file, repairing what it can and reporting the rest by line', async () => {
    const job = await importFile('braidTools', 'cme.csv', fixture('braid-tools-1255.csv'));
    expect(job).toMatchObject({
      status: 'done',
      encoding: 'windows-1255',
      processedLines: 10,
      added: 6,
      updated: 0,
      unchanged: 0,
      rejected: 2,
      error: null,
    });
    expect(job.rejectedLines).toEqual([
      { line: 5, reason: 'expected 11 fields, found 10' },
      { line: 7, reason: 'no plate and no chassis number' },
    ]);
    const caterpillar = await get('/api/gov/getItemByFields', {
      category: 'braidTools',
      fields: '[{"mispar_rechev":"1234503"}]',
    });
    expect(caterpillar.json().items[0]).toMatchObject({
      tozeret_nm: 'CATERPILLAR',
      sug_tzama_nm: 'מחפר זחלי',
      createdByGov: true,
    });
    // The line broken in two (lines 8 and 9) was joined back.
    const jcb = await get('/api/gov/getItemByFields', {
      category: 'braidTools',
      fields: '[{"mispar_rechev":"1234506"}]',
    });
    expect(jcb.json().items[0]).toMatchObject({ sug_tzama_nm: 'מעמיס אופני', details: { koah_sus: '92' } });
  });

  it('changes nothing when the same file is imported again', async () => {
    const job = await importFile('braidTools', 'cme.csv', fixture('braid-tools-1255.csv'));
    expect(job).toMatchObject({ status: 'done', added: 0, updated: 0, unchanged: 6, rejected: 2 });
  });

  it('updates what the government changed and never touches manual records', async () => {
    const manual = await send('POST', '/api/gov/createItem', {
      category: 'braidTools',
      item: vehicle({ mispar_rechev: '9990001' }),
    });
    expect(manual.statusCode).toBe(201);
    const file = Buffer.from(
      'mispar_tzama|shilda_totzar_en_nm|degem_nm|shnat_yitzur|mispar_shilda\n1234501|JOHN DEERE|6155R PREMIUM|2019|1L06155RKKK900123\n9990001|OTHER|X|2000|OTHER1\n',
    );
    const job = await importFile('braidTools', 'update.csv', file);
    expect(job).toMatchObject({ encoding: 'utf-8', added: 0, updated: 1, unchanged: 1 });
    const kept = await get('/api/gov/getItemByFields', {
      category: 'braidTools',
      fields: '[{"mispar_rechev":"9990001"}]',
    });
    expect(kept.json().items[0]).toMatchObject({ tozeret_nm: 'MASSEY FERGUSON', createdByGov: false });
  });

  it('imports a UTF-8 vehicles file whose chassis column is misgeret', async () => {
    const job = await importFile('vehicleTools', 'private.csv', fixture('vehicle-tools-utf8.csv'));
    expect(job).toMatchObject({ status: 'done', encoding: 'utf-8', added: 2, rejected: 0 });
  });

  it('fails a file without plate or chassis columns, saying which', async () => {
    const job = await importFile('heavyTools', 'wrong.csv', Buffer.from('a|b\n1|2\n'));
    expect(job).toMatchObject({
      status: 'failed',
      error: 'the file has no column mispar_rechev / mispar_shilda',
    });
  });

  it('refuses an unknown category', async () => {
    const body = multipart({ category: 'boats' }, { name: 'x.csv', content: Buffer.from('a\n') });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/gov/import',
      headers: { ...worker, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ category: 'validation.invalidValue' });
  });
});

describe('registry: finding vehicles', () => {
  it('lists a category zero-based, newest first, with prefix searches from three characters', async () => {
    const page = (await get('/api/gov/getData', { category: 'braidTools', page: '0', limit: '2' })).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(7);
    expect(page.totalPages).toBe(4);
    expect(
      (await get('/api/gov/getData', { category: 'braidTools', vinNumber: 'cat0320' })).json().total,
    ).toBe(1);
    expect(
      (await get('/api/gov/getData', { category: 'braidTools', tractorNumber: '12-345' })).json().total,
    ).toBe(6);
    expect(
      (await get('/api/gov/getData', { category: 'braidTools', tractorNumber: '12' })).json().total,
    ).toBe(7);
    expect(
      (
        await get('/api/gov/getData', {
          category: 'braidTools',
          machine: 'JOHN DEERE',
          model: '6155R PREMIUM',
        })
      ).json().total,
    ).toBe(1);
  });

  it('offers manufacturers, then models of one, then years of a model', async () => {
    const options = (
      await get('/api/gov/getOptions', { category: 'braidTools', machine: 'KUBOTA', model: 'M7-172' })
    ).json();
    expect(options.manufacturers).toEqual([
      'CATERPILLAR',
      'HITACHI',
      'JCB',
      'JOHN DEERE',
      'KUBOTA',
      'MANITOU',
      'MASSEY FERGUSON',
    ]);
    expect(options.models).toEqual(['M7-172']);
    expect(options.years).toEqual(['2018']);
  });

  it('looks up across all categories by chassis or plate, answering several for the chooser', async () => {
    const byChassis = await get('/api/gov/getItemByFields', {
      category: 'gov-all',
      fields: JSON.stringify([{ mispar_shilda: 'jtnb23he003456789' }, { mispar_rechev: '1234502' }]),
    });
    expect(
      byChassis
        .json()
        .items.map((item: { category: string }) => item.category)
        .sort(),
    ).toEqual(['braidTools', 'vehicleTools']);
    const none = await get('/api/gov/getItemByFields', {
      category: 'gov-all',
      fields: '[{"mispar_shilda":"NOPE"}]',
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('No items found');
    expect(
      (await get('/api/gov/getItemByFields', { category: 'gov-all', fields: '[{"owner":"x"}]' })).statusCode,
    ).toBe(400);
  });
});

describe('registry: one search of every category (gov-all)', () => {
  it('finds a plate in whichever category holds it, saying each record’s category and each category’s count', async () => {
    const created = await send('POST', '/api/gov/createItem', {
      category: 'braidTools',
      item: vehicle({ mispar_rechev: '6000059', mispar_shilda: 'ALLCAT0000000059' }),
    });
    expect(created.statusCode).toBe(201);
    const all = (await get('/api/gov/getData', { category: 'gov-all', tractorNumber: '6000059' })).json();
    expect(all.items.map((item: { category: string; _id: string }) => [item.category, item._id])).toEqual([
      ['braidTools', created.json()._id],
    ]);
    expect(all.total).toBe(1);
    expect(all.categoryTotals).toEqual({ braidTools: 1 });
    // Narrowed to the government vehicles it is not found, and nothing is counted elsewhere.
    const narrowed = (
      await get('/api/gov/getData', { category: 'vehicleTools', tractorNumber: '6000059' })
    ).json();
    expect(narrowed.total).toBe(0);
    expect(narrowed.categoryTotals).toBeUndefined();
  });

  it('lists every category’s records together when nothing is searched, and refuses unknown categories', async () => {
    const totals = await Promise.all(
      ['braidTools', 'heavyTools', 'vehicleTools'].map(
        async (category) => (await get('/api/gov/getData', { category })).json().total as number,
      ),
    );
    const all = (await get('/api/gov/getData', { category: 'gov-all' })).json();
    expect(all.total).toBe(totals.reduce((sum, total) => sum + total, 0));
    expect(all.categoryTotals).toBeUndefined();
    expect((await get('/api/gov/getData', { category: 'everything' })).statusCode).toBe(400);
    const options = (await get('/api/gov/getOptions', { category: 'gov-all' })).json();
    expect(options.manufacturers).toEqual(expect.arrayContaining(['JOHN DEERE', 'MASSEY FERGUSON']));
  });
});

describe('registry: manual records', () => {
  it('creates with createdByGov false and answers 409 for a plate already in the category', async () => {
    const created = await send('POST', '/api/gov/createItem', {
      category: 'heavyTools',
      item: vehicle({ details: { sug_delek_nm: 'סולר' } }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      mispar_rechev: '5550001',
      mispar_shilda: 'MANUAL0000000001',
      createdByGov: false,
    });
    const again = await send('POST', '/api/gov/createItem', { category: 'heavyTools', item: vehicle() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ 'item.mispar_rechev': 'validation.itemExists' });
  });

  it('refuses missing fields, a year that is not four digits and fields of another category', async () => {
    const missing = await send('POST', '/api/gov/createItem', {
      category: 'heavyTools',
      item: { mispar_rechev: '', mispar_shilda: '', tozeret_nm: '', degem_nm: '', shnat_yitzur: '' },
    });
    expect(missing.json().error.fields).toEqual({
      'item.mispar_rechev': 'validation.required',
      'item.mispar_shilda': 'validation.required',
      'item.tozeret_nm': 'validation.required',
      'item.degem_nm': 'validation.required',
      'item.shnat_yitzur': 'validation.required',
    });
    const year = await send('POST', '/api/gov/createItem', {
      category: 'heavyTools',
      item: vehicle({ mispar_rechev: '1', shnat_yitzur: '22' }),
    });
    expect(year.json().error.fields).toEqual({ 'item.shnat_yitzur': 'validation.yearFourDigits' });
    const foreign = await send('POST', '/api/gov/createItem', {
      category: 'heavyTools',
      item: vehicle({ mispar_rechev: '2', details: { ramat_gimur: 'x' } }),
    });
    expect(foreign.json().error.fields).toEqual({ 'item.details.ramat_gimur': 'validation.invalidValue' });
  });

  it('edits by id, says when the id is missing, and deletes', async () => {
    const created = (
      await send('POST', '/api/gov/createItem', {
        category: 'heavyTools',
        item: vehicle({ mispar_rechev: '5550002', mispar_shilda: 'M2' }),
      })
    ).json();
    const updated = await send('PATCH', '/api/gov/updateItem', {
      category: 'heavyTools',
      item: vehicle({ _id: created._id, mispar_rechev: '5550002', mispar_shilda: 'M2', degem_nm: '5714' }),
    });
    expect(updated.json()).toMatchObject({ degem_nm: '5714' });
    const noId = await send('PATCH', '/api/gov/updateItem', { category: 'heavyTools', item: vehicle() });
    expect(noId.json().error.fields).toEqual({ 'item._id': 'validation.missingItemId' });
    const wrongCategory = await send('PATCH', '/api/gov/updateItem', {
      category: 'braidTools',
      item: vehicle({ _id: created._id }),
    });
    expect(wrongCategory.statusCode).toBe(404);
    expect(
      (await send('PATCH', '/api/gov/deleteItem', { _id: created._id, category: 'heavyTools' })).json(),
    ).toEqual({ _id: created._id });
    expect(
      (await send('PATCH', '/api/gov/deleteItem', { _id: created._id, category: 'heavyTools' })).statusCode,
    ).toBe(404);
  });

  it('lets agents add a missing vehicle but not edit, delete or import', async () => {
    const agent = (await signedInAs(ctx, 'agent')).headers;
    expect(
      (
        await send(
          'POST',
          '/api/gov/createItem',
          { category: 'vehicleTools', item: vehicle({ mispar_rechev: '4440001' }) },
          agent,
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await send(
          'PATCH',
          '/api/gov/deleteItem',
          { _id: '00000000-0000-4000-8000-000000000000', category: 'vehicleTools' },
          agent,
        )
      ).statusCode,
    ).toBe(403);
    const customer = (await signedInAs(ctx, 'customer')).headers;
    expect((await get('/api/gov/getData', { category: 'vehicleTools' }, customer)).statusCode).toBe(200);
    expect(
      (await send('POST', '/api/gov/createItem', { category: 'vehicleTools', item: vehicle() }, customer))
        .statusCode,
    ).toBe(403);
  });
});

describe('registry: a looked-up record brings its files', () => {
  const upload = async (name: string) =>
    (await uploadFile(ctx, worker, { name, content: Buffer.from('%PDF-1.4\n%%EOF\n') }))._id;

  it('answers each record with its own files, oldest first, and none for a record without', async () => {
    const first = await upload('licence.pdf');
    const second = await upload('photo-sheet.pdf');
    const withFiles = await send('POST', '/api/gov/createItem', {
      category: 'vehicleTools',
      item: vehicle({
        mispar_rechev: '77-123-01',
        mispar_shilda: 'FILES00000000001',
        files: [first, second],
      }),
    });
    expect(withFiles.statusCode, withFiles.body).toBe(201);
    const without = await send('POST', '/api/gov/createItem', {
      category: 'heavyTools',
      item: vehicle({ mispar_rechev: '77-123-02', mispar_shilda: 'FILES00000000002' }),
    });
    expect(without.statusCode, without.body).toBe(201);

    const found = await get('/api/gov/getItemByFields', {
      category: 'gov-all',
      fields: JSON.stringify([{ mispar_rechev: '7712301' }, { mispar_rechev: '7712302' }]),
    });
    expect(found.statusCode, found.body).toBe(200);
    const byPlate = new Map(
      found.json().items.map((item: { mispar_rechev: string }) => [item.mispar_rechev, item]),
    );
    const files = (byPlate.get('7712301') as { imageUrl: { _id: string; name: string; value: string }[] })
      .imageUrl;
    expect(files.map((file) => [file._id, file.name])).toEqual([
      [first, 'licence.pdf'],
      [second, 'photo-sheet.pdf'],
    ]);
    expect(files[0]?.value).toContain(`/api/files/${first}/`);
    expect((byPlate.get('7712302') as { imageUrl: unknown[] }).imageUrl).toEqual([]);
  });
});
