import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createProduct, post } from '../../../test/insurance';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  for (let index = 0; index < 3; index++) await createProduct(ctx, worker);
  const created = await post(
    ctx,
    '/api/gov/createItem',
    {
      category: 'vehicleTools',
      item: {
        mispar_rechev: '11-222-33',
        mispar_shilda: 'CSVVIN0001',
        tozeret_nm: 'NEW HOLLAND',
        degem_nm: 'T7',
        shnat_yitzur: '2020',
        details: {},
      },
    },
    worker,
  );
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(() => ctx.close());

const header = 'מספר רכב,מספר שלדה,תאריך התחלה,תאריך סיום,סוג מנוי,שם המבוטח,ת.ז. / ח.פ.,טלפון,אימייל';

async function importCsv(text: string, encoding: 'cp1255' | 'utf8' = 'cp1255', headers = worker) {
  // Windows-1255 is what the office's spreadsheets save; TextEncoder has no such encoding.
  const content = encoding === 'utf8' ? Buffer.from(text, 'utf8') : encode1255(text);
  const body = multipart({}, { name: 'policies.csv', content, type: 'text/csv' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/insurance/subscriptions/importCsv',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Hebrew letters sit at 0xE0–0xFA in Windows-1255; the rest of this text is ASCII. */
function encode1255(text: string): Buffer {
  return Buffer.from(
    [...text].map((character) => {
      const code = character.charCodeAt(0);
      if (code >= 0x05d0 && code <= 0x05ea) return code - 0x05d0 + 0xe0;
      if (code < 0x80) return code;
      throw new Error(`no Windows-1255 byte for ${character}`);
    }),
  );
}

describe('subscriptions: CSV import', () => {
  it('imports good rows as active and reports each bad row with its reason', async () => {
    const rows = [
      header,
      '11-222-33,CSVVIN0001,01/01/2026,31/12/2026,1,משה כהן,123456782,0501234567,m@example.org',
      ',,,,',
      '11-222-33,,01/01/2026,31/12/2026,1',
      '11-222-33,CSVVIN0001,01/01/2026,31/12/2026,9',
      '11-222-33,CSVVIN0001,01/01/2026,02/01/2027,2',
      '11-222-33,CSVVIN0001,2026-13-01,31/12/2026,2',
      '99-999-99,CSVVIN0001,01/01/2026,31/12/2026,2',
      '11-222-33,OTHERVIN,01/01/2026,31/12/2026,2',
      '',
    ];
    const response = await importCsv(rows.join('\r\n'));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ imported: 1, failed: 6 });
    expect(result.rows.map((row: { line: number; message: string }) => [row.line, row.message])).toEqual([
      [2, 'imported'],
      [4, 'missingValues'],
      [5, 'typeOutOfRange'],
      [6, 'periodTooLong'],
      [7, 'invalidDate'],
      [8, 'vehicleNotFound'],
      [9, 'chassisMismatch'],
    ]);
    // Line 3 holds only commas: skipped like an empty line (spec 1 §5), not reported.
    expect(result.rows[1].missing).toEqual(['vinNumber']);
    const imported = (
      await post(
        ctx,
        '/api/generalPolicies/searchPolicyByPolicyNumber',
        { policyNumber: result.rows[0].policyNumber },
        worker,
      )
    ).json().policy;
    expect(imported).toMatchObject({
      status: 'active',
      createdAt: '2026-01-01',
      expiredAt: '2026-12-31',
      machine: { machine: 'NEW HOLLAND', model: 'T7', vinNumber: 'CSVVIN0001', tractorNumber: '1122233' },
      userInformation: { name: 'משה כהן', phoneNumber: '+972501234567' },
    });
  });

  it('reads UTF-8 too, and a row with every required value missing', async () => {
    const result = (
      await importCsv([header, ',,,,,משה', '11-222-33,CSVVIN0001,1/2/2026,1/2/2027,3'].join('\n'), 'utf8')
    ).json();
    expect(result.rows.map((row: { message: string }) => row.message)).toEqual(['allMissing', 'imported']);
  });

  it('reads a quoted cell with a line break and a comma in it as one cell', async () => {
    const rows = [
      header,
      '11-222-33,CSVVIN0001,01/03/2026,28/02/2027,1,"כהן, משה\r\nמושב עין ורד",123456782,0501234567,m@example.org',
      '11-222-33,CSVVIN0001,01/03/2026,28/02/2027,9',
    ];
    const result = (await importCsv(rows.join('\r\n'))).json();
    // The cell's line break moves the next row to line 4.
    expect(result.rows.map((row: { line: number; message: string }) => [row.line, row.message])).toEqual([
      [2, 'imported'],
      [4, 'typeOutOfRange'],
    ]);
    const imported = (
      await post(
        ctx,
        '/api/generalPolicies/searchPolicyByPolicyNumber',
        { policyNumber: result.rows[0].policyNumber },
        worker,
      )
    ).json().policy;
    expect(imported.userInformation).toMatchObject({ name: 'כהן, משה\r\nמושב עין ורד', userId: '123456782' });
  });

  it('reads UTF-8 with a byte-order mark before its header, and semicolons', async () => {
    const rows = [header.replaceAll(',', ';'), '11-222-33;CSVVIN0001;1/4/2026;31/3/2027;2'];
    const result = (await importCsv(`\uFEFF${rows.join('\n')}`, 'utf8')).json();
    expect(result.rows.map((row: { line: number; message: string }) => [row.line, row.message])).toEqual([
      [2, 'imported'],
    ]);
  });

  it('refuses a file it cannot read and imports nothing', async () => {
    const empty = await importCsv('\r\n\r\n');
    expect(empty.statusCode).toBe(400);
    const agent = (await signedInAs(ctx, 'agent')).headers;
    const customer = (await signedInAs(ctx, 'customer')).headers;
    expect((await importCsv(`${header}\n`, 'cp1255', customer)).statusCode).toBe(403);
    expect((await importCsv(`${header}\n`, 'cp1255', agent)).statusCode).toBe(400);
  });
});
