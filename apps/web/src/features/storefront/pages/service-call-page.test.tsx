import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role, SessionUser, VerifyOtpRequest } from '@tg/domain';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../../app/auth/auth-context';
import { initialAuthState } from '../../../app/auth/auth-state';
import { i18next } from '../../../app/i18n';
import { StorefrontRoutes } from '../../../storefront/router';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import {
  sampleCatalogue,
  sampleCustomer,
  sampleRegistryMachine,
  sampleServiceCall,
} from '../../insurance/test/sample-insurance';
import { expectStep, fillVehicle } from '../../insurance/wizard/test/wizard-driver';
import { json, type SentRequest, serve } from '../../insurance/wizard/test/wizard-serve';

const customerId = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const sessionUser = (role: Role): SessionUser => ({
  _id: customerId,
  role,
  userType: 'individual',
  name: role === 'customer' ? '' : 'Office Worker',
  phoneNumber: '+972521234567',
  userId: null,
});

/** The customer record the wizard fills the customer step from (a complete one). */
const ownRecord = sampleCustomer({ _id: customerId });
const createdCall = sampleServiceCall({
  serviceCallNumber: 'SC-5A6B7C8D',
  policyProduct: null,
  isInsuranceCase: false,
  machine: {
    ...sampleServiceCall().machine,
    vinNumber: 'JD6155R0001',
    machine: 'JOHN DEERE',
    model: '6155R',
  },
});

/** A session kept the way AuthProvider keeps it: signing in sets the user. */
function FakeAuth({ initial, children }: { initial: SessionUser | null; children: ReactNode }) {
  const [user, setUser] = useState(initial);
  const signIn = vi.fn(async (request: VerifyOtpRequest) => {
    signInRequests.push(request);
    const signedIn = sessionUser(request.role);
    setUser(signedIn);
    return signedIn;
  });
  const value: AuthContextValue = {
    ...initialAuthState,
    user,
    userRole: user?.role ?? null,
    isAuthenticated: Boolean(user),
    token: user ? 'token' : null,
    signIn,
    signOut: vi.fn(async () => {}),
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

let signInRequests: VerifyOtpRequest[] = [];

function renderPage(signedIn: SessionUser | null, address = '/services/service-call') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[address]}>
      <FakeAuth initial={signedIn}>
        <StorefrontRoutes />
      </FakeAuth>
    </MemoryRouter>,
  );
}

function serveStreet(extra: Parameters<typeof serve>[0] = {}): SentRequest[] {
  return serve({
    'GET /api/settings/getPublicBusinessDetails': () => json({ error: { code: 'NOT_FOUND' } }, 404),
    'POST /api/auth/send-otp': () =>
      json({ sessionId: 's-1', requestId: 'r-1', resendInSeconds: 30, message: 'sent' }),
    'GET /api/users/getData': () => json({ users: [ownRecord], total: 1, totalPages: 1 }),
    'POST /api/insurance/serviceCall/createServiceCall': () => json(createdCall, 201),
    'GET /api/gov/getItemByFields': () => json({ items: [sampleRegistryMachine()] }),
    ...extra,
  });
}

const wizardDialog = (timeout = 15_000) => screen.findByTestId('insurance-wizard', {}, { timeout });

/**
 * A signed-in customer's walk to the product step: the machine by plate, then the customer step,
 * which the customer's own record fills.
 */
async function walkToProductStep(user: ReturnType<typeof setupUser>) {
  await wizardDialog();
  fillVehicle();
  await user.click(screen.getByTestId('wizard-continue'));
  await expectStep('customer', 5000);
  await waitFor(() =>
    expect((screen.getByTestId('wizard-field-userInformation.name') as HTMLInputElement).value).toBe(
      'Dana Levi',
    ),
  );
  await user.click(screen.getByTestId('wizard-continue'));
  await expectStep('product');
}

