import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { defaultEndFor, todayIso } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../../app/i18n';
import { renderWithProviders } from '../../../../ui/test-providers';
import { setupUser } from '../../../../ui/test-user';
import {
  sampleCustomer,
  samplePolicy,
  sampleProduct,
  sampleRegistryMachine,
} from '../../../insurance/test/sample-insurance';
import { json, requestsTo, type SentRequest, serve } from '../../../insurance/test/serve';
import { findToast } from '../../../registry/test/toast';
import { dismissToast } from '../../test/toasts';
import { QuickCreateDialog } from './quick-create-dialog';

const product = sampleProduct();
const machine = sampleRegistryMachine();
const owner = sampleCustomer();
const createPath = '/insurance/subscriptions/createGeneralPolicy';
let requests: SentRequest[] = [];

function serveLookups({ customer }: { customer: boolean }) {
  requests = serve(({ url }) => {
    if (url.pathname === '/api/insurance/policy-product/fetchPolicyProducts')
      return json({ policyProducts: [product], total: 1, totalPages: 1 });
    if (url.pathname === '/api/gov/getItemByFields') return json({ items: [machine] });
    if (url.pathname === '/api/users/getItemByFields')
      return customer
        ? json({ items: [owner] })
        : json({ error: { code: 'NOT_FOUND', message: 'No items found' } }, 404);
    if (url.pathname === `/api${createPath}`) return json(samplePolicy({ status: 'pending' }), 201);
    return undefined;
  });
}

const submit = () => screen.getByTestId('quick-create-submit') as HTMLButtonElement;

/** Typing a whole value at once: these tests are about what is sent, not keystrokes. */
const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function findMachine(user: UserEvent) {
  fill('quick-search-tractorNumber', '12-345-01');
  await user.click(screen.getByTestId('quick-search-tractorNumber-button'));
  await screen.findByTestId('quick-machine');
}

async function chooseProduct(user: UserEvent) {
  fireEvent.mouseDown(within(await screen.findByTestId('quick-product')).getByRole('combobox'));
  await user.click(await screen.findByTestId(`quick-product-${product._id}`));
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('agent-policies: quick create', () => {
  it('searches from 3 characters, and create waits for the machine and the product', async () => {
    serveLookups({ customer: true });
    const user = setupUser();
    const onCreated = vi.fn();
    renderWithProviders(<QuickCreateDialog open onClose={() => {}} onCreated={onCreated} />);
    expect(submit().disabled).toBe(true);
    const vinButton = screen.getByTestId('quick-search-vinNumber-button') as HTMLButtonElement;
    fill('quick-search-vinNumber', ' 1L ');
    expect(vinButton.disabled).toBe(true);
    fill('quick-search-vinNumber', '1L0');
    expect(vinButton.disabled).toBe(false);

    await findMachine(user);
    const lookup = requestsTo(requests, '/gov/getItemByFields')[0]?.url.searchParams;
    expect(lookup?.get('category')).toBe('gov-all');
    expect(JSON.parse(lookup?.get('fields') ?? '')).toEqual([{ mispar_rechev: '1234501' }]);
    await screen.findByTestId('quick-insured-found');
    const customerLookup = requestsTo(requests, '/users/getItemByFields')[0]?.url.searchParams;
    expect(customerLookup?.get('role')).toBe('customer');
    expect(JSON.parse(customerLookup?.get('fields') ?? '')).toEqual([
      { 'machines.vinNumber': machine.mispar_shilda },
      { 'machines.tractorNumber': machine.mispar_rechev },
    ]);
    expect(submit().disabled).toBe(true);

    await chooseProduct(user);
    expect(screen.getByTestId('quick-product-details').textContent).toContain('₪300');
    await waitFor(() => expect(submit().disabled).toBe(false));

    await user.click(submit());
    await findToast('המנוי נוסף בהצלחה');
    const today = todayIso();
    expect(requestsTo(requests, createPath)[0]?.body).toEqual({
      policy: {
        createdAt: today,
        expiredAt: defaultEndFor(today),
        policyProduct: { _id: product._id },
        machine: {
          vinNumber: machine.mispar_shilda,
          tractorNumber: machine.mispar_rechev,
          machine: machine.tozeret_nm,
          model: machine.degem_nm,
          year: machine.shnat_yitzur,
          description: machine.sug_tzama_nm,
        },
        userInformation: { userType: owner.userType, ...owner.userInformation },
        isInsuranceCase: false,
        files: {},
        notes: '',
      },
    });
    expect(onCreated).toHaveBeenCalled();
  });

  it('shows the chosen product’s known service type in English', async () => {
    await switchLanguage('en');
    serveLookups({ customer: true });
    const user = setupUser();
    renderWithProviders(<QuickCreateDialog open onClose={() => {}} onCreated={() => {}} />);
    await chooseProduct(user);
    const details = await screen.findByTestId('quick-product-details');
    expect(within(details).getByText('On-site service')).toBeTruthy();
    expect(details.textContent).not.toContain(product.policyType);
  });

  it('asks for the insured when the machine has no customer, and sends what was typed', async () => {
    serveLookups({ customer: false });
    const user = setupUser();
    renderWithProviders(<QuickCreateDialog open onClose={() => {}} />);
    await findMachine(user);
    await screen.findByTestId('quick-insured-notFound');
    await chooseProduct(user);
    await waitFor(() => expect(submit().disabled).toBe(false));

    await user.click(submit());
    dismissToast(await findToast('יש למלא את כל שדות החובה'));
    expect(screen.getByTestId('quick-insured-name').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(requests, createPath)).toHaveLength(0);

    fill('quick-insured-userId', '123456782');
    fill('quick-insured-name', 'יוסי מזרחי');
    fill('quick-insured-phoneNumber', '054-1234567');
    fill('quick-insured-email', 'yossi@example.com');
    await user.click(submit());
    await findToast('המנוי נוסף בהצלחה');
    expect(requestsTo(requests, createPath)[0]?.body).toMatchObject({
      policy: {
        userInformation: {
          userType: 'individual',
          name: 'יוסי מזרחי',
          userId: '123456782',
          phoneNumber: '+972541234567',
          email: 'yossi@example.com',
        },
      },
    });
  });
});
