import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { serve } from '../wizard/test/wizard-serve';
import { NewServiceCallPage } from './new-service-call-page';
import { NewSubscriptionPage } from './new-subscription-page';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('insurance pages: launching the wizard', () => {
  it('opens a new subscription at once and searches the chassis of ?vin=', async () => {
    const requests = serve();
    renderSignedIn(<NewSubscriptionPage />, {
      role: 'agent',
      path: '/dashboard/agent/services/insurance?vin=JD6155R0001',
    });
    const wizard = await screen.findByTestId('insurance-wizard');
    expect(wizard.querySelector('h2')?.textContent).toContain('מנוי חדש');
    expect((screen.getByTestId('wizard-field-machine.vinNumber') as HTMLInputElement).value).toBe(
      'JD6155R0001',
    );
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === '/api/gov/getItemByFields' &&
            request.query.get('fields') === JSON.stringify([{ mispar_shilda: 'JD6155R0001' }]),
        ),
      ).toBe(true),
    );
  });

  it('opens a service call, searches the plate of ?plate=, and reopens from the big button', async () => {
    const requests = serve();
    const user = setupUser();
    renderSignedIn(<NewServiceCallPage />, {
      role: 'agent',
      path: '/dashboard/agent/services/serviceCall?plate=1234501',
    });
    const wizard = await screen.findByTestId('insurance-wizard');
    expect(wizard.querySelector('h2')?.textContent).toContain('קריאת שירות חדשה');
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.query.get('fields') === JSON.stringify([{ mispar_rechev: '1234501' }]),
        ),
      ).toBe(true),
    );
    await user.click(within(wizard).getByTestId('wizard-close'));
    await waitFor(() => expect(screen.queryByTestId('insurance-wizard')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('קריאת שירות חדשה');
    await user.click(screen.getByTestId('wizard-page-open'));
    expect(await screen.findByTestId('insurance-wizard')).toBeTruthy();
  });
});
