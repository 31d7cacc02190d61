import type { SessionUser } from '@tg/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { StickyActions } from '../../features/storefront/components/sticky-actions';
import { StorefrontFooter } from '../../features/storefront/components/storefront-footer';
import { useAddressLanguage, useStorefrontPaths } from '../../features/storefront/storefront-paths';
import { OnceOpened } from '../../ui/once-opened';
import { PlainIcon } from '../../ui/plain-icons';
import { useAuth } from '../auth/auth-context';
import { type HomeLocationState, readHomeLocationState } from '../auth/location-state';
import { ErrorBoundary } from '../error-boundary';
import { useNotify } from '../notifications';
import { lazyWithMui } from '../with-mui';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { LazySignInDialog, prefetchSignIn } from './lazy-sign-in-dialog';
import { SkipLink } from './skip-link';

// The phone's menu loads on the first tap of its button, not with every page (ADR 0031), and
// MUI's theme with it: the frame itself is plain elements (ADR 0034).
const PublicMenuDrawer = lazyWithMui(() => import('./public-menu-drawer').then((m) => m.PublicMenuDrawer));

/** What public pages can ask of their layout. */
export interface PublicOutletContext {
  openSignIn(): void;
}

/** The storefront's menu; each address is put in the visitor's language (useStorefrontPaths). */
const publicLinks = [
  { to: '/', labelKey: 'navigation.public.home', end: true },
  { to: '/products', labelKey: 'navigation.public.products', end: false },
  { to: '/services/service-call', labelKey: 'navigation.public.serviceCall', end: false },
  { to: '/delivery-and-services', labelKey: 'navigation.public.deliveryAndServices', end: false },
  { to: '/news', labelKey: 'navigation.public.news', end: false },
  { to: '/about-us', labelKey: 'navigation.public.aboutUs', end: false },
  { to: '/contact', labelKey: 'navigation.public.contact', end: false },
] as const;

/**
 * Storefront frame: header with navigation, language and sign-in; the sign-in dialog lives here.
 * Plain elements styled by the storefront's stylesheet (styles/frame.css), which also chooses
 * phone or desktop by breakpoints: it is part of every public page's first load (ADR 0034).
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const auth = useAuth();
  const notify = useNotify();
  const location = useLocation();
  const navigate = useNavigate();
  const { to } = useStorefrontPaths();
  useAddressLanguage(useCallback(() => notify.error(t('errors.NETWORK')), [notify, t]));
  const [menuOpen, setMenuOpen] = useState(false);
  const [signIn, setSignIn] = useState<{ open: boolean; notice: 'expired' | 'required' | null }>({
    open: false,
    notice: null,
  });
  const [origin, setOrigin] = useState<HomeLocationState['from']>();
  const handledLocation = useRef<string | null>(null);

  // A redirect to "/" says why: open the sign-in for a protected page (remembering it), or tell
  // about a sign-out. The note is then dropped from history so a reload does not repeat it.
  useEffect(() => {
    if (auth.isChecking || handledLocation.current === location.key) return;
    const homeState = readHomeLocationState(location.state);
    // A session that ends lands here first and is cleared right after: wait for that.
    if (homeState.reason && auth.isAuthenticated) return;
    handledLocation.current = location.key;
    if (!homeState.from && !homeState.reason) return;
    if (homeState.reason === 'inactive') notify.info(t('auth.session.signedOutInactive'));
    if (homeState.from && !auth.isAuthenticated) {
      setOrigin(homeState.from);
      setSignIn({ open: true, notice: homeState.reason === 'expired' ? 'expired' : 'required' });
    }
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [location, auth.isChecking, auth.isAuthenticated, navigate, notify, t]);

  // A link followed from the menu leaves it closed on the next page. Only a move does: the menu
  // opened while the session check is still out stays open when it answers.
  const menuLocation = useRef(location.key);
  useEffect(() => {
    if (menuLocation.current === location.key) return;
    menuLocation.current = location.key;
    setMenuOpen(false);
  }, [location.key]);

  const openSignIn = () => setSignIn({ open: true, notice: null });
  const onSignedIn = async (user: SessionUser) => {
    setSignIn({ open: false, notice: null });
    setOrigin(undefined);
    // The back-office's map of areas and permissions loads for someone signing in, not for every
    // visitor (ADR 0031); it is a few milliseconds behind the click that signed in.
    const { canOpenPath, dashboardHome } = await import('../navigation');
    navigate(origin && canOpenPath(user.role, origin.pathname) ? origin : dashboardHome(user.role), {
      replace: true,
    });
  };

  const navLinks = publicLinks.map((link) => (
    <NavLink
      key={link.to}
      to={to(link.to)}
      end={link.end}
      className="sf-button sf-button--text sf-button--inherit"
    >
      {t(link.labelKey)}
    </NavLink>
  ));

  return (
    <div className="sf-page">
      <SkipLink />
      <header className="sf-header">
        <div className="sf-header__bar">
          <button
            type="button"
            className="sf-button sf-button--inherit sf-button--icon sf-header__menu-button"
            onClick={() => setMenuOpen(true)}
            aria-label={t('navigation.menu.open')}
            aria-controls="public-menu"
            aria-expanded={menuOpen}
            data-testid="public-menu-open"
          >
            <PlainIcon name="menu" />
          </button>
          <Brand to={to('/')} />
          <nav
            aria-label={t('navigation.menu.public')}
            data-testid="public-navigation"
            className="sf-header__nav"
          >
            {navLinks}
          </nav>
          <div className="sf-header__spacer" />
          <LanguageSwitcher />
          {auth.isAuthenticated ? (
            <RouterLink
              to="/dashboard"
              className="sf-button sf-button--inherit sf-button--outlined sf-header__account"
              data-testid="my-area"
            >
              <PlainIcon name="person" size="small" />
              {t('common.actions.myArea')}
            </RouterLink>
          ) : (
            <button
              type="button"
              onClick={openSignIn}
              {...prefetchSignIn}
              className="sf-button sf-button--inherit sf-button--outlined sf-header__account"
              data-testid="signin-open"
            >
              <PlainIcon name="login" size="small" />
              {t('common.actions.signIn')}
            </button>
          )}
        </div>
      </header>
      <OnceOpened open={menuOpen}>
        <PublicMenuDrawer
          id="public-menu"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          links={publicLinks}
        />
      </OnceOpened>
      <main id="main-content" tabIndex={-1} className="sf-main">
        <ErrorBoundary resetKey={location.pathname} fullScreen={false}>
          <Outlet context={{ openSignIn } satisfies PublicOutletContext} />
        </ErrorBoundary>
      </main>
      <StorefrontFooter />
      <div data-testid="sticky-actions-phone" className="sf-phone-only">
        <StickyActions />
      </div>
      <LazySignInDialog
        open={signIn.open}
        notice={signIn.notice}
        onClose={() => setSignIn({ open: false, notice: null })}
        onSignedIn={(user) => void onSignedIn(user)}
      />
    </div>
  );
}
