import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/fixtures';
import { createPerson, personInput } from '../../../test/people';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let worker: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
});
afterAll(() => ctx.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers, payload });
const list = (headers: Record<string, string>, query: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/getData', headers, query });
const lookup = (headers: Record<string, string>, role: string, fields: unknown) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/users/getItemByFields',
    headers,
    query: { role, fields: JSON.stringify(fields) },
  });

describe('users: create', () => {
  it('creates a business customer with machines and a contact, normalising phone and numbers', async () => {
    const input = personInput({
      userType: 'business',
      info: { name: 'מוסך הגליל בע"מ', userId: '514000111', phoneNumber: '9720521234001', city: 'עפולה' },
      machines: [
        { vinNumber: 'wvw-zzz 1jz 3w386752', tractorNumber: '12-345-67' },
        { vinNumber: '', tractorNumber: '7654321' },
      ],
      contacts: [{ name: 'יוסי', phoneNumber: '050-1112233', position: 'מנהל צי' }],
    });
    const created = await createPerson(ctx, worker, 'customer', input);
    expect(created).toMatchObject({
      role: 'customer',
      userType: 'business',
      userInformation: {
        name: 'מוסך הגליל בע"מ',
        userId: '514000111',
        phoneNumber: '+972521234001',
        city: 'עפולה',
        country: 'ישראל',
      },
      machines: [
        { vinNumber: 'WVWZZZ1JZ3W386752', tractorNumber: '1234567' },
        { vinNumber: '', tractorNumber: '7654321' },
      ],
      contacts: [{ name: 'יוסי', phoneNumber: '+972501112233', email: '', position: 'מנהל צי' }],
      permissions: { images: false, discounts: false, searchByVinNumber: false, fullProductDetails: false },
      // The add-customer dialog reads the details flat too (spec 1 §7).
      name: 'מוסך הגליל בע"מ',
      phoneNumber: '+972521234001',
    });
  });

  it('refuses missing and malformed fields with the spec’s messages, per field', async () => {
    const cases = [
      [
        { name: '', userId: '', phoneNumber: '' },
        { name: 'validation.required', userId: 'validation.required', phoneNumber: 'validation.required' },
      ],
      [{ userId: '1234' }, { userId: 'validation.userIdLength' }],
      [{ userId: '1234567890' }, { userId: 'validation.userIdLength' }],
      [{ phoneNumber: '052#1234567' }, { phoneNumber: 'validation.invalidPhone' }],
      [{ email: 'not-an-email' }, { email: 'validation.invalidEmail' }],
    ] as const;
    for (const [info, fields] of cases) {
      const response = await inject('POST', '/api/users/createItem', worker, {
        role: 'customer',
        user: personInput({ info }),
      });
      expect(response.statusCode, JSON.stringify(info)).toBe(400);
      const expected = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [`user.userInformation.${key}`, value]),
      );
      expect(response.json().error.fields).toEqual(expected);
    }
    const noMachineNumber = await inject('POST', '/api/users/createItem', worker, {
      role: 'customer',
      user: personInput({ machines: [{ vinNumber: ' ', tractorNumber: '' }] }),
    });
    expect(noMachineNumber.json().error.fields).toEqual({
      'user.machines.0.vinNumber': 'validation.machineNumberRequired',
    });
    const badRole = await inject('POST', '/api/users/createItem', worker, {
      role: 'admin',
      user: personInput(),
    });
    expect(badRole.json().error.fields).toEqual({ role: 'validation.invalidRole' });
  });

  it('answers 409 naming the field for a phone or ID already used in the same role, not in another', async () => {
    const first = personInput();
    await createPerson(ctx, worker, 'customer', first);
    const samePhone = await inject('POST', '/api/users/createItem', worker, {
      role: 'customer',
      user: personInput({ info: { phoneNumber: first.userInformation.phoneNumber } }),
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error.fields).toEqual({
      'user.userInformation.phoneNumber': 'validation.phoneTaken',
    });
    const sameId = await inject('POST', '/api/users/createItem', worker, {
      role: 'customer',
      user: personInput({ info: { userId: first.userInformation.userId } }),
    });
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json().error.fields).toEqual({ 'user.userInformation.userId': 'validation.userIdTaken' });
    // The same person may also be a supplier.
    expect(
      (await inject('POST', '/api/users/createItem', worker, { role: 'supplier', user: first })).statusCode,
    ).toBe(201);
  });

  it('gives exactly one of ten parallel creates of the same phone', async () => {
    const phone = personInput().userInformation.phoneNumber;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        inject('POST', '/api/users/createItem', worker, {
          role: 'customer',
          user: personInput({ info: { phoneNumber: phone } }),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
  });
});

