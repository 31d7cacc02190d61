import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { setupUser } from '../../../../ui/test-user';
import { sampleCustomer } from '../../test/sample-insurance';
import { expectStep, field, fill, fillVehicle, renderWizard } from '../test/wizard-driver';
import { json, type SentRequest, serve } from '../test/wizard-serve';

const usersPath = 'GET /api/users/getItemByFields';
const lookedUpFields = (requests: SentRequest[]) =>
  requests
    .filter((request) => request.path === '/api/users/getItemByFields')
    .map((request) => JSON.parse(request.query.get('fields') ?? ''));

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function reachCustomerStep() {
  const user = setupUser();
  renderWizard({ mode: 'subscription' });
  fillVehicle();
  await user.click(screen.getByTestId('wizard-continue'));
  await expectStep('customer');
}

// The wizard is a large form; a busy machine renders it slowly, hence the roomier time limit.
describe('insurance wizard: the customer step finds a customer by ID number', () => {
  it('fills name, phone and e-mail of the agent’s customer whose ID is typed', async () => {
    const requests = serve({ [usersPath]: () => json({ items: [sampleCustomer()] }) });
    await reachCustomerStep();
    fill('userInformation.userId', '123456789');
    await waitFor(() => expect(field('userInformation.name').value).toBe('Dana Levi'));
    expect(field('userInformation.phoneNumber').value).toBe('0501234567');
    expect(field('userInformation.email').value).toBe('dana@example.com');
    expect(field('userInformation.userId').value).toBe('123456789');
    expect(screen.getByTestId('wizard-customer-known').textContent).toContain('Dana Levi');
    expect(lookedUpFields(requests)).toEqual([[{ 'userInformation.userId': '123456789' }]]);
  });

  it('leaves the e-mail empty when the customer has none', async () => {
    const noEmail = sampleCustomer();
    noEmail.userInformation.email = '';
    serve({ [usersPath]: () => json({ items: [noEmail] }) });
    await reachCustomerStep();
    fill('userInformation.email', '');
    fill('userInformation.userId', '123456789');
    await waitFor(() => expect(field('userInformation.name').value).toBe('Dana Levi'));
    expect(field('userInformation.phoneNumber').value).toBe('0501234567');
    expect(field('userInformation.email').value).toBe('');
  });

  it('fills nothing for a number the server does not find (another group’s customer), and asks only for whole numbers', async () => {
    // Nobody answers the lookup: the server's 404, as for a customer outside the agent's group.
    const requests = serve();
    await reachCustomerStep();
    fill('userInformation.userId', '1234');
    fill('userInformation.userId', '987654321');
    await waitFor(() =>
      expect(lookedUpFields(requests)).toEqual([[{ 'userInformation.userId': '987654321' }]]),
    );
    // Give a late answer time to (wrongly) arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('userInformation.name').value).toBe('');
    expect(field('userInformation.phoneNumber').value).toBe('');
    expect(screen.queryByTestId('wizard-customer-known')).toBeNull();
  });

  it('does not look anyone up for a signed-in customer', async () => {
    const me = sampleCustomer();
    const requests = serve({
      'GET /api/users/getData': () => json({ users: [me], total: 1, totalPages: 1 }),
    });
    const user = setupUser();
    renderWizard({ mode: 'serviceCall' }, 'customer');
    fillVehicle();
    await user.click(screen.getByTestId('wizard-continue'));
    await expectStep('customer');
    fill('userInformation.userId', '555555555');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lookedUpFields(requests)).toEqual([]);
  });
});
