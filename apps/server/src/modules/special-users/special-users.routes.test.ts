import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await signedInAs(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

const roles = ['customer'];
const create = (payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/special-otp-numbers/createItem',
    headers,
    payload: payload as object,
  });
const list = (query: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/special-otp-numbers/getData', headers, query });

describe('special users', () => {
  it('creates a special number, normalising the phone to +972', async () => {
    const response = await create({
      name: 'App reviewer',
      phone: '972521111111',
      code: '654321',
      roles: ['customer'],
    });
    expect(response.statusCode).toBe(201);
    // The one answer that carries the code; lists and edits never do.
    expect(response.json()).toEqual({
      _id: expect.any(String),
      name: 'App reviewer',
      phone: '+972521111111',
      roles: ['customer'],
      allowStaffPhone: false,
      code: '654321',
    });
  });

  it('refuses the spec’s bad inputs with per-field messages', async () => {
    const cases = [
      [{ name: 'ab', phone: '972521111112', code: '123456', roles }, { name: 'validation.minLength3' }],
      [{ name: 'Dana', phone: '0521111112', code: '123456', roles }, { phone: 'validation.specialPhone' }],
      [{ name: 'Dana', phone: '97252111111', code: '123456', roles }, { phone: 'validation.specialPhone' }],
      [{ name: 'Dana', phone: '+972521111112', code: '12345', roles }, { code: 'validation.specialCode' }],
      [{ name: 'Dana', phone: '+972521111112', code: '1234567', roles }, { code: 'validation.specialCode' }],
      [{ name: 'Dana', phone: '+972521111112', code: 'abc123', roles }, { code: 'validation.specialCode' }],
      [
        { name: 'Dana', phone: '+972521111112', code: '123456', roles: ['admin'] },
        { roles: 'validation.specialRoleAdmin' },
      ],
      [
        { name: 'Dana', phone: '+972521111112', code: '123456', roles: [] },
        { roles: 'validation.specialRolesRequired' },
      ],
      [
        {},
        {
          name: 'validation.required',
          phone: 'validation.required',
          code: 'validation.required',
          roles: 'validation.required',
        },
      ],
    ] as const;
    for (const [payload, fields] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
  });

  it('answers 409 naming the phone when it already has a code', async () => {
    await create({ name: 'First', phone: '+972521111113', code: '111111', roles });
    const duplicate = await create({ name: 'Second', phone: '972521111113', code: '222222', roles });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      code: 'CONFLICT',
      fields: { phone: 'validation.phoneTaken' },
    });
  });

  it('pages newest first with total and totalPages, 15 by default', async () => {
    for (let index = 0; index < 17; index++) {
      await create({
        name: `Paging person ${index}`,
        phone: `97253${String(index).padStart(7, '0')}`,
        code: '000000',
        roles,
      });
    }
    const first = (await list({ name: 'Paging' })).json();
    expect(first.items).toHaveLength(15);
    expect(first.total).toBe(17);
    expect(first.totalPages).toBe(2);
    expect(first.items[0].name).toBe('Paging person 16');
    const second = (await list({ name: 'Paging', page: '2', limit: '15' })).json();
    expect(second.items.map((item: { name: string }) => item.name)).toEqual([
      'Paging person 1',
      'Paging person 0',
    ]);
  });

  it('searches by name only from three characters, trimmed', async () => {
    await create({ name: 'Zohar Levi', phone: '972541234567', code: '999999', roles });
    expect((await list({ name: '  Zoh  ' })).json().items.map((item: { name: string }) => item.name)).toEqual(
      ['Zohar Levi'],
    );
    expect((await list({ name: 'Zo' })).json().total).toBeGreaterThan(1);
    expect((await list({ name: '%_%' })).json().total).toBe(0);
  });

  it('edits the code, the roles and the staff flag, never the name or phone, and answers no code', async () => {
    const { code: _shownOnce, ...created } = (
      await create({ name: 'Edit me', phone: '972542222222', code: '111111', roles })
    ).json();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/special-otp-numbers/updateItem',
      headers,
      payload: { _id: created._id, code: '777777', name: 'Renamed', phone: '972549999999' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    const roleChange = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/special-otp-numbers/updateItem',
      headers,
      payload: { _id: created._id, roles: ['agent', 'installer'], allowStaffPhone: true },
    });
    expect(roleChange.json()).toEqual({ ...created, roles: ['agent', 'installer'], allowStaffPhone: true });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/special-otp-numbers/updateItem',
      headers,
      payload: { _id: created._id, code: '7' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/special-otp-numbers/updateItem',
      headers,
      payload: { _id: '00000000-0000-4000-8000-000000000000', code: '777777' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes, and a second delete is 404', async () => {
    const created = (
      await create({ name: 'Delete me', phone: '972543333333', code: '111111', roles })
    ).json();
    const remove = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/special-otp-numbers/deleteItem',
        headers,
        payload: { _id: created._id },
      });
    expect((await remove()).json()).toEqual({ _id: created._id });
    expect((await remove()).statusCode).toBe(404);
    const notUuid = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/special-otp-numbers/deleteItem',
      headers,
      payload: { _id: 'x' },
    });
    expect(notUuid.statusCode).toBe(400);
  });

  it('writes every change to the activity log, without the code', async () => {
    const created = (await create({ name: 'Audited', phone: '972544444444', code: '314159', roles })).json();
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/special-otp-numbers/updateItem',
      headers,
      payload: { _id: created._id, code: '271828', roles: ['agent'] },
    });
    const { rows } = await ctx.db.execute(
      sql`select action, old_values, new_values from activity_log where entity_id = ${created._id} order by id`,
    );
    expect(rows).toEqual([
      {
        action: 'create',
        old_values: null,
        new_values: { name: 'Audited', phone: '+972544444444', roles: ['customer'], allowStaffPhone: false },
      },
      {
        action: 'update',
        old_values: { roles: ['customer'] },
        new_values: { roles: ['agent'], code: 'changed' },
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/314159|271828/);
    const refusal = await ctx.db.execute(sql`delete from activity_log`).catch((error: Error) => error);
    expect(String((refusal as Error).cause)).toMatch(/append-only/);
  });
});
