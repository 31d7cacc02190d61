import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { SessionResponse } from '@tg/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDraftKey } from '../../ui/form-draft';
import { setupUser } from '../../ui/test-user';
import { session } from '../api-client';
import { switchLanguage } from '../i18n';
import { NotificationsProvider } from '../notifications';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

const answer: SessionResponse = {
  token: 'access-1',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  user: {
    _id: 'u2',
    role: 'worker',
    userType: 'individual',
    name: 'Demo worker',
    phoneNumber: '+972500000002',
    userId: null,
  },
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function Probe() {
  const auth = useAuth();
  const location = useLocation();
  return (
    <div>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="state">
        {auth.isChecking ? 'checking' : auth.isAuthenticated ? `in:${auth.user?.name}` : 'out'}
      </output>
      <button type="button" onClick={() => void auth.signOut()}>
        out
      </button>
    </div>
  );
}

function renderProvider(path = '/dashboard/worker/main') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>
          <AuthProvider>
            <Routes>
              <Route path="*" element={<Probe />} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </NotificationsProvider>
    </QueryClientProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;

beforeEach(async () => {
  await switchLanguage('en');
  session.setToken(null);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('auth provider', () => {
  it('is checking until the refresh cookie answers, then restores the session', async () => {
    let release: (response: Response) => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderProvider();
    expect(state()).toBe('checking');
    await act(async () => release(json(200, answer)));
    await waitFor(() => expect(state()).toBe('in:Demo worker'));
    expect(session.getToken()).toBe('access-1');
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/auth/refresh-token');
  });

  it('is signed out when there is no session to restore', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'no' } })),
    );
    renderProvider();
    await waitFor(() => expect(state()).toBe('out'));
  });

  it("asks quietly on a fresh visit, and a 204 'no session' leaves the visitor signed out", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderProvider('/');
    await waitFor(() => expect(state()).toBe('out'));
    expect(session.getToken()).toBeNull();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/refresh-token');
    expect((init.headers as Record<string, string>)['x-session-check']).toBe('quiet');
  });

  it('still clears the session and goes to "/" when the sign-out call fails, saying so', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/refresh-token') ? json(200, answer) : Promise.reject(new TypeError('offline')),
    );
    vi.stubGlobal('fetch', fetch);
    const user = setupUser();
    renderProvider();
    await waitFor(() => expect(state()).toBe('in:Demo worker'));
    await user.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(state()).toBe('out'));
    expect(screen.getByTestId('path').textContent).toBe('/');
    expect(await screen.findByText('Error signing out')).toBeTruthy();
    expect(session.getToken()).toBeNull();
  });

  it('leaves no form drafts behind for the next person at the device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/refresh-token') ? json(200, answer) : json(200, {}))),
    );
    const user = setupUser();
    renderProvider();
    await waitFor(() => expect(state()).toBe('in:Demo worker'));
    sessionStorage.setItem(formDraftKey('u2', 'product', 'p1'), '{"name":"שמשה"}');
    await user.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(state()).toBe('out'));
    expect(sessionStorage.getItem(formDraftKey('u2', 'product', 'p1'))).toBeNull();
  });
});
