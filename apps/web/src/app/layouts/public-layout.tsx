import LoginIcon from '@mui/icons-material/Login';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import { AppBar, Box, Button, IconButton, Stack, type Theme, Toolbar } from '@mui/material';
import type { SessionUser } from '@tg/domain';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { StickyActions, stickyActionsHeight } from '../../features/storefront/components/sticky-actions';
import { StorefrontFooter } from '../../features/storefront/components/storefront-footer';
import { useAddressLanguage, useStorefrontPaths } from '../../features/storefront/storefront-paths';
import { OnceOpened } from '../../ui/once-opened';
import { useAuth } from '../auth/auth-context';
import { type HomeLocationState, readHomeLocationState } from '../auth/location-state';
import { ErrorBoundary } from '../error-boundary';
import { useNotify } from '../notifications';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { LazySignInDialog, prefetchSignIn } from './lazy-sign-in-dialog';
import { SkipLink } from './skip-link';

// The phone's menu loads on the first tap of its button, not with every page (ADR 0031).
const PublicMenuDrawer = lazy(() =>
  import('./public-menu-drawer').then((m) => ({ default: m.PublicMenuDrawer })),
);

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

// Phone or desktop is chosen by CSS breakpoints, never by measuring the screen: the server has no
// screen, and its HTML must already be right at every width (ADR 0032, point 5). Each rule hides
// only inside its media query, so whatever applies no media queries (tests) shows both forms.
/** Gone from `md` (900 px) up: the menu button. */
const fromDesktop = (theme: Theme) => ({ [theme.breakpoints.up('md')]: { display: 'none' } });
/** Gone below `md`: the desktop's navigation. */
const belowDesktop = (theme: Theme) => ({ [theme.breakpoints.down('md')]: { display: 'none' } });
/** Gone from `sm` (600 px) up: the phone's bottom bar. */
const fromTablet = (theme: Theme) => ({ [theme.breakpoints.up('sm')]: { display: 'none' } });
/** Below `md` the brand's name (the toolbar's link's title) is the compact one, as `<Brand compact />`. */
const toolbarSx = (theme: Theme) => ({
  gap: 1,
  [theme.breakpoints.down('md')]: { '& > a > .MuiTypography-h6': { fontSize: '1rem' } },
});

/** Storefront frame: header with navigation, language and sign-in; the sign-in dialog lives here. */
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
    <Button
      key={link.to}
      component={NavLink}
      to={to(link.to)}
      end={link.end}
      color="inherit"
      sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.16)' } }}
    >
      {t(link.labelKey)}
    </Button>
  ));

  return (
    <Box
      sx={{
        minBlockSize: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        // On phones the quick-actions bar is fixed at the bottom: the page ends above it.
        paddingBlockEnd: { xs: `${stickyActionsHeight}px`, sm: 0 },
      }}
    >
      <SkipLink />
      <AppBar position="sticky">
        <Toolbar sx={toolbarSx}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setMenuOpen(true)}
            aria-label={t('navigation.menu.open')}
            aria-controls="public-menu"
            aria-expanded={menuOpen}
            data-testid="public-menu-open"
            sx={fromDesktop}
          >
            <MenuIcon />
          </IconButton>
          <Brand to={to('/')} />
          <Stack
            component="nav"
            aria-label={t('navigation.menu.public')}
            direction="row"
            data-testid="public-navigation"
            sx={[{ mx: 2 }, belowDesktop]}
          >
            {navLinks}
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
          {auth.isAuthenticated ? (
            <Button
              component={RouterLink}
              to="/dashboard"
              color="inherit"
              variant="outlined"
              startIcon={<PersonIcon />}
              data-testid="my-area"
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              {t('common.actions.myArea')}
            </Button>
          ) : (
            <Button
              onClick={openSignIn}
              {...prefetchSignIn}
              color="inherit"
              variant="outlined"
              startIcon={<LoginIcon />}
              data-testid="signin-open"
              // One line in every language: the brand gives way first (it shortens with an ellipsis).
              // The icon comes with the desktop's room only.
              sx={(theme) => ({
                flexShrink: 0,
                whiteSpace: 'nowrap',
                [theme.breakpoints.down('md')]: { '& .MuiButton-startIcon': { display: 'none' } },
              })}
            >
              {t('common.actions.signIn')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <OnceOpened open={menuOpen}>
        <PublicMenuDrawer
          id="public-menu"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          links={publicLinks}
        />
      </OnceOpened>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        // At least a screen under the header: while a page's code and data arrive, the footer stays
        // below the fold instead of showing and then being pushed down (layout shift, issue 17).
        sx={{
          flexGrow: 1,
          outline: 'none',
          minBlockSize: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' },
        }}
      >
        <ErrorBoundary resetKey={location.pathname} fullScreen={false}>
          <Outlet context={{ openSignIn } satisfies PublicOutletContext} />
        </ErrorBoundary>
      </Box>
      <StorefrontFooter />
      <Box data-testid="sticky-actions-phone" sx={fromTablet}>
        <StickyActions />
      </Box>
      <LazySignInDialog
        open={signIn.open}
        notice={signIn.notice}
        onClose={() => setSignIn({ open: false, notice: null })}
        onSignedIn={(user) => void onSignedIn(user)}
      />
    </Box>
  );
}
