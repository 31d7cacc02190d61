import { useQueryClient } from '@tanstack/react-query';
import { authRoutes as calls, type VerifyOtpRequest } from '@tg/domain';
import {
  lazy,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearFormDrafts } from '../../ui/form-draft';
import { OnceOpened } from '../../ui/once-opened';
import { ApiError, call, contractKey, session } from '../api-client';
import { useNotify } from '../notifications';
import { AuthContext, type AuthContextValue, type SignOutReason } from './auth-context';
import { authReducer, initialAuthState } from './auth-state';
import { type HomeLocationState, originOf } from './location-state';
import { useInactivity } from './use-inactivity';
import { useTokenRefresh } from './use-token-refresh';

// Shown only to someone signed in and idle for 15 minutes: its code loads then (ADR 0031).
const InactivityDialog = lazy(() =>
  import('./inactivity-dialog').then((m) => ({ default: m.InactivityDialog })),
);

/** The gate's answer belongs to the browser, not to whoever signed in: it survives sign-out. */
const keptAcrossSignOut = contractKey(calls.gateStatus)[0];

/**
 * Holds the session (spec 1 §3–§4). On load it tries to restore a session from the refresh
 * cookie, and until that answers the state is "checking". While signed in it renews the token
 * before it expires and signs out after inactivity. Must sit inside the router.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState, (initial) =>
    authReducer(initial, { type: 'start' }),
  );
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();

  /**
   * Forgets the session here and goes home. The state is cleared only once "/" is shown: cleared
   * first, the guard of the page being left would redirect on its own and lose the reason.
   */
  const endingSession = useRef(false);
  const endSession = useCallback(
    (reason: SignOutReason) => {
      session.setToken(null);
      endingSession.current = true;
      const homeState: HomeLocationState = { reason };
      // After an expired session, signing in again returns to the screen the person was on.
      if (reason === 'expired' && here.current.pathname.startsWith('/dashboard')) {
        homeState.from = originOf(here.current);
      }
      navigate('/', { replace: true, state: homeState });
    },
    [navigate],
  );
  useEffect(() => {
    if (!endingSession.current || location.pathname !== '/') return;
    endingSession.current = false;
    dispatch({ type: 'logout' });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== keptAcrossSignOut });
  }, [location, queryClient]);
  const endSessionRef = useRef(endSession);
  endSessionRef.current = endSession;

  useEffect(() => {
    let cancelled = false;
    // The page around it re-renders with the answer (the header, a guarded screen): as transitions,
    // in slices the browser can interleave with a visitor's scrolling, not in one long task.
    session.onRefreshed((answer) =>
      startTransition(() => dispatch({ type: 'success', session: answer, at: Date.now() })),
    );
    session.onEnded(() => endSessionRef.current('expired'));
    void session.refresh().then((answer) => {
      if (!answer && !cancelled) startTransition(() => dispatch({ type: 'logout' }));
    });
    return () => {
      cancelled = true;
      session.onRefreshed(() => {});
      session.onEnded(() => {});
    };
  }, []);

  const signIn = useCallback(async (request: VerifyOtpRequest) => {
    dispatch({ type: 'start' });
    try {
      const answer = await call(calls.verifyCode, request);
      session.setToken(answer.token);
      dispatch({ type: 'success', session: answer, at: Date.now() });
      return answer.user;
    } catch (error) {
      dispatch({ type: 'failure', error: error instanceof ApiError ? error.code : 'UNKNOWN' });
      throw error;
    }
  }, []);

  const signOut = useCallback(
    async (reason: SignOutReason = 'signedOut') => {
      try {
        await call(calls.logout, undefined);
      } catch {
        notify.error(t('auth.session.signOutError'));
      }
      // Signing out (or being signed out for inactivity) leaves nothing typed for the next person
      // at the device; an expired session keeps its drafts, as the same person signs in again.
      clearFormDrafts();
      endSession(reason);
    },
    [endSession, notify, t],
  );

  useTokenRefresh(state.isAuthenticated, state.expiresAt, () => endSession('expired'));
  const inactivity = useInactivity(state.isAuthenticated, () => void signOut('inactive'));

  const value = useMemo<AuthContextValue>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return (
    <AuthContext.Provider value={value}>
      {children}
      <OnceOpened open={inactivity.secondsLeft !== null}>
        <InactivityDialog
          secondsLeft={inactivity.secondsLeft}
          onContinue={inactivity.keepAlive}
          onSignOut={() => void signOut()}
        />
      </OnceOpened>
    </AuthContext.Provider>
  );
}
