import { formatLocalPhone, type SessionUser, type VerifyOtpRequest } from '@tg/domain';
import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';

/** Why a session ended, which decides what the person sees on the home page afterwards. */
export type SignOutReason = 'signedOut' | 'inactive' | 'expired';

export interface AuthContextValue extends AuthState {
  /** Verifies the one-time code; resolves with the signed-in user, rejects with the ApiError. */
  signIn(request: VerifyOtpRequest): Promise<SessionUser>;
  /** Ends the session on the server and here, then goes to "/". */
  signOut(reason?: SignOutReason): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}

/** A customer who signed up by signing in has no name yet: show the phone the local way instead. */
export function displayNameOf(user: Pick<SessionUser, 'name' | 'phoneNumber'>): string {
  return user.name.trim() || formatLocalPhone(user.phoneNumber);
}
