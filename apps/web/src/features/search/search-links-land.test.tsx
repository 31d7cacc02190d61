import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tg/domain';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../app/i18n';
import { AddressProbe, addressParams } from '../../ui/test-address';
import { renderSignedIn } from '../../ui/test-signed-in';
import { setupUser } from '../../ui/test-user';
import { AgentPoliciesPage } from '../agent-policies/pages/agent-policies-page';
import { samplePolicy, sampleServiceCall, serviceCallsPage } from '../insurance/test/sample-insurance';
import { RegistryPage } from '../registry/pages/registry-page';
import { sampleRegistryItem } from '../registry/test/sample-registry-items';
import { AgentServiceCallsPage } from '../service-calls/pages/agent-service-calls-page';
import { ServiceCallsPage } from '../service-calls/pages/service-calls-page';
import { json, type RecordedRequest, serveFetch } from '../service-calls/test/fetch-stub';
import { MyCustomersPage } from '../users/pages/my-customers-page';
import { UsersPage } from '../users/pages/users-page';
import { sampleUser } from '../users/test/sample-users';

/**
 * Each kind of link the global search answers (apps/server search.service.ts) opens its screen
 * filtered to the record, and opens the record itself where the screen has a dialog for it.
 */
const dana = sampleUser();
const deere = sampleRegistryItem();
const pendingPolicy = samplePolicy({ status: 'pending', policyNumber: 'PI-1C2D3E4F' });
const call = sampleServiceCall({ serviceCallNumber: 'SC-5B3D0E4A' });

let requests: RecordedRequest[] = [];
const to = (path: string) => requests.filter((request) => request.url.pathname === `/api${path}`);

function serve() {
  requests = serveFetch(({ url }) => {
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/users/getData') return json({ users: [dana], total: 1, totalPages: 1 });
    if (path === '/gov/getData') return json({ items: [deere], total: 1, totalPages: 1 });
    if (path === '/gov/getOptions') return json({ manufacturers: [], models: [], years: [] });
    if (path.startsWith('/generalPolicies/getAgent'))
      return json({ policies: [pendingPolicy], totalPolicies: 1, totalPages: 1 });
    if (path.startsWith('/insurance/serviceCall/') || path.includes('ServiceCalls'))
      return json(serviceCallsPage([call]));
    return json({ items: [] });
  });
}

/** What the search dialog does with a result (a pushed navigation), and the browser's back button. */
function FollowLink({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" data-testid="follow-link" onClick={() => navigate(to)} />
      <button type="button" data-testid="go-back" onClick={() => navigate(-1)} />
    </>
  );
}

function renderAt(path: string, route: string, element: React.ReactElement, role: Role = 'worker') {
  return renderSignedIn(
    <>
      <Routes>
        <Route path={route} element={element} />
      </Routes>
      <AddressProbe />
    </>,
    { role, path },
  );
}
const address = () => addressParams(screen.getByTestId('address'));

beforeEach(async () => {
  serve();
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the global search’s links land on their record', () => {
  it('?userId= filters the customers to that person and opens them; closing drops the parameter', async () => {
    const user = setupUser();
    renderAt(`/users/customer?userId=${dana.userInformation.userId}`, '/users/:role', <UsersPage />);
    const dialog = await screen.findByTestId('user-dialog');
    expect(dialog.textContent).toContain(dana.userInformation.name);
    expect(to('/users/getData')[0]?.url.searchParams.get('userId')).toBe(dana.userInformation.userId);
    expect((screen.getByTestId('users-search-userId') as HTMLInputElement).value).toBe(
      dana.userInformation.userId,
    );

    await user.click(within(dialog).getByTestId('dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('user-dialog')).toBeNull());
    await waitFor(() => expect(address().has('userId')).toBe(false));
    await waitFor(() => expect(to('/users/getData').at(-1)?.url.searchParams.has('userId')).toBe(false));
  });

  it('a link followed while on the list lands too, and the back button goes back to the list before it', async () => {
    const user = setupUser();
    renderAt(
      '/users/customer',
      '/users/:role',
      <>
        <UsersPage />
        <FollowLink to={`/users/customer?userId=${dana.userInformation.userId}`} />
      </>,
    );
    await screen.findByTestId(`row-${dana._id}`);
    await user.click(screen.getByTestId('follow-link'));
    expect(await screen.findByTestId('user-dialog')).toBeTruthy();
    expect((screen.getByTestId('users-search-userId') as HTMLInputElement).value).toBe(
      dana.userInformation.userId,
    );

    await user.click(screen.getByTestId('go-back'));
    await waitFor(() => expect(address().has('userId')).toBe(false));
    await waitFor(() =>
      expect((screen.getByTestId('users-search-userId') as HTMLInputElement).value).toBe(''),
    );
  });

  it('?userId= on the agent’s customers filters to that person and marks their row', async () => {
    renderAt(
      `/ourSecuredUsers?userId=${dana.userInformation.userId}`,
      '/ourSecuredUsers',
      <MyCustomersPage />,
      'agent',
    );
    const row = await screen.findByTestId(`row-${dana._id}`);
    expect(to('/users/getData')[0]?.url.searchParams.get('userId')).toBe(dana.userInformation.userId);
    await waitFor(() => expect(row.classList.contains('Mui-selected')).toBe(true));
  });

  it('?tractorNumber= on a registry runs that search and opens the one vehicle found', async () => {
    const user = setupUser();
    renderAt(`/tools/braidTools?tractorNumber=${deere.mispar_rechev}`, '/tools/:category', <RegistryPage />);
    const dialog = await screen.findByTestId('registry-dialog');
    expect((within(dialog).getByTestId('registry-field-mispar_shilda') as HTMLInputElement).value).toBe(
      deere.mispar_shilda,
    );
    expect(to('/gov/getData')[0]?.url.searchParams.get('tractorNumber')).toBe(deere.mispar_rechev);

    await user.click(within(dialog).getByTestId('dialog-cancel'));
    await waitFor(() => expect(address().has('tractorNumber')).toBe(false));
  });

  it('?search= on the service calls searches for that call', async () => {
    renderAt('/calls?search=SC-5B3D0E4A', '/calls', <ServiceCallsPage />);
    await screen.findByTestId(`row-${call._id}`);
    const bodies = requests.filter((request) => request.method === 'POST').map((r) => r.body);
    expect(bodies[0]).toMatchObject({ search: 'SC-5B3D0E4A' });
    expect(screen.getByTestId('filter-chip-search').textContent).toContain('SC-5B3D0E4A');
  });

  it('the agent’s links open the tab the record is on, searched for it', async () => {
    renderAt('/policies?tab=pending&policyNumber=PI-1C2D3E4F', '/policies', <AgentPoliciesPage />, 'agent');
    await screen.findByTestId(`row-${pendingPolicy._id}`);
    expect(to('/generalPolicies/getAgentPendingPoliciesByAgentType')[0]?.body).toMatchObject({
      policyNumber: 'PI-1C2D3E4F',
    });
    expect(to('/generalPolicies/getAgentActivePoliciesByAgentType')).toEqual([]);
    cleanup();

    renderAt('/calls?tab=pending&search=SC-5B3D0E4A', '/calls', <AgentServiceCallsPage />, 'agent');
    await screen.findByTestId(`row-${call._id}`);
    const searched = requests.filter((request) => request.url.pathname.endsWith('/getServiceCalls'));
    expect(searched[0]?.body).toMatchObject({ search: 'SC-5B3D0E4A', status: 'pending' });
  });
});
