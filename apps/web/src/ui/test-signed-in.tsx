import type { Role, SessionUser } from '@tg/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../app/auth/auth-context';
import { initialAuthState } from '../app/auth/auth-state';
import { renderWithProviders } from './test-providers';

/** For component tests only: a signed-in person of the role, with the shell's providers and a router. */
export function renderSignedIn(
  ui: ReactElement,
  { role, user = {}, path = '/' }: { role: Role; user?: Partial<SessionUser>; path?: string },
) {
  const sessionUser: SessionUser = {
    _id: '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40',
    role,
    userType: 'individual',
    name: 'Dana Levi',
    phoneNumber: '+972500000003',
    userId: null,
    ...user,
  };
  const auth: AuthContextValue = {
    ...initialAuthState,
    isAuthenticated: true,
    user: sessionUser,
    userRole: role,
    token: 'token',
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
  };
  return {
    user: sessionUser,
    ...renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
      </MemoryRouter>,
    ),
  };
}
