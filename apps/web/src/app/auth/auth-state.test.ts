import type { SessionResponse } from '@tg/domain';
import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './auth-state';

const session: SessionResponse = {
  token: 'token-1',
  expiresAt: '2025-03-01T10:15:00.000Z',
  user: {
    _id: 'u1',
    role: 'agent',
    userType: 'individual',
    name: 'Dana',
    phoneNumber: '+972500000003',
    userId: null,
  },
};

describe('auth state transitions (spec 1 §4)', () => {
  it('start: loading and checking, error cleared', () => {
    const state = authReducer({ ...initialAuthState, error: 'AUTH_INVALID_CODE' }, { type: 'start' });
    expect(state).toMatchObject({ isLoading: true, isChecking: true, error: null, isAuthenticated: false });
  });

  it('success: stores user, token and role, marks authenticated, records the time', () => {
    const started = authReducer(initialAuthState, { type: 'start' });
    const state = authReducer(started, { type: 'success', session, at: 1234 });
    expect(state).toEqual({
      user: session.user,
      token: 'token-1',
      userRole: 'agent',
      expiresAt: session.expiresAt,
      isAuthenticated: true,
      isChecking: false,
      isLoading: false,
      error: null,
      lastAuthenticated: 1234,
    });
  });

  it('failure: stores the error and is not authenticated', () => {
    const started = authReducer(initialAuthState, { type: 'start' });
    const state = authReducer(started, { type: 'failure', error: 'AUTH_INVALID_CODE' });
    expect(state).toMatchObject({
      error: 'AUTH_INVALID_CODE',
      isAuthenticated: false,
      isLoading: false,
      isChecking: false,
      token: null,
    });
  });

  it('logout: resets to the initial state', () => {
    const signedIn = authReducer(initialAuthState, { type: 'success', session, at: 1 });
    expect(authReducer(signedIn, { type: 'logout' })).toEqual(initialAuthState);
  });
});
