// Issue 13, item 6: agent A created a subscription with the ID number of agent B's customer, and it
// appeared in that customer's list. Now a subscription or service call an agent (or company)
// creates links only to a customer of its own groups; an ID or phone of someone else's customer
// links to nobody, and neither the create answer nor the existence lookup tells A that it exists.
import { normalizePhone } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signIn } from '../../test/fixtures';
import { createPolicy, createProduct, insured, post, serviceCallInput } from '../../test/insurance';
import { createPerson, personInput } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/test-app';

type Headers = Record<string, string>;

let ctx: TestContext;
let worker: Headers;
let agentA: { headers: Headers; userId: string };
let agentB: { headers: Headers; userId: string };
let productId: string;
/** Agent B's customer: the person agent A must not reach. */
let customerOfB: { userId: string; phoneNumber: string; headers: Headers };
beforeAll(async () => {
  ctx = await createTestApp();
  worker = (await signedInAs(ctx, 'worker')).headers;
  const a = await signedInAs(ctx, 'agent');
  const b = await signedInAs(ctx, 'agent');
  agentA = { headers: a.headers, userId: a.user.id };
  agentB = { headers: b.headers, userId: b.user.id };
  productId = (await createProduct(ctx, worker))._id;
  const input = personInput();
  await createPerson(ctx, agentB.headers, 'customer', input);
  const phoneNumber = normalizePhone(input.userInformation.phoneNumber) ?? '';
  const session = await signIn(ctx, phoneNumber, 'customer');
  customerOfB = {
    userId: input.userInformation.userId,
    phoneNumber,
    headers: { authorization: `Bearer ${session.token}` },
  };
});
afterAll(() => ctx.close());

const idsOf = (rows: { _id: string }[]) => rows.map((row) => row._id);
const policiesSeenBy = async (headers: Headers) =>
  idsOf(
    (
      await post(ctx, '/api/insurance/subscriptions/fetchGeneralPolicy', { page: 0, limit: 100 }, headers)
    ).json().policies,
  );
const callsSeenBy = async (headers: Headers) =>
  idsOf(
    (await post(ctx, '/api/insurance/serviceCall/getServiceCalls', { page: 0, limit: 100 }, headers)).json()
      .serviceCalls,
  );
const lookup = (headers: Headers, fields: object[]) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/users/getItemByFields',
    headers,
    query: { role: 'customer', fields: JSON.stringify(fields) },
  });

/** Insured details carrying agent B's customer's ID and phone. */
const insuredAsCustomerOfB = () =>
  insured({ userId: customerOfB.userId, phoneNumber: customerOfB.phoneNumber });

describe('issue 13 item 6: agent A and the customer of agent B', () => {
  it('A’s pending subscription edited to B’s customer’s ID leaves its customer and stays out of B’s customer’s list', async () => {
    const editToCustomerOfB = (policyId: string, headers: Headers) =>
      post(
        ctx,
        '/api/insurance/subscriptions/updateGeneralPolicy',
        { generalPolicy: { _id: policyId, userInformation: insuredAsCustomerOfB() } },
        headers,
      );
    const policy = await createPolicy(ctx, agentA.headers, productId);
    const edited = await editToCustomerOfB(policy._id, agentA.headers);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await policiesSeenBy(customerOfB.headers)).not.toContain(policy._id);
    expect(await policiesSeenBy(agentA.headers)).toContain(policy._id);

    // The same edit by the office does link the subscription to that customer.
    const other = await createPolicy(ctx, agentA.headers, productId);
    const byStaff = await editToCustomerOfB(other._id, worker);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(await policiesSeenBy(customerOfB.headers)).toContain(other._id);
  });

  it('A’s subscription with B’s customer’s ID stays in A’s group and out of that customer’s list', async () => {
    const policy = await createPolicy(ctx, agentA.headers, productId, {
      userInformation: insuredAsCustomerOfB(),
    });
    expect(policy.status).toBe('pending');
    expect(await policiesSeenBy(customerOfB.headers)).not.toContain(policy._id);
    expect(await policiesSeenBy(agentB.headers)).not.toContain(policy._id);
    expect(await policiesSeenBy(agentA.headers)).toContain(policy._id);
    const asStaffSee = (
      await post(
        ctx,
        '/api/generalPolicies/searchPolicyByPolicyNumber',
        { policyNumber: policy.policyNumber },
        worker,
      )
    ).json().policy;
    expect(asStaffSee.groupId).toBe(agentA.userId);
  });

  it('the same for a service call', async () => {
    const created = await post(
      ctx,
      '/api/insurance/serviceCall/createServiceCall',
      {
        serviceCall: serviceCallInput(productId, {
          userInformation: insuredAsCustomerOfB(),
        }),
      },
      agentA.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const callId = created.json()._id;
    expect(await callsSeenBy(customerOfB.headers)).not.toContain(callId);
    expect(await callsSeenBy(agentB.headers)).not.toContain(callId);
    expect(await callsSeenBy(agentA.headers)).toContain(callId);
  });

  it('the existence lookup answers A the same for B’s customer as for an ID nobody has', async () => {
    const unknownId = await lookup(agentA.headers, [{ 'userInformation.userId': '999999998' }]);
    const byId = await lookup(agentA.headers, [{ 'userInformation.userId': customerOfB.userId }]);
    const byPhone = await lookup(agentA.headers, [
      { 'userInformation.phoneNumber': customerOfB.phoneNumber },
    ]);
    expect(unknownId.statusCode).toBe(404);
    for (const answer of [byId, byPhone]) {
      expect(answer.statusCode).toBe(unknownId.statusCode);
      expect(answer.json()).toEqual(unknownId.json());
    }
    // B, whose customer it is, is told.
    expect(
      (await lookup(agentB.headers, [{ 'userInformation.userId': customerOfB.userId }])).statusCode,
    ).toBe(200);
  });

  it('A’s own customer is still linked: the subscription and call show in that customer’s lists', async () => {
    const input = personInput();
    await createPerson(ctx, agentA.headers, 'customer', input);
    const session = await signIn(ctx, normalizePhone(input.userInformation.phoneNumber) ?? '', 'customer');
    const own = { authorization: `Bearer ${session.token}` };
    const policy = await createPolicy(ctx, agentA.headers, productId, {
      userInformation: insured({ userId: input.userInformation.userId }),
    });
    expect(await policiesSeenBy(own)).toContain(policy._id);
    const call = await post(
      ctx,
      '/api/insurance/serviceCall/createServiceCall',
      {
        serviceCall: serviceCallInput(productId, {
          userInformation: insured({ userId: input.userInformation.userId }),
        }),
      },
      agentA.headers,
    );
    expect(await callsSeenBy(own)).toContain(call.json()._id);
  });

  it('staff still link by ID to whichever group’s customer it is', async () => {
    const policy = await createPolicy(ctx, worker, productId, {
      userInformation: insured({ userId: customerOfB.userId }),
    });
    expect(await policiesSeenBy(customerOfB.headers)).toContain(policy._id);
    expect(await policiesSeenBy(agentB.headers)).toContain(policy._id);
  });
});
