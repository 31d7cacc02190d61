import { cleanup, screen } from '@testing-library/react';
import type { User } from '@tg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { OwnDetailsPage } from './own-details-page';

const myId = '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40';

const me: User = {
  _id: myId,
  role: 'customer',
  userType: 'business',
  userInformation: {
    name: 'Galil Farms',
    userId: '51234567',
    email: 'office@galil.example',
    phoneNumber: '+972501234567',
    address: 'HaShaked 4',
    city: 'Kiryat Shmona',
    country: 'ישראל',
    postalCode: '',
    additionalInfo: '',
  },
  docs: [],
  visibility: true,
  machines: [{ vinNumber: 'WDB9634031L123456', tractorNumber: '1234567' }],
  permissions: { images: false, discounts: false, searchByVinNumber: false, fullProductDetails: false },
  contacts: [{ name: 'Avi', phoneNumber: '+972521112223', email: '', position: 'Farm manager' }],
  type: null,
  group: null,
  groupName: null,
  notes: [],
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const requests: URL[] = [];
function serve(response: () => Response) {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requests.push(new URL(input, 'http://localhost'));
      return response();
    }),
  );
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('users own details page', () => {
  it('shows a customer their own record, vehicles and contacts, read-only', async () => {
    serve(() => json({ users: [me], total: 1, totalPages: 1 }));
    renderSignedIn(<OwnDetailsPage />, { role: 'customer', user: { _id: myId } });

    expect((await screen.findByTestId('own-details-name')).textContent).toBe('Galil Farms');
    expect(screen.getByTestId('own-details-phoneNumber').textContent).toBe('0501234567');
    expect(screen.getByTestId('own-details-postalCode').textContent).toBe(
      i18next.t('customers.details.notSet'),
    );
    expect(screen.getByText(i18next.t('customers.details.fields.companyNumber'))).toBeTruthy();
    expect(screen.getByTestId('own-details-user-type').textContent).toBe(
      i18next.t('customers.userTypes.business'),
    );
    expect(screen.getByTestId('own-details-machines').textContent).toContain('WDB9634031L123456');
    expect(screen.getByTestId('own-details-contacts').textContent).toContain('0521112223');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(requests[0]?.searchParams.get('role')).toBe('customer');
    expect(requests[0]?.searchParams.get('limit')).toBe('1');
  });

  it('shows an installer their details without the customer sections', async () => {
    serve(() =>
      json({ users: [{ ...me, role: 'installer', userType: 'individual' }], total: 1, totalPages: 1 }),
    );
    renderSignedIn(<OwnDetailsPage />, { role: 'installer', user: { _id: myId } });
    expect(await screen.findByTestId('own-details-name')).toBeTruthy();
    expect(screen.queryByTestId('own-details-machines')).toBeNull();
    expect(screen.queryByTestId('own-details-user-type')).toBeNull();
    expect(screen.queryByText(i18next.t('customers.details.sections.contacts'))).toBeNull();
    expect(requests[0]?.searchParams.get('role')).toBe('installer');
  });

  it('says honestly when the record is not there', async () => {
    serve(() => json({ users: [], total: 0, totalPages: 0 }));
    renderSignedIn(<OwnDetailsPage />, { role: 'storekeeper', user: { _id: myId } });
    expect(await screen.findByTestId('own-details-not-found')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    serve(() => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    renderSignedIn(<OwnDetailsPage />, { role: 'customer', user: { _id: myId } });
    expect(await screen.findByTestId('own-details-error')).toBeTruthy();
    expect(screen.getByTestId('own-details-retry')).toBeTruthy();
  });
});
