import { can, type Permission } from '@tg/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '../full-screen-spinner';
import { dashboardHome } from '../navigation';
import { useNotify } from '../notifications';
import { useAuth } from './auth-context';
import { type HomeLocationState, originOf } from './location-state';

interface ProtectedRouteProps {
  children: ReactNode;
  /** Beyond being signed in; without it any signed-in role passes. */
  permission?: Permission;
}

/**
 * The guard of spec 1 §2: a spinner while the session is checked, "/" (remembering where the
 * person was going) when signed out, and their own dashboard when their role may not see this.
 */
export function ProtectedRoute({ children, permission }: ProtectedRouteProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.isChecking) return <FullScreenSpinner />;
  if (!auth.isAuthenticated || !auth.userRole) {
    const state: HomeLocationState = { from: originOf(location) };
    return <Navigate to="/" replace state={state} />;
  }
  if (permission && !can(auth.userRole, permission)) {
    return <NoAccessRedirect to={dashboardHome(auth.userRole)} />;
  }
  return children;
}

function NoAccessRedirect({ to }: { to: string }) {
  const notify = useNotify();
  const { t } = useTranslation();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify.warning(t('common.noAccess'));
  }, [notify, t]);
  return <Navigate to={to} replace />;
}

/** "/dashboard", "/dashboard/worker" and the like: the signed-in role's own main page. */
export function DashboardHomeRedirect() {
  const { userRole } = useAuth();
  return userRole ? <Navigate to={dashboardHome(userRole)} replace /> : <Navigate to="/" replace />;
}
