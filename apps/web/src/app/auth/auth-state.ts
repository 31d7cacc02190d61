import type { Role, SessionResponse, SessionUser } from '@tg/domain';

/** The auth state of spec 1 §3, plus the token's expiry time that drives the refresh check. */
export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  userRole: Role | null;
  expiresAt: string | null;
  isAuthenticated: boolean;
  /** True while the session is being established (restoring it on load, or signing in). */
  isChecking: boolean;
  isLoading: boolean;
  /** The error code of the last failed sign-in (see locales errors.json), or null. */
  error: string | null;
  /** When the session was last established or renewed (epoch milliseconds). */
  lastAuthenticated: number | null;
}

export type AuthAction =
  | { type: 'start' }
  | { type: 'success'; session: SessionResponse; at: number }
  | { type: 'failure'; error: string }
  | { type: 'logout' };

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  userRole: null,
  expiresAt: null,
  isAuthenticated: false,
  isChecking: false,
  isLoading: false,
  error: null,
  lastAuthenticated: null,
};

/** The transitions of spec 1 §4: start, success, failure, logout. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'start':
      return { ...state, isLoading: true, isChecking: true, error: null };
    case 'success':
      return {
        ...state,
        user: action.session.user,
        token: action.session.token,
        userRole: action.session.user.role,
        expiresAt: action.session.expiresAt,
        isAuthenticated: true,
        isChecking: false,
        isLoading: false,
        error: null,
        lastAuthenticated: action.at,
      };
    case 'failure':
      return {
        ...initialAuthState,
        error: action.error,
      };
    case 'logout':
      return initialAuthState;
  }
}
