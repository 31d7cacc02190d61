import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoc, quoteInput } from '../../../test/documents';
import { signedInAs, signIn } from '../../../test/fixtures';
import {
  createPolicy,
  createProduct,
  insured,
  machine,
  post,
  serviceCallInput,
} from '../../../test/insurance';
import { createPerson, personInput } from '../../../test/people';
import { createTestApp, type TestContext } from '../../../test/test-app';

type Headers = Record<string, string>;
interface Group {
  type: string;
  items: { _id: string; title: string; subtitle: string; link: string }[];
}

let ctx: TestContext;
let worker: Headers;
let agentA: Headers;
let agentB: Headers;
let installer: Headers;
let customerOfA: { _id: string; userInformation: { name: string; userId: string; phoneNumber: string } };
let customerSession: Headers;
let policy: { _id: string; policyNumber: string; status: string };
let serviceCall: { _id: string; serviceCallNumber: string; status: string };
let doc: { _id: string; docId: number; category: string };
let product: { _id: string; catalogNumber: string; name: string; category: string };
let registryItem: { _id: string };

// Unique per run, so rows other tests leave in the shared database never answer for these.
const stamp = `${process.pid}${Date.now().toString(36)}`.toUpperCase();
const plate = `8${String(Date.now()).slice(-6)}`;
const chassis = `SRCH${stamp}`;

beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  const a = await signedInAs(ctx, 'agent');
  agentA = a.headers;
  agentB = (await signedInAs(ctx, 'agent')).headers;
  installer = (await signedInAs(ctx, 'installer')).headers;
  customerOfA = await createPerson(
    ctx,
    agentA,
    'customer',
    personInput({ info: { name: `לקוח חיפוש ${stamp}` } }),
  );
  const session = await signIn(ctx, customerOfA.userInformation.phoneNumber, 'customer');
  customerSession = { authorization: `Bearer ${session.token}` };

  const policyProductId = (await createProduct(ctx, worker))._id;
  policy = await createPolicy(ctx, agentA, policyProductId, {
    machine: machine({ tractorNumber: plate }),
    userInformation: insured({ name: customerOfA.userInformation.name }),
  });
  const call = await post(
    ctx,
    '/api/insurance/serviceCall/createServiceCall',
    { serviceCall: serviceCallInput(null, { paidService: true }) },
    agentA,
  );
  expect(call.statusCode, call.body).toBe(201);
  serviceCall = call.json();

  // A search is two characters or more: numbers 1–9 are found by listing, so the test's is 10+.
  do {
    const created = await createDoc(
      ctx,
      worker,
      'priceQuote',
      quoteInput({
        userInformation: {
          userType: 'individual',
          name: customerOfA.userInformation.name,
          userId: customerOfA.userInformation.userId,
          phoneNumber: customerOfA.userInformation.phoneNumber,
        },
      } as never),
    );
    expect(created.statusCode, created.body).toBe(201);
    doc = created.json();
  } while (doc.docId < 10);

  const madeProduct = await ctx.app.inject({
    method: 'POST',
    url: '/api/product/createProduct',
    headers: worker,
    payload: {
      product: {
        category: 'windows',
        isOriginal: true,
        catalogNumber: `S${stamp}`,
        name: `שמשת חיפוש ${stamp}`,
        manufacturer: 'JOHN DEERE',
        model: '6120M',
        years: '2019',
        price: '1000',
      },
    },
  });
  expect(madeProduct.statusCode, madeProduct.body).toBe(201);
  product = madeProduct.json();

  const madeMachine = await ctx.app.inject({
    method: 'POST',
    url: '/api/gov/createItem',
    headers: worker,
    payload: {
      category: 'braidTools',
      item: {
        mispar_rechev: plate,
        mispar_shilda: chassis,
        tozeret_nm: 'MASSEY FERGUSON',
        degem_nm: '5713',
        shnat_yitzur: '2022',
        sug_tzama_nm: 'טרקטור',
        details: {},
      },
    },
  });
  expect(madeMachine.statusCode, madeMachine.body).toBe(201);
  registryItem = madeMachine.json();
});
afterAll(() => ctx.close());

