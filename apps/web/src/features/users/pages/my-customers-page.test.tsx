import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { MyCustomersPage } from './my-customers-page';

const agencyId = '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40';

function person(id: string, name: string, overrides: Partial<User> = {}): User {
  return {
    _id: id,
    role: 'customer',
    userType: 'individual',
    userInformation: {
      name,
      userId: '123456789',
      email: '',
      phoneNumber: '+972501234567',
      address: '',
      city: '',
      country: 'ישראל',
      postalCode: '',
      additionalInfo: '',
    },
    docs: [],
    visibility: true,
    machines: [],
    permissions: { images: false, discounts: false, searchByVinNumber: false, fullProductDetails: false },
    contacts: [],
    type: null,
    group: agencyId,
    groupName: 'Galil Agency',
    notes: [],
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

const moshe = person('3e0c1b2a-5d4f-4e6a-9b8c-7d6e5f4a3b2c', 'Moshe Peretz', {
  machines: [{ vinNumber: 'WDB9634031L123456', tractorNumber: '1234567' }],
});
const rina = person('4f1d2c3b-6e5a-4f7b-8c9d-0e1f2a3b4c5d', 'Rina Azulay', {
  userType: 'business',
  userInformation: { ...moshe.userInformation, name: 'Rina Azulay', userId: '51234567' },
  groupName: 'Avi Agent',
});
const avi = person('5a2e3d4c-7f6b-4a8c-9d0e-1f2a3b4c5d6e', 'Avi Agent', { role: 'agent' });

let requests: { method: string; url: URL; body: unknown }[] = [];

function serve(handler: (method: string, url: URL) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      requests.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return handler(method, url);
    }),
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const listRequests = (role: string) =>
  requests.filter(
    (request) =>
      request.url.pathname === '/api/users/getData' && request.url.searchParams.get('role') === role,
  );

beforeEach(() => {
  requests = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('users my-customers page', () => {
  it('lists the first page of 10 customers with local phones and vehicles', async () => {
    serve(() => json({ users: [moshe, rina], total: 2, totalPages: 1 }));
    renderSignedIn(<MyCustomersPage />, { role: 'agent' });

    const row = await screen.findByTestId(`row-${moshe._id}`);
    expect(row.textContent).toContain('Moshe Peretz');
    expect(row.textContent).toContain('0501234567');
    expect(row.textContent).not.toContain('+972');
    expect(row.textContent).toContain('WDB9634031L123456');
    expect(row.textContent).toContain('1234567');
    // An agent's customers are all its own: the "company or agent" column starts hidden.
    expect(row.textContent).not.toContain('Galil Agency');

    const [list] = listRequests('customer');
    expect(list?.url.searchParams.get('page')).toBe('1');
    expect(list?.url.searchParams.get('limit')).toBe('10');
    expect(list?.url.searchParams.has('group')).toBe(false);
  });

  it('links each customer to a service call and to a new subscription', async () => {
    serve(() => json({ users: [moshe], total: 1, totalPages: 1 }));
    renderSignedIn(<MyCustomersPage />, { role: 'agent' });
    const row = await screen.findByTestId(`row-${moshe._id}`);
    expect(within(row).getByTestId('row-service-call').getAttribute('href')).toBe(
      `/dashboard/agent/services/agentServiceCalls?customerId=${moshe._id}`,
    );
    const machine = moshe.machines[0];
    expect(within(row).getByTestId('row-add-subscription').getAttribute('href')).toBe(
      `/dashboard/agent/services/insurance?vin=${machine?.vinNumber}&plate=${machine?.tractorNumber}`,
    );
  });

  it('offers the agent filter to an agency only, and filters by group', async () => {
    serve((_method, url) =>
      url.searchParams.get('role') === 'agent'
        ? json({ users: [avi], total: 1, totalPages: 1 })
        : json({ users: [moshe], total: 1, totalPages: 1 }),
    );
    renderSignedIn(<MyCustomersPage />, { role: 'agent' });
    await screen.findByTestId(`row-${moshe._id}`);
    expect(screen.queryByTestId('my-customers-search-agent')).toBeNull();
    expect(listRequests('agent')).toHaveLength(0);
    cleanup();

    const user = setupUser();
    renderSignedIn(<MyCustomersPage />, { role: 'company', user: { _id: agencyId } });
    const select = (await screen.findByTestId('my-customers-search-agent')) as HTMLSelectElement;
    expect((await screen.findByTestId(`row-${moshe._id}`)).textContent).toContain('Galil Agency');
    await waitFor(() => expect(select.disabled).toBe(false));
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      i18next.t('customers.myCustomers.agentFilter.all'),
      i18next.t('customers.myCustomers.agentFilter.agencyOwn'),
      'Avi Agent',
    ]);
    await user.selectOptions(select, avi._id);
    await waitFor(() =>
      expect(
        listRequests('customer').some((request) => request.url.searchParams.get('group') === avi._id),
      ).toBe(true),
    );
  });

  it('searches each field from 3 characters, and sends them trimmed', async () => {
    serve((_method, url) =>
      url.searchParams.has('phoneNumber')
        ? json({ users: [], total: 0, totalPages: 0 })
        : json({ users: [moshe], total: 1, totalPages: 1 }),
    );
    const user = setupUser();
    renderSignedIn(<MyCustomersPage />, { role: 'agent' });
    await screen.findByTestId(`row-${moshe._id}`);

    await user.type(screen.getByTestId('my-customers-search-name'), 'mo{Enter}');
    expect(await screen.findByTestId('input-required-dialog')).toBeTruthy();
    await user.click(screen.getByTestId('input-required-close'));

    await user.type(screen.getByTestId('my-customers-search-phoneNumber'), '050-12');
    await user.type(screen.getByTestId('my-customers-search-tractorNumber'), ' 12-345 ');
    await waitFor(() => {
      const last = listRequests('customer').at(-1);
      expect(last?.url.searchParams.get('phoneNumber')).toBe('050-12');
      expect(last?.url.searchParams.get('tractorNumber')).toBe('12-345');
    });
    expect(listRequests('customer').some((request) => request.url.searchParams.has('name'))).toBe(false);
    expect((await screen.findByTestId('table-empty')).textContent).toBe(
      i18next.t('customers.myCustomers.emptySearch'),
    );
  });

  it('shows the empty and the error states', async () => {
    serve(() => json({ users: [], total: 0, totalPages: 0 }));
    renderSignedIn(<MyCustomersPage />, { role: 'agent' });
    expect((await screen.findByTestId('table-empty')).textContent).toBe(
      i18next.t('customers.myCustomers.empty'),
    );
    cleanup();

    serve(() => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    renderSignedIn(<MyCustomersPage />, { role: 'agent' });
    expect(await screen.findByTestId('table-error')).toBeTruthy();
    expect(screen.getByTestId('table-retry')).toBeTruthy();
  });

  it('adds a customer, who then appears in the list', async () => {
    const added = person('6b3f4e5d-8a7c-4b9d-0e1f-2a3b4c5d6e7f', 'Yael Cohen');
    let users = [moshe];
    serve((method) => {
      if (method === 'POST') {
        users = [added, ...users];
        return json(added, 201);
      }
      return json({ users, total: users.length, totalPages: 1 });
    });
    const user = setupUser();
    renderSignedIn(<MyCustomersPage />, { role: 'agent' });
    await screen.findByTestId(`row-${moshe._id}`);

    await user.click(screen.getByTestId('my-customers-add'));
    await user.type(screen.getByTestId('add-customer-name'), 'Yael Cohen');
    await user.type(screen.getByTestId('add-customer-userId'), '234567890');
    await user.type(screen.getByTestId('add-customer-phoneNumber'), '0527654321');
    await user.click(screen.getByTestId('add-customer-submit'));

    expect(await screen.findByTestId(`row-${added._id}`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('add-customer-dialog')).toBeNull());
  });
});
