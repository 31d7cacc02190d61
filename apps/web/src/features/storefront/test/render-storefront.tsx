import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { PublicBusinessDetails } from '@tg/domain';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../../app/auth/auth-context';
import { initialAuthState } from '../../../app/auth/auth-state';
import { NotificationsProvider } from '../../../app/notifications';
import { LanguageAwareProviders } from '../../../app/providers';
import { AppRoutes } from '../../../app/router';

export interface ServedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = unknown | ((request: ServedRequest) => Response | unknown);

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake server: answers by "METHOD /path" (or just "/path" for GET); anything else is a 404.
 * Every request is recorded with its parsed JSON body.
 */
export function serve(routes: Record<string, Answer>): ServedRequest[] {
  const requests: ServedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method, path: url.pathname, body };
      requests.push(request);
      const route =
        routes[`${method} ${url.pathname}`] ?? (method === 'GET' ? routes[url.pathname] : undefined);
      if (route === undefined) return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
      const answer = typeof route === 'function' ? route(request) : route;
      return answer instanceof Response ? answer : json(answer, method === 'POST' ? 201 : 200);
    }),
  );
  return requests;
}

export const businessDetails: PublicBusinessDetails = {
  name: 'זכוכית לטרקטורים בע״מ',
  tagline: 'שמשות וחלקים לכלים כבדים',
  highlights: [],
  registrationNumber: '514000000',
  phone: '+972501234567',
  whatsapp: '+972529876543',
  email: 'office@tractor-glass.example',
  address: 'האומן 12, עפולה',
  openingHours: 'א׳–ה׳ 07:30–17:00\nו׳ 08:00–12:00',
  social: { website: '', facebook: 'https://facebook.com/tractorglass', instagram: '' },
};

export const businessDetailsPath = '/api/settings/getPublicBusinessDetails';

/** A window `width` pixels wide, as MUI's media queries ask it (the one stand-in, ui/test-media.ts). */
export { stubWindowWidth } from '../../../ui/test-media';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The whole app at `path`, signed out, as a visitor opens it. `session` sets the session's state
 * (a check still out: `isChecking`); `setSession` changes it later, as the check answering would.
 */
export function renderStorefront(path: string, session: Partial<AuthContextValue> = {}) {
  const signedOut: AuthContextValue = {
    ...initialAuthState,
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
  };
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const app = (auth: AuthContextValue) => (
    <QueryClientProvider client={client}>
      <LanguageAwareProviders>
        <NotificationsProvider>
          <MemoryRouter initialEntries={[path]}>
            <AuthContext.Provider value={auth}>
              <AppRoutes />
              <CurrentPath />
            </AuthContext.Provider>
          </MemoryRouter>
        </NotificationsProvider>
      </LanguageAwareProviders>
    </QueryClientProvider>
  );
  const view = render(app({ ...signedOut, ...session }));
  return {
    ...view,
    setSession: (next: Partial<AuthContextValue>) => view.rerender(app({ ...signedOut, ...next })),
  };
}
