import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  Stack,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { NotificationsBell } from '../../features/notifications';
import { GlobalSearch } from '../../features/search';
import { displayNameOf, useAuth } from '../auth/auth-context';
import { ErrorBoundary } from '../error-boundary';
import type { DashboardSection } from '../navigation';
import { Brand } from './brand';
import { DashboardSidebar } from './dashboard-sidebar';
import { LanguageSwitcher } from './language-switcher';
import { SkipLink } from './skip-link';

const drawerWidth = 280;

/** Back-office frame: top bar (user, role, language, sign out) and the role's sidebar. */
export function DashboardLayout({ section }: { section: DashboardSection }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [drawerOpen, setDrawerOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone drawer on every navigation
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  if (!auth.user || !auth.userRole) return null;
  const role = auth.userRole;
  const roleLabel = t(`common.roles.${role}`);
  const sidebar = (
    <DashboardSidebar
      section={section}
      role={role}
      userName={displayNameOf(auth.user)}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <Box sx={{ display: 'flex', minBlockSize: '100dvh' }}>
      <SkipLink />
      {/* Above the docked sidebar on wide screens; below the phone drawer, which covers it. */}
      <AppBar
        position="fixed"
        sx={{ zIndex: (current) => (isDesktop ? current.zIndex.drawer + 1 : undefined) }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!isDesktop && (
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => setDrawerOpen(true)}
              aria-label={t('navigation.menu.open')}
              aria-controls="dashboard-drawer"
              aria-expanded={drawerOpen}
              data-testid="sidebar-open"
            >
              <MenuIcon />
            </IconButton>
          )}
          <Brand to={`/dashboard/${section}/main`} compact={!isDesktop} />
          {!isPhone && (
            <Typography variant="body2" sx={{ opacity: 0.85, marginInlineStart: 1 }} noWrap>
              {t(`navigation.sections.${section}`)}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <GlobalSearch compact={isPhone} />
          <NotificationsBell compact={isPhone} />
          {!isPhone && (
            <Stack
              sx={{ alignItems: 'flex-end', lineHeight: 1.2, minInlineSize: 0 }}
              data-testid="user-summary"
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {displayNameOf(auth.user)}
              </Typography>
              <Typography variant="caption" sx={{ opacity: 0.85 }} noWrap>
                {roleLabel}
              </Typography>
            </Stack>
          )}
          <LanguageSwitcher />
          {isPhone ? (
            <Tooltip title={t('common.actions.signOut')}>
              <IconButton
                color="inherit"
                onClick={() => void auth.signOut()}
                aria-label={t('common.actions.signOut')}
                data-testid="sign-out"
              >
                <LogoutIcon />
              </IconButton>
            </Tooltip>
          ) : (
            <Button
              color="inherit"
              onClick={() => void auth.signOut()}
              startIcon={<LogoutIcon />}
              data-testid="sign-out"
            >
              {t('common.actions.signOut')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label={t('navigation.menu.sidebar')}
        sx={{ inlineSize: { md: drawerWidth }, flexShrink: { md: 0 } }}
      >
        {isDesktop ? (
          <Drawer
            variant="permanent"
            open
            slotProps={{ paper: { sx: { inlineSize: drawerWidth, boxSizing: 'border-box' } } }}
          >
            <Toolbar />
            {sidebar}
          </Drawer>
        ) : (
          <Drawer
            id="dashboard-drawer"
            variant="temporary"
            anchor="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { inlineSize: drawerWidth, maxInlineSize: '85vw' } } }}
          >
            {sidebar}
          </Drawer>
        )}
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minInlineSize: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <Toolbar />
        <ErrorBoundary resetKey={location.pathname} fullScreen={false}>
          <Outlet />
        </ErrorBoundary>
      </Box>
    </Box>
  );
}
