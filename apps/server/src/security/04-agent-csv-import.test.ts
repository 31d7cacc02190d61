// Issue 13, item 4: an agent's CSV import created an active, backdated subscription approved by
// the agent itself, and stored unchecked ID numbers (`-1+1`) and formula cells (`=HYPERLINK(`).
// Now an agent's (or company's) rows arrive pending, checked like the form (start date, ID of 5–9
// digits, phone, email); only a worker or admin import makes active rows, and the log says so;
// cells a spreadsheet would run as a formula are refused, row by row.
import { addDays, addYears, formatDisplayDate, todayIso } from '@tg/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/fixtures';
import { createProduct, post } from '../../test/insurance';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestContext } from '../../test/test-app';
import { activityLog } from '../platform/audit/audit.table';

let ctx: TestContext;
let worker: Record<string, string>;
let agent: { headers: Record<string, string>; userId: string };
let company: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  const signedAgent = await signedInAs(ctx, 'agent');
  agent = { headers: signedAgent.headers, userId: signedAgent.user.id };
  company = (await signedInAs(ctx, 'company')).headers;
  await createProduct(ctx, worker);
  const vehicle = await post(
    ctx,
    '/api/gov/createItem',
    {
      category: 'vehicleTools',
      item: {
        mispar_rechev: '44-555-66',
        mispar_shilda: 'SECVIN0004',
        tozeret_nm: 'MASSEY FERGUSON',
        degem_nm: '5713',
        shnat_yitzur: '2019',
        details: {},
      },
    },
    worker,
  );
  expect(vehicle.statusCode, vehicle.body).toBe(201);
});
afterAll(() => ctx.close());

const header = 'tractorNumber,vinNumber,startDate,endDate,type,name,userId,phoneNumber,email';
const today = () => todayIso(ctx.clock.now);
/** A row for the registered vehicle: start and end as DD/MM/YYYY, then the insured's columns. */
const row = (start: string, end: string, insured: string[]) =>
  ['44-555-66', 'SECVIN0004', formatDisplayDate(start), formatDisplayDate(end), '1', ...insured].join(',');
const goodInsured = ['Moshe Cohen', '123456782', '+972501234567', 'moshe@example.org'];

async function importCsv(lines: string[], headers: Record<string, string>) {
  const body = multipart(
    {},
    { name: 'subscriptions.csv', content: Buffer.from(lines.join('\r\n'), 'utf8'), type: 'text/csv' },
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/insurance/subscriptions/importCsv',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    imported: number;
    failed: number;
    rows: { line: number; ok: boolean; message: string; columns?: string[]; policyNumber?: string }[];
  };
}

const findPolicy = async (policyNumber: string) =>
  (await post(ctx, '/api/generalPolicies/searchPolicyByPolicyNumber', { policyNumber }, worker)).json()
    .policy;

describe('issue 13 item 4: an agent’s CSV import', () => {
  it('makes pending rows that nobody approved, never active ones', async () => {
    const start = today();
    const result = await importCsv([header, row(start, addYears(start, 1), goodInsured)], agent.headers);
    expect(result.rows).toEqual([expect.objectContaining({ line: 2, ok: true, message: 'imported' })]);
    const imported = await findPolicy(result.rows[0]?.policyNumber ?? '');
    expect(imported).toMatchObject({
      status: 'pending',
      approvedAt: null,
      approvedBy: null,
      createdBy: { userId: agent.userId, role: 'agent' },
      userInformation: { userId: '123456782', phoneNumber: '+972501234567', email: 'moshe@example.org' },
    });
  });

  it('refuses a backdated row and one more than two years ahead, as the form does', async () => {
    const backdated = addDays(today(), -30);
    const farAhead = addDays(addYears(today(), 2), 1);
    const result = await importCsv(
      [
        header,
        row(backdated, addDays(addYears(backdated, 1), -1), goodInsured),
        row(farAhead, addYears(farAhead, 1), goodInsured),
      ],
      agent.headers,
    );
    expect(result).toMatchObject({ imported: 0, failed: 2 });
    expect(result.rows.map((line) => line.message)).toEqual(['startBeforeToday', 'startTooFar']);
  });

  it('refuses the ID, phone and email the form refuses, and requires them as the form does', async () => {
    const start = today();
    const end = addYears(start, 1);
    const result = await importCsv(
      [
        header,
        row(start, end, ['Moshe Cohen', '1234', '+972501234567', 'moshe@example.org']),
        row(start, end, ['Moshe Cohen', '123456782', '050-CALL-ME', 'moshe@example.org']),
        row(start, end, ['Moshe Cohen', '123456782', '+972501234567', 'moshe@']),
        row(start, end, ['Moshe Cohen', '', '', '']),
      ],
      company,
    );
    expect(result.imported).toBe(0);
    expect(result.rows.map((line) => line.message)).toEqual([
      'invalidUserId',
      'invalidPhone',
      'invalidEmail',
      'missingValues',
    ]);
  });

  it('refuses the finding’s cells: an ID of -1+1 and a =HYPERLINK( name, storing nothing', async () => {
    const start = today();
    const end = addYears(start, 1);
    const result = await importCsv(
      [
        header,
        row(start, end, ['Moshe Cohen', '-1+1', '+972501234567', 'moshe@example.org']),
        row(start, end, [
          '"=HYPERLINK(""http://evil.example"",""open"")"',
          '123456782',
          '0501234567',
          'a@b.org',
        ]),
        row(start, end, ['@SUM(A1)', '123456782', '0501234567', 'a@b.org']),
        row(start, end, ['\t=1+1', '123456782', '0501234567', 'a@b.org']),
      ],
      agent.headers,
    );
    expect(result).toMatchObject({ imported: 0, failed: 4 });
    expect(result.rows.map((line) => [line.message, line.columns])).toEqual([
      ['unsafeCell', ['userId']],
      ['unsafeCell', ['name']],
      ['unsafeCell', ['name']],
      ['unsafeCell', ['name']],
    ]);
  });
});

describe('issue 13 item 4: a worker’s CSV import', () => {
  it('still makes active rows (a period that began already included), and the log names them', async () => {
    const began = addDays(today(), -60);
    const result = await importCsv(
      [header, row(began, addDays(addYears(began, 1), -1), goodInsured)],
      worker,
    );
    const policyNumber = result.rows[0]?.policyNumber ?? '';
    expect(result.imported, JSON.stringify(result.rows)).toBe(1);
    expect(await findPolicy(policyNumber)).toMatchObject({
      status: 'active',
      approvedBy: { role: 'worker' },
    });
    const entries = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'import'), eq(activityLog.actorRole, 'worker')));
    expect(entries.map((entry) => entry.newValues)).toContainEqual(
      expect.objectContaining({ status: 'active', imported: 1, policyNumbers: [policyNumber] }),
    );
  });

  it('refuses formula cells from staff too', async () => {
    const start = today();
    const result = await importCsv(
      [header, row(start, addYears(start, 1), ['Moshe Cohen', '123456782', '0501234567', '=x@evil.org'])],
      worker,
    );
    expect(result.rows).toEqual([
      expect.objectContaining({ ok: false, message: 'unsafeCell', columns: ['email'] }),
    ]);
  });
});
