import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createPolicy, createProduct, insured } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;

let ctx: TestContext;
let worker: Headers;
let agentA: { id: string; headers: Headers };
let agentB: Headers;
let agentBPolicyNumber: string;

/** Names a spreadsheet would run as formulas, and what the export writes instead. */
const hostileNames = ['=HYPERLINK("x")', '+972 50 123 4567', '@SUM(A1)'];
const rowCount = 10_000;

const get = (url: string, headers: Headers = worker) => ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  const a = await signedInAs(ctx, 'agent');
  agentA = { id: a.user.id, headers: a.headers };
  agentB = (await signedInAs(ctx, 'agent')).headers;
  const productId = (await createProduct(ctx, worker))._id;
  const first = await createPolicy(ctx, agentA.headers, productId, {
    userInformation: insured({ name: hostileNames[0] }),
  });
  // The other 9,999 of agent A's subscriptions in one statement: copies of the first, renumbered.
  await ctx.db.execute(sql`
    insert into policies (policy_number, status, start_date, end_date, group_id, customer_user_id,
      created_by_id, created_by_role, created_by_name, product_id, product, machine, vin_number,
      tractor_number, user_type, insured, insured_name, insured_id_number, files, created_at)
    select 'PI-' || upper(lpad(to_hex(i), 8, '0')), status, start_date, end_date, group_id,
      customer_user_id, created_by_id, created_by_role, created_by_name, product_id, product, machine,
      vin_number, tractor_number, user_type, jsonb_set(insured, '{name}', to_jsonb(n.name)), n.name,
      insured_id_number, files, created_at - make_interval(secs => i)
    from policies p, generate_series(1, ${rowCount - 1}) i,
      lateral (select (array[${hostileNames[0]}, ${hostileNames[1]}, ${hostileNames[2]}])[i % 3 + 1] as name) n
    where p.id = ${first._id}`);
  agentBPolicyNumber = (await createPolicy(ctx, agentB, productId)).policyNumber;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('export: every list as CSV or Excel with its own filters', () => {
  it('export writes 10,000 subscriptions as CSV: BOM, Hebrew headers, CRLF, formula cells escaped', async () => {
    const response = await get(`/api/export/subscriptions?format=csv&createdBy=${agentA.id}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="subscriptions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(rowCount + 1);
    expect(lines[0]).toContain('מספר מנוי');
    expect(lines[0]).toContain('שם לקוח');
    const body = lines.slice(1).join('\n');
    expect(body).toContain(`'=HYPERLINK(""x"")`);
    expect(body).toContain(`'+972 50 123 4567`);
    expect(body).toContain(`'@SUM(A1)`);
    expect(lines.slice(1).some((line) => /(^|,)[=+@]/.test(line))).toBe(false);
    // Money stays a number a spreadsheet can sum; dates read DD/MM/YYYY.
    expect(lines[1]).toMatch(/,1250,\d{2}\/\d{2}\/\d{4},\d{2}\/\d{2}\/\d{4},/);
  }, 60_000);

  it('export writes the same rows as an Excel sheet: bold headers, right to left, strings never formulas', async () => {
    const response = await get(`/api/export/subscriptions?format=xlsx&createdBy=${agentA.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rowCount).toBe(rowCount + 1);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const header = sheet.getRow(1);
    expect(header.getCell(1).value).toBe('מספר מנוי');
    expect(header.getCell(1).font?.bold).toBe(true);
    const names = new Set<unknown>();
    sheet.getColumn(3).eachCell((cell, row) => {
      if (row > 1) names.add(cell.value);
    });
    expect([...names].sort()).toEqual(hostileNames.map((name) => `'${name}`).sort());
    expect(sheet.getRow(2).getCell(11).value).toBe(1250);
  }, 60_000);

  it('export in English writes English headers and translated statuses, left to right', async () => {
    const response = await get(
      `/api/export/subscriptions?format=xlsx&lang=en&createdBy=${agentA.id}&policyNumber=PI-00000001`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.views[0]?.rightToLeft).toBe(false);
    expect(sheet?.getRow(1).getCell(1).value).toBe('Subscription no.');
    expect(sheet?.getRow(2).getCell(2).value).toBe('Awaiting approval');
  });

  it("export of an agent's subscriptions holds only the agent's group's", async () => {
    const response = await get('/api/export/subscriptions?format=csv', agentB);
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(agentBPolicyNumber);
  });

  it('export applies the list filters: a filter that matches nothing gives the headers only', async () => {
    const response = await get('/api/export/subscriptions?status=cancelled');
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('export answers 404 for an unknown list, 400 for a bad format or filter, 401 signed out, 403 without the list', async () => {
    expect((await get('/api/export/nothing?format=csv')).statusCode).toBe(404);
    const badFormat = await get('/api/export/subscriptions?format=pdf');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.fields).toEqual({ format: 'validation.invalidValue' });
    const badFilter = await get('/api/export/subscriptions?createdBy=nobody');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error.fields).toEqual({ createdBy: 'validation.invalidValue' });
    expect((await get('/api/export/users?format=csv')).statusCode).toBe(400);
    expect((await get('/api/export/subscriptions', {})).statusCode).toBe(401);
    expect((await get('/api/export/warehouseStock?warehouseId=1', agentB)).statusCode).toBe(403);
  });

  it('export answers every list with its headers (an empty filter is a file, not an error)', async () => {
    const lists = [
      'serviceCalls?',
      'users?role=customer',
      'products?',
      'registry?category=gov-all',
      'documents?category=priceQuote',
      'leads?',
    ];
    for (const list of lists) {
      const response = await get(`/api/export/${list}&format=xlsx&lang=ru`);
      expect(response.statusCode, `${list} ${response.body.slice(0, 200)}`).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.rowCount, list).toBeGreaterThanOrEqual(1);
    }
  });
});