describe('users: list and search', () => {
  let customer: { _id: string; userInformation: { phoneNumber: string; userId: string; name: string } };
  beforeAll(async () => {
    customer = await createPerson(
      ctx,
      worker,
      'customer',
      personInput({
        info: { name: 'אבנר חקלאות', email: 'avner@farm.co.il' },
        machines: [{ vinNumber: 'JDX6155RZ123', tractorNumber: '8123456' }],
      }),
    );
  });
  const ids = async (query: Record<string, string>) =>
    (await list(worker, { role: 'customer', ...query }))
      .json()
      .users.map((user: { _id: string }) => user._id);

  it('finds by phone as people type it, by chassis and plate prefix, name, email and ID', async () => {
    const local = `0${customer.userInformation.phoneNumber.slice(4)}`;
    expect(await ids({ phoneNumber: local })).toEqual([customer._id]);
    expect(await ids({ phoneNumber: local.slice(0, 7) })).toContain(customer._id);
    expect(await ids({ vinNumber: 'jdx6155' })).toEqual([customer._id]);
    expect(await ids({ tractorNumber: '812-34' })).toEqual([customer._id]);
    expect(await ids({ name: 'אבנר חקל' })).toEqual([customer._id]);
    expect(await ids({ email: 'farm.co' })).toEqual([customer._id]);
    expect(await ids({ userId: customer.userInformation.userId })).toEqual([customer._id]);
    expect(await ids({ vinNumber: 'NOPE-NOTHING' })).toEqual([]);
  });

  it('ignores searches under three characters and pages newest first', async () => {
    const all = (await list(worker, { role: 'customer', limit: '100' })).json();
    expect((await list(worker, { role: 'customer', name: 'אב', limit: '100' })).json().total).toBe(all.total);
    const page = (await list(worker, { role: 'customer', limit: '2' })).json();
    expect(page.users).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(all.total / 2));
    expect(page.users[0].createdAt >= page.users[1].createdAt).toBe(true);
  });

  it('refuses a role outside the managed ones and a bad page', async () => {
    expect((await list(worker, { role: 'admin' })).statusCode).toBe(400);
    expect((await list(worker, { role: 'customer', page: '0' })).statusCode).toBe(400);
  });

  it('looks up by machine or by ID with phone and type; says No items found otherwise', async () => {
    const byVin = await lookup(worker, 'customer', [
      { 'machines.vinNumber': 'jdx6155rz123' },
      { 'machines.tractorNumber': '0000' },
    ]);
    expect(byVin.json().items.map((user: { _id: string }) => user._id)).toEqual([customer._id]);
    const byId = await lookup(worker, 'customer', [
      {
        'userInformation.userId': customer.userInformation.userId,
        phoneNumber: customer.userInformation.phoneNumber,
        userType: 'individual',
      },
    ]);
    expect(byId.json().items).toHaveLength(1);
    const none = await lookup(worker, 'customer', [{ 'machines.tractorNumber': '99999999' }]);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('No items found');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/getItemByFields',
      headers: worker,
      query: { role: 'customer', fields: '{oops' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ fields: 'validation.invalidValue' });
    expect((await lookup(worker, 'customer', [{ password: 'x' }])).statusCode).toBe(400);
  });
});