beforeEach(async () => {
  signInRequests = [];
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('storefront: a service call from the street (issue 17)', () => {
  it('signs a visitor in by phone and code as a customer, with no role to choose, then opens the wizard', async () => {
    const requests = serveStreet();
    const user = setupUser();
    renderPage(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'קריאת שירות' })).toBeTruthy();
    const signIn = await screen.findByTestId('street-signin');
    expect(within(signIn).queryByTestId('signin-role')).toBeNull();
    // Any phone may go on (a new one becomes a customer): no "the number registered with us".
    expect(within(signIn).getByText('הנייד שאליו יישלח הקוד')).toBeTruthy();
    await user.type(screen.getByTestId('signin-phone'), '052-1234567');
    await user.click(screen.getByTestId('signin-send'));
    expect(requests.find((request) => request.path === '/api/auth/send-otp')?.body).toMatchObject({
      phoneNumber: '+972521234567',
      role: 'customer',
    });
    await user.type(await screen.findByTestId('signin-code'), '123456');
    await user.click(screen.getByTestId('signin-verify'));
    expect(signInRequests).toEqual([
      expect.objectContaining({ role: 'customer', code: '123456', sessionId: 's-1', requestId: 'r-1' }),
    ]);
    const wizard = await wizardDialog();
    expect(within(wizard).getByText('קריאת שירות חדשה')).toBeTruthy();
    // A new customer has no name yet: the phone stands for it, the local way.
    expect(screen.getByTestId('street-signed-in-as').textContent).toContain('0521234567');
  });

  it('takes a signed-in customer straight to the wizard, and keeps a way back to it after closing', async () => {
    serveStreet();
    const user = setupUser();
    renderPage(sessionUser('customer'), '/en/services/service-call');
    await wizardDialog();
    expect(screen.queryByTestId('street-signin')).toBeNull();
    await user.click(screen.getByTestId('wizard-close'));
    await waitFor(() => expect(screen.queryByTestId('insurance-wizard')).toBeNull());
    await user.click(screen.getByTestId('street-service-call-open'));
    expect(await wizardDialog()).toBeTruthy();
  });

  it('tells someone signed in as staff that service calls are opened in the back-office', async () => {
    serveStreet();
    renderPage(sessionUser('worker'));
    const notice = await screen.findByTestId('street-service-call-staff', {}, { timeout: 10_000 });
    expect(notice.textContent).toContain('עובד');
    expect(screen.getByTestId('street-service-call-backoffice').getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByTestId('insurance-wizard')).toBeNull();
    expect(screen.queryByTestId('street-signin')).toBeNull();
  });

  it('lets a customer without a subscription ask for paid service, then shows the number and a subscription offer', async () => {
    const requests = serveStreet();
    const user = setupUser();
    renderPage(sessionUser('customer'));
    await walkToProductStep(user);
    await user.click(screen.getByTestId('wizard-continue'));
    expect(screen.getByTestId('wizard-selected-product').textContent).toContain(
      'יש לבחור מנוי או שירות בתשלום',
    );
    await user.click(screen.getByTestId('wizard-paid-service'));
    expect(screen.getByTestId('wizard-paid-service').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByTestId('wizard-continue'));
    await expectStep('documents');
    await user.click(screen.getByTestId('wizard-continue'));
    await expectStep('photos');
    await user.click(screen.getByTestId('wizard-continue'));
    await expectStep('summary');
    expect(screen.getByTestId('wizard-step-content-summary').textContent).toContain('שירות בתשלום');
    await user.click(screen.getByTestId('wizard-submit'));

    const success = await screen.findByTestId('street-service-call-success', {}, { timeout: 10_000 });
    const sent = requests.find((request) => request.path === '/api/insurance/serviceCall/createServiceCall');
    expect(sent?.body).toMatchObject({
      serviceCall: { policyProduct: null, paidService: true, isInsuranceCase: false },
    });
    expect(within(success).getByTestId('street-service-call-number').textContent).toBe('SC-5A6B7C8D');
    expect(within(success).getByTestId('street-service-call-next').textContent).toContain('הצעת מחיר');

    // The offer is an offer: the page stands without taking it; taking it opens the subscription
    // wizard with the same machine searched.
    await user.click(screen.getByTestId('street-subscription-offer-open'));
    const wizard = await wizardDialog();
    expect(within(wizard).getByText('מנוי חדש')).toBeTruthy();
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === '/api/gov/getItemByFields' && request.query.toString().includes('JD6155R0001'),
        ),
      ).toBe(true),
    );
  });

  it('shows a customer who names a subscription it does not hold the server’s word at the product step (ADR 0033)', async () => {
    const product = sampleCatalogue()[0];
    const requests = serveStreet({
      'POST /api/insurance/serviceCall/createServiceCall': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid',
              fields: { 'policyProduct._id': 'validation.subscriptionNotHeld' },
            },
          },
          400,
        ),
    });
    const user = setupUser();
    renderPage(sessionUser('customer'));
    await walkToProductStep(user);
    await user.click(await screen.findByTestId(`wizard-product-${product?._id}`));
    for (const step of ['documents', 'photos', 'summary']) {
      await user.click(screen.getByTestId('wizard-continue'));
      await expectStep(step);
    }
    await user.click(screen.getByTestId('wizard-submit'));

    // The wizard stays open and goes back to step 3, the refusal at the chosen product.
    await expectStep('product', 5000);
    const chosen = screen.getByTestId('wizard-selected-product');
    expect(within(chosen).getByRole('alert').textContent).toBe(
      'אין לכם מנוי מסוג זה לכלי הזה. אפשר לבחור שירות בתשלום ונשלח הצעת מחיר',
    );
    expect(screen.queryByTestId('street-service-call-success')).toBeNull();
    const sent = requests.find((request) => request.path === '/api/insurance/serviceCall/createServiceCall');
    expect(sent?.body).toMatchObject({ serviceCall: { policyProduct: { _id: product?._id } } });
    // Choosing paid service instead clears the refusal.
    await user.click(screen.getByTestId('wizard-paid-service'));
    expect(within(screen.getByTestId('wizard-selected-product')).queryByRole('alert')).toBeNull();
  });
});
