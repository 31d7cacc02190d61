import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, quoteInput } from '../../../test/documents';
import { signedInAs } from '../../../test/fixtures';
import { createPolicy, createProduct } from '../../../test/insurance';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * An export reads its list in batches of 1,000 after the last row's (sort value, id) (ADR 0040).
 * These lists are longer than two batches and full of ties in the sort column, so a batch edge
 * falls inside a run of equal values: every row must still come once, in the list's order.
 */

type Headers = Record<string, string>;

let ctx: TestContext;
let worker: Headers;
let agentA: Headers;

const perAgent = 2_500;
const names = ['אבי', 'בני', 'גדי', 'דני'];

const get = (url: string, headers: Headers = worker) => ctx.app.inject({ method: 'GET', url, headers });

/** The subscription numbers of a CSV export, in the file's order. */
async function exportedNumbers(url: string, headers: Headers): Promise<string[]> {
  const response = await get(url, headers);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);
  return lines.map((line) => line.match(/PI-[0-9A-F]+/)?.[0] ?? `no number in ${line}`);
}

/** The numbers the table holds for the filter, in the given order, as PostgreSQL sorts them. */
async function numbersInOrder(where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) {
  const result = await ctx.db.execute<{ policy_number: string }>(
    sql`select policy_number from policies where ${where} order by ${order}`,
  );
  return result.rows.map((row) => row.policy_number);
}

/** Copies of one subscription, renumbered from `from`: four names, seven rows to each instant. */
async function copies(policyId: string, from: number, count: number) {
  await ctx.db.execute(sql`
    insert into policies (policy_number, status, start_date, end_date, group_id, customer_user_id,
      created_by_id, created_by_role, created_by_name, product_id, product, machine, vin_number,
      tractor_number, user_type, insured, insured_name, insured_id_number, files, created_at)
    select 'PI-' || upper(lpad(to_hex(i), 8, '0')), status, start_date, end_date, group_id,
      customer_user_id, created_by_id, created_by_role, created_by_name, product_id, product, machine,
      vin_number, tractor_number, user_type, jsonb_set(insured, '{name}', to_jsonb(n.name)), n.name,
      insured_id_number, files, date_trunc('second', created_at) - make_interval(secs => i / 7)
    from policies p, generate_series(${from}::int, ${from + count - 1}::int) i,
      lateral (select (array[${sql.join(
        names.map((name) => sql`${name}::text`),
        sql`, `,
      )}])[i % 4 + 1] as name) n
    where p.id = ${policyId}`);
}

beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  agentA = (await signedInAs(ctx, 'agent')).headers;
  const agentB = (await signedInAs(ctx, 'agent')).headers;
  const productId = (await createProduct(ctx, worker))._id;
  const firstA = await createPolicy(ctx, agentA, productId);
  const firstB = await createPolicy(ctx, agentB, productId);
  // Both agents' rows share the same names and instants, so they interleave in every order.
  await copies(firstA._id, 1, perAgent - 1);
  await copies(firstB._id, 100_001, perAgent - 1);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('export in batches after the last row: every row once, in the list’s order', () => {
  const orders = [
    { query: '', order: sql`created_at desc, id desc` },
    { query: '&sortBy=name&sortDir=asc', order: sql`insured_name asc, id asc` },
    { query: '&sortBy=name&sortDir=desc', order: sql`insured_name desc, id desc` },
    { query: '&sortBy=status&sortDir=asc', order: sql`status asc, id asc` },
  ];

  it('a worker’s export of 5,000 subscriptions with ties holds each once, in the list’s order', async () => {
    for (const { query, order } of orders) {
      const exported = await exportedNumbers(`/api/export/subscriptions?format=csv${query}`, worker);
      expect(exported, query).toHaveLength(2 * perAgent);
      expect(new Set(exported).size, query).toBe(2 * perAgent);
      expect(exported, query).toEqual(await numbersInOrder(sql`true`, order));
    }
  }, 60_000);

  it('an agent’s export holds only its group’s rows across every batch, each once, in order', async () => {
    const agentAId = (
      await ctx.db.execute<{ group_id: string }>(
        sql`select group_id from policies where policy_number = 'PI-00000001'`,
      )
    ).rows[0]?.group_id;
    for (const { query, order } of orders) {
      const exported = await exportedNumbers(`/api/export/subscriptions?format=csv${query}`, agentA);
      expect(exported, query).toHaveLength(perAgent);
      expect(new Set(exported).size, query).toBe(perAgent);
      expect(exported, query).toEqual(await numbersInOrder(sql`group_id = ${agentAId}`, order));
    }
  }, 60_000);

  it('documents sorted by customer keep their order over batches, ties broken by the number', async () => {
    const first = (await createDoc(ctx, worker, 'priceQuote', quoteInput())).json();
    // 2,500 copies of one quote under three customer names, numbered on from 10,001.
    const copied = (
      await ctx.db.execute<{ column_name: string }>(sql`
        select column_name from information_schema.columns
        where table_name = 'documents' and is_generated = 'NEVER'
          and column_name not in ('id', 'doc_id', 'customer_name', 'route_number')`)
    ).rows.map((row) => `"${row.column_name}"`);
    const columns = sql.raw(copied.join(', '));
    await ctx.db.execute(sql`
      insert into documents (doc_id, customer_name, ${columns})
      select 10000 + i, (array['אבי', 'בני', 'גדי'])[i % 3 + 1], ${columns}
      from documents d, generate_series(1, 2500) i where d.id = ${first._id}`);
    for (const direction of ['asc', 'desc'] as const) {
      const response = await get(
        `/api/export/documents?format=csv&category=priceQuote&sortBy=customer&sortDir=${direction}`,
      );
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const numbers = response.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => Number(line.split(',')[0]));
      const way = direction === 'asc' ? sql`asc` : sql`desc`;
      const expected = await ctx.db.execute<{ doc_id: number }>(
        sql`select doc_id from documents where category = 'priceQuote' order by customer_name ${way}, doc_id ${way}`,
      );
      expect(numbers, direction).toHaveLength(2_501);
      expect(numbers, direction).toEqual(expected.rows.map((row) => Number(row.doc_id)));
    }
  }, 60_000);

  it('the same holds for a list sorted by a column that may be empty (users by email)', async () => {
    // 2,500 customers: a third without an email, the rest sharing five addresses.
    await ctx.db.execute(sql`
      insert into users (role, name, phone_number, email)
      select 'customer', 'לקוח ' || i, '+97252' || lpad(i::text, 7, '0'),
        case when i % 3 = 0 then null else 'same' || (i % 5) || '@example.com' end
      from generate_series(1, 2500) i`);
    for (const direction of ['asc', 'desc'] as const) {
      const response = await get(
        `/api/export/users?format=csv&role=customer&sortBy=email&sortDir=${direction}`,
      );
      expect(response.statusCode).toBe(200);
      const phones = response.body.match(/\+97252\d{7}/g) ?? [];
      const expected = await ctx.db.execute<{ phone_number: string }>(
        sql`select phone_number from users where role = 'customer' and deleted_at is null
            and phone_number like '+97252%'
            order by email ${direction === 'asc' ? sql`asc` : sql`desc`}, id ${direction === 'asc' ? sql`asc` : sql`desc`}`,
      );
      expect(phones, direction).toHaveLength(2_500);
      expect(phones, direction).toEqual(expected.rows.map((row) => row.phone_number));
    }
  }, 60_000);
});