describe('users: update, notes, visibility, delete', () => {
  it('updates the record; update without an id says which id is missing', async () => {
    const created = await createPerson(ctx, worker, 'customer');
    const user = {
      ...personInput(),
      userInformation: { ...created.userInformation, city: 'חיפה' },
      machines: [{ vinNumber: 'ABC123', tractorNumber: '' }],
    };
    const response = await inject('PATCH', '/api/users/updateItem', worker, { _id: created._id, user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userInformation: { city: 'חיפה' },
      machines: [{ vinNumber: 'ABC123', tractorNumber: '' }],
    });
    const missing = await inject('PATCH', '/api/users/updateItem', worker, { user });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ _id: 'validation.missingUserId' });
  });

  it('keeps saved notes as they were and lists the newest first', async () => {
    const created = await createPerson(
      ctx,
      worker,
      'customer',
      personInput({ notes: [{ content: 'פנייה ראשונה' }] }),
    );
    expect(created.notes).toEqual([
      {
        id: expect.any(String),
        content: 'פנייה ראשונה',
        isNew: false,
        createdBy: {
          id: expect.any(String),
          role: 'worker',
          name: 'worker test',
          date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
          hour: expect.stringMatching(/^\d{2}:\d{2}$/),
        },
      },
    ]);
    const saved = created.notes[0];
    const response = await inject('PATCH', '/api/users/updateItem', worker, {
      _id: created._id,
      user: {
        ...personInput(),
        userInformation: created.userInformation,
        notes: [{ id: saved.id, content: 'ניסיון לשנות' }, { content: 'המשך טיפול' }],
      },
    });
    expect(response.json().notes.map((note: { content: string }) => note.content)).toEqual([
      'המשך טיפול',
      'פנייה ראשונה',
    ]);
  });

  it('sets visibility on workers only', async () => {
    const person = await createPerson(ctx, worker, 'worker');
    const hidden = await inject('PATCH', '/api/users/updateVisibility', worker, {
      _id: person._id,
      visibility: false,
    });
    expect(hidden.json().visibility).toBe(false);
    const customer = await createPerson(ctx, worker, 'customer');
    expect(
      (await inject('PATCH', '/api/users/updateVisibility', worker, { _id: customer._id, visibility: false }))
        .statusCode,
    ).toBe(400);
  });

  it('updates chosen fields by path and refuses paths outside the list', async () => {
    const created = await createPerson(ctx, worker, 'customer');
    const ok = await inject('POST', '/api/users/updateUserByFields', worker, {
      _id: created._id,
      role: 'customer',
      fields: {
        'userInformation.email': 'new@mail.co.il',
        machines: [{ vinNumber: 'NEW1', tractorNumber: '' }],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      userInformation: { email: 'new@mail.co.il', name: created.userInformation.name },
      machines: [{ vinNumber: 'NEW1' }],
    });
    const bad = await inject('POST', '/api/users/updateUserByFields', worker, {
      _id: created._id,
      role: 'customer',
      fields: { role: 'admin' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'fields.role': 'validation.invalidValue' });
  });

  it('deletes: gone from lists and lookups, the phone free again, the log keeps it', async () => {
    const input = personInput();
    const created = await createPerson(ctx, worker, 'customer', input);
    expect((await inject('PATCH', '/api/users/deleteItem', worker, { _id: created._id })).json()).toEqual({
      _id: created._id,
    });
    expect((await inject('PATCH', '/api/users/deleteItem', worker, { _id: created._id })).statusCode).toBe(
      404,
    );
    expect((await lookup(worker, 'customer', [{ _id: created._id }])).statusCode).toBe(404);
    expect(
      (await inject('POST', '/api/users/createItem', worker, { role: 'customer', user: input })).statusCode,
    ).toBe(201);
  });
});
