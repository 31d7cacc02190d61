import type { Location } from 'react-router-dom';
import type { SignOutReason } from './auth-context';

/** What a redirect to "/" carries: where the person was going, and why they were sent back. */
export interface HomeLocationState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  reason?: SignOutReason;
}

export function readHomeLocationState(state: unknown): HomeLocationState {
  if (!state || typeof state !== 'object') return {};
  const { from, reason } = state as HomeLocationState;
  return {
    from: from && typeof from.pathname === 'string' ? from : undefined,
    reason: reason === 'expired' || reason === 'inactive' || reason === 'signedOut' ? reason : undefined,
  };
}

export function originOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return { pathname: location.pathname, search: location.search, hash: location.hash };
}
