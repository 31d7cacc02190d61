// Issue 13, item 5: `updateGeneralPolicy` with a new `userInformation` on an approved (active)
// subscription answered 200 to an agent, and the reissued PDF named someone staff never approved.
// Now, once active, the insured person and the machine change only through a worker or admin: an
// agent's change is refused with POLICY_LOCKED and a message per field, and changes nothing; a
// staff change is logged with the old and new values and the next PDF is printed anew.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/fixtures';
import { createPolicy, createProduct, insured, machine, post } from '../../test/insurance';
import { createTestApp, type TestContext } from '../../test/test-app';
import { activityLog } from '../platform/audit/audit.table';
import type { PdfEngine } from '../platform/pdf/pdf-engine';

/** Prints nothing real: keeps each page's HTML so the test can read whom the document names. */
const printed: string[] = [];
const recordingPdf: PdfEngine = {
  render: async (html) => {
    printed.push(html);
    return Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  },
  close: async () => {},
};

let ctx: TestContext;
let worker: Record<string, string>;
let agent: Record<string, string>;
let company: Record<string, string>;
let customer: Record<string, string>;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp({}, { pdf: recordingPdf });
  worker = (await signedInAs(ctx, 'worker')).headers;
  agent = (await signedInAs(ctx, 'agent')).headers;
  company = (await signedInAs(ctx, 'company')).headers;
  customer = (await signedInAs(ctx, 'customer')).headers;
  productId = (await createProduct(ctx, worker))._id;
});
afterAll(() => ctx.close());

const base = '/api/insurance/subscriptions';
const update = (generalPolicy: object, headers: Record<string, string>) =>
  post(ctx, `${base}/updateGeneralPolicy`, { generalPolicy }, headers);
const stranger = insured({ name: 'Someone Else', userId: '987654321', phoneNumber: '0529998888' });

async function approvedPolicy(creator: Record<string, string>) {
  const policy = await createPolicy(ctx, creator, productId);
  const approved = await update({ _id: policy._id, status: 'active' }, worker);
  expect(approved.json()).toMatchObject({ pdf: 'queued', generalPolicy: { status: 'active' } });
  // The PDF follows the approval in the background (ADR 0037): printed before the test goes on.
  await ctx.app.policyPdfs.whenIdle();
  expect((await stored(policy.policyNumber)).pdfReady).toBe(true);
  return policy;
}

const stored = async (policyNumber: string) =>
  (await post(ctx, '/api/generalPolicies/searchPolicyByPolicyNumber', { policyNumber }, worker)).json()
    .policy;

describe('issue 13 item 5: the insured person of an approved subscription', () => {
  it('an agent’s swap of the insured is refused per field and changes nothing, PDF included', async () => {
    const policy = await approvedPolicy(agent);
    const before = await stored(policy.policyNumber);
    const prints = printed.length;

    const swapped = await update({ _id: policy._id, userInformation: stranger, notes: 'swap' }, agent);
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().error).toMatchObject({
      code: 'POLICY_LOCKED',
      fields: {
        'generalPolicy.userInformation.name': 'validation.lockedAfterApproval',
        'generalPolicy.userInformation.userId': 'validation.lockedAfterApproval',
        'generalPolicy.userInformation.phoneNumber': 'validation.lockedAfterApproval',
      },
    });
    expect(Object.keys(swapped.json().error.fields)).not.toContain('generalPolicy.userInformation.email');

    const after = await stored(policy.policyNumber);
    expect(after.userInformation).toEqual(before.userInformation);
    expect(after.notes).toBe(before.notes);
    const pdf = await post(ctx, `${base}/policyPdf`, { _id: policy._id }, agent);
    expect(pdf.statusCode).toBe(200);
    expect(printed.length).toBe(prints);
  });

  it('a company is refused the same, and so is a change of the machine', async () => {
    const policy = await approvedPolicy(company);
    const swapped = await update({ _id: policy._id, userInformation: insured({ city: 'אילת' }) }, company);
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().error.fields).toEqual({
      'generalPolicy.userInformation.city': 'validation.lockedAfterApproval',
    });
    const otherMachine = await update(
      { _id: policy._id, machine: machine({ vinNumber: 'OTHERVIN9', tractorNumber: '99-888-77' }) },
      company,
    );
    expect(otherMachine.statusCode).toBe(409);
    expect(otherMachine.json().error).toMatchObject({
      code: 'POLICY_LOCKED',
      fields: {
        'generalPolicy.machine.vinNumber': 'validation.lockedAfterApproval',
        'generalPolicy.machine.tractorNumber': 'validation.lockedAfterApproval',
      },
    });
    expect((await stored(policy.policyNumber)).machine).toMatchObject({ vinNumber: 'JD6155M0001' });
  });

  it('a customer may not update at all; the same details and a note still save for the agent', async () => {
    const policy = await approvedPolicy(agent);
    expect((await update({ _id: policy._id, userInformation: stranger }, customer)).statusCode).toBe(403);
    const unchanged = await update({ _id: policy._id, userInformation: insured(), notes: 'called' }, agent);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().generalPolicy).toMatchObject({
      notes: 'called',
      userInformation: { userId: '123456782' },
    });
  });

  it('a worker changes it: logged with old and new values, and the next PDF names the new person', async () => {
    const policy = await approvedPolicy(agent);
    const changed = await update({ _id: policy._id, userInformation: stranger }, worker);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().generalPolicy.userInformation).toMatchObject({
      name: 'Someone Else',
      userId: '987654321',
    });
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entityId, policy._id),
          eq(activityLog.action, 'update'),
          eq(activityLog.actorRole, 'worker'),
        ),
      );
    expect(entry?.oldValues).toMatchObject({
      userInformation: { name: 'ישראל ישראלי', userId: '123456782' },
    });
    expect(entry?.newValues).toMatchObject({
      userInformation: { name: 'Someone Else', userId: '987654321' },
    });

    const prints = printed.length;
    expect((await post(ctx, `${base}/policyPdf`, { _id: policy._id }, agent)).statusCode).toBe(200);
    expect(printed.length).toBe(prints + 1);
    expect(printed.at(-1)).toContain('Someone Else');
  });

  it('while it still awaits approval, the agent may correct the insured', async () => {
    const policy = await createPolicy(ctx, agent, productId);
    const corrected = await update({ _id: policy._id, userInformation: stranger }, agent);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().generalPolicy.userInformation.name).toBe('Someone Else');
  });
});
