import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ManagedRole, Policy, User } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { samplePolicy } from '../../../insurance/test/sample-insurance';
import { sampleUser } from '../../test/sample-users';
import { UserDialog, type UserDialogProps } from './user-dialog';

let sent: { path: string; body: Record<string, unknown> }[] = [];

/** The subscriptions list answers what `answer` gives for its request body. */
function serve(answer: (body: Record<string, unknown>) => Policy[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
      sent.push({ path: url.pathname, body });
      if (url.pathname === '/api/insurance/subscriptions/fetchGeneralPolicy') {
        const policies = answer(body);
        return new Response(JSON.stringify({ policies, total: policies.length, totalPages: 1 }));
      }
      return new Response(JSON.stringify({ users: [], total: 0, totalPages: 0 }));
    }),
  );
}
function openDialog(role: ManagedRole, user: User) {
  const props: UserDialogProps = { open: true, mode: 'edit', role, user, onClose: vi.fn() };
  return renderSignedIn(<UserDialog {...props} />, { role: 'worker' });
}
const listBodies = () =>
  sent.filter((request) => request.path.endsWith('/fetchGeneralPolicy')).map((request) => request.body);

beforeEach(async () => {
  sent = [];
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('users dialog: the policies tab', () => {
  it('lists a customer’s subscriptions: those of its machines with the customer insured, newest first', async () => {
    const customer = sampleUser({
      machines: [
        { vinNumber: 'JD6155R0001', tractorNumber: '1234501' },
        { vinNumber: '', tractorNumber: '7654321' },
      ],
    });
    const older = samplePolicy();
    const newer = samplePolicy({
      _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      policyNumber: 'PI-1C2D3E4F',
      createdAt: '2026-02-01',
      expiredAt: '2027-01-31',
      status: 'pending',
      machine: { ...samplePolicy().machine, vinNumber: '', tractorNumber: '7654321' },
    });
    // Same chassis prefix, another machine; and the same machine insured for someone else.
    const otherMachine = samplePolicy({
      _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
      policyNumber: 'PI-2D3E4F5A',
      machine: { ...samplePolicy().machine, vinNumber: 'JD6155R00012' },
    });
    const otherInsured = samplePolicy({
      _id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
      policyNumber: 'PI-3E4F5A6B',
      userInformation: { ...samplePolicy().userInformation, userId: '987654321' },
    });
    serve((body) => (body.vinNumber ? [older, otherMachine, otherInsured] : [newer]));
    const user = setupUser();
    openDialog('customer', customer);
    await user.click(screen.getByTestId('user-tab-policies'));
    const table = await screen.findByTestId('policies-tab');
    await waitFor(() => expect(within(table).getAllByTestId(/^subscription-PI-/)).toHaveLength(2));
    const rows = within(table).getAllByTestId(/^subscription-PI-/);
    expect(rows.map((row) => row.dataset.testid)).toEqual([
      'subscription-PI-1C2D3E4F',
      'subscription-PI-0B9C8D7E',
    ]);
    expect(rows[0]?.textContent).toContain('01/02/2026');
    expect(rows[0]?.textContent).toContain('ממתין לאישור');
    expect(rows[1]?.textContent).toContain('כיסוי שמשות');
    expect(within(rows[1] as HTMLElement).getByTestId('subscription-open-pdf')).toBeTruthy();
    expect(listBodies()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ vinNumber: 'JD6155R0001' }),
        expect.objectContaining({ tractorNumber: '7654321' }),
      ]),
    );
  });

  it('lists an agent’s subscriptions by creator, and says when there are none', async () => {
    const agent = sampleUser({ role: 'agent', machines: [] });
    serve(() => []);
    const user = setupUser();
    openDialog('agent', agent);
    await user.click(screen.getByTestId('user-tab-policies'));
    expect((await screen.findByTestId('table-empty')).textContent).toContain('אין מנויים');
    expect(listBodies()).toEqual([expect.objectContaining({ createdBy: agent._id, page: 0 })]);
  });

  it('a customer without machines has none, and nothing is asked', async () => {
    serve(() => []);
    const user = setupUser();
    openDialog('customer', sampleUser({ machines: [] }));
    await user.click(screen.getByTestId('user-tab-policies'));
    expect((await screen.findByTestId('policies-tab-empty')).textContent).toBe('אין מנויים');
    expect(listBodies()).toEqual([]);
  });
});