const search = (headers: Headers | undefined, q: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/search', headers, query: { q } });

async function groupsFor(headers: Headers, q: string): Promise<Group[]> {
  const response = await search(headers, q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().groups;
}
const itemsOf = (groups: Group[], type: string) => groups.find((group) => group.type === type)?.items ?? [];
const idsOf = (groups: Group[], type: string) => itemsOf(groups, type).map((item) => item._id);

describe('search: each group found by its key', () => {
  it('finds a customer by name, ID number and phone (05… or +972…), opening the customers list', async () => {
    const { name, userId, phoneNumber } = customerOfA.userInformation;
    for (const q of [name, userId, phoneNumber.replace(/^\+972/, '0'), phoneNumber]) {
      const groups = await groupsFor(worker, q);
      expect(idsOf(groups, 'customers'), q).toContain(customerOfA._id);
    }
    const [item] = itemsOf(await groupsFor(worker, userId), 'customers');
    expect(item).toMatchObject({ title: name, link: `/dashboard/worker/users/customer?userId=${userId}` });
    expect(item?.subtitle).toContain(userId);
  });

  it('finds a machine by plate and by chassis in whichever registry holds it', async () => {
    for (const q of [plate, chassis.toLowerCase()]) {
      const [item] = itemsOf(await groupsFor(worker, q), 'machines');
      expect(item, q).toMatchObject({
        _id: registryItem._id,
        title: plate,
        link: `/dashboard/worker/tools/braidTools?tractorNumber=${plate}`,
      });
    }
  });

  it('finds a subscription and a service call by their numbers, with or without the prefix', async () => {
    const subscriptions = itemsOf(await groupsFor(worker, policy.policyNumber), 'subscriptions');
    expect(subscriptions.map((item) => item._id)).toEqual([policy._id]);
    expect(subscriptions[0]?.link).toBe(
      `/dashboard/worker/services/insurance?policyNumber=${policy.policyNumber}`,
    );
    const bare = policy.policyNumber.replace(/^PI-/, '');
    expect(idsOf(await groupsFor(worker, bare), 'subscriptions')).toContain(policy._id);

    const calls = itemsOf(await groupsFor(agentA, serviceCall.serviceCallNumber), 'serviceCalls');
    expect(calls.map((item) => item._id)).toEqual([serviceCall._id]);
    // The agent's calls screen opens on its active tab: a pending call's link names the other one.
    expect(serviceCall.status).toBe('pending');
    expect(calls[0]?.link).toBe(
      `/dashboard/agent/services/agentServiceCalls?search=${serviceCall.serviceCallNumber}&tab=pending`,
    );

    // The same for the agent's subscriptions, whose screen has a tab per status.
    const own = itemsOf(await groupsFor(agentA, policy.policyNumber), 'subscriptions');
    expect(policy.status).toBe('pending');
    expect(own[0]?.link).toBe(
      `/dashboard/agent/services/agentPolicies?policyNumber=${policy.policyNumber}&tab=pending`,
    );
  });

  it('finds a document by its number, opening it in its category', async () => {
    const items = itemsOf(await groupsFor(worker, String(doc.docId)), 'documents');
    const found = items.find((item) => item._id === doc._id);
    expect(found).toMatchObject({
      title: String(doc.docId),
      link: `/dashboard/worker/doc/priceQuote?doc=${doc.docId}`,
    });
  });

  it('finds a product by catalogue number and by name', async () => {
    for (const q of [product.catalogNumber, `חיפוש ${stamp}`]) {
      const [item] = itemsOf(await groupsFor(worker, q), 'products');
      expect(item, q).toMatchObject({
        _id: product._id,
        subtitle: product.catalogNumber,
        link: `/dashboard/worker/products/windows?product=${product.catalogNumber}`,
      });
    }
  });

  it('answers at most five items a group', async () => {
    const groups = await groupsFor(worker, 'שמ');
    for (const group of groups) expect(group.items.length).toBeLessThanOrEqual(5);
  });
});

describe('search: what each person may see', () => {
  it("an agent never finds another group's customer, subscription or service call", async () => {
    const { name, userId, phoneNumber } = customerOfA.userInformation;
    for (const q of [name, userId, phoneNumber.replace(/^\+972/, '0')]) {
      // The customer's own agent finds it, at the agent's own screen.
      const own = itemsOf(await groupsFor(agentA, q), 'customers');
      expect(own.find((item) => item._id === customerOfA._id)?.link, q).toBe(
        `/dashboard/agent/ourSecuredUsers?userId=${userId}`,
      );
      // Another agent does not, by any of the three.
      const groups = await groupsFor(agentB, q);
      expect(idsOf(groups, 'customers'), q).not.toContain(customerOfA._id);
    }
    expect(idsOf(await groupsFor(agentB, policy.policyNumber), 'subscriptions')).toEqual([]);
    expect(idsOf(await groupsFor(agentB, serviceCall.serviceCallNumber), 'serviceCalls')).toEqual([]);
    expect(idsOf(await groupsFor(agentA, policy.policyNumber), 'subscriptions')).toEqual([policy._id]);
  });

  it('a role without access to a group gets no such group', async () => {
    // An installer reads the catalogue, not people, machines' registry, subscriptions or calls.
    const installerGroups = await groupsFor(installer, customerOfA.userInformation.userId);
    expect(installerGroups.map((group) => group.type)).not.toContain('customers');
    const installerByNumber = await groupsFor(installer, policy.policyNumber);
    expect(installerByNumber.map((group) => group.type)).not.toContain('subscriptions');
    const byProduct = await groupsFor(installer, product.catalogNumber);
    expect(byProduct.map((group) => group.type)).toEqual(['products']);
    expect(itemsOf(byProduct, 'products')[0]?.link).toBe(`/products/windows/${product._id}`);
    // An agent has no registry screen and no documents screen: no such groups.
    expect((await groupsFor(agentA, plate)).map((group) => group.type)).not.toContain('machines');
    expect((await groupsFor(agentA, String(doc.docId))).map((group) => group.type)).not.toContain(
      'documents',
    );
    // A customer finds only documents: never the customers list, even its own record.
    const customerGroups = await groupsFor(customerSession, customerOfA.userInformation.userId);
    expect(customerGroups.map((group) => group.type)).toEqual([]);
  });

  it("a customer finds its own document by number, not somebody else's", async () => {
    const made = await createDoc(ctx, worker, 'priceQuote', quoteInput());
    expect(made.statusCode, made.body).toBe(201);
    const other = made.json() as { docId: number; _id: string };
    expect(idsOf(await groupsFor(customerSession, String(other.docId)), 'documents')).toEqual([]);
    expect(idsOf(await groupsFor(worker, String(other.docId)), 'documents')).toContain(other._id);
    const own = itemsOf(await groupsFor(customerSession, String(doc.docId)), 'documents');
    expect(own.find((item) => item._id === doc._id)?.link).toBe(
      `/dashboard/customer/documents?doc=${doc.docId}`,
    );
  });
});

describe('search: the call', () => {
  it('answers 400 with the field for a term too short or too long, after trimming', async () => {
    for (const q of ['', ' a ', 'x'.repeat(101)]) {
      const response = await search(worker, q);
      expect(response.statusCode, q).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), q).toContain('q');
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/search', headers: worker });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 401 signed out', async () => {
    expect((await search(undefined, 'abc')).statusCode).toBe(401);
  });
});
