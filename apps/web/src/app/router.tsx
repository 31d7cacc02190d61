import type { Permission } from '@tg/domain';
import type { ReactNode } from 'react';
import { Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import { RegistryPage } from '../features/registry/pages/registry-page';
import { DashboardAreaPage } from '../features/shell/dashboard-area-page';
import { DashboardHomePage } from '../features/shell/dashboard-home-page';
import { HomePage } from '../features/shell/home-page';
import { NotAvailablePage } from '../features/shell/not-available-page';
import { NotFoundPage } from '../features/shell/not-found-page';
import { SpecialUsersPage } from '../features/special-users/pages/special-users-page';
import { MyCustomersPage } from '../features/users/pages/my-customers-page';
import { OwnDetailsPage } from '../features/users/pages/own-details-page';
import { UsersPage } from '../features/users/pages/users-page';
import { DashboardHomeRedirect, ProtectedRoute } from './auth/protected-route';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { type DashboardSection, dashboardPath, findArea, sectionPermission } from './navigation';

/** Public pages of the route table (spec 1 §2) and the area each names until it is built. */
const publicPages: { path: string; areaKey: string }[] = [
  { path: 'about-us', areaKey: 'navigation.public.aboutUs' },
  { path: 'contact', areaKey: 'navigation.public.contact' },
  { path: 'news', areaKey: 'navigation.public.news' },
  { path: 'services/service-call', areaKey: 'navigation.public.serviceCall' },
  { path: 'products', areaKey: 'navigation.public.products' },
  { path: 'products/machine-view', areaKey: 'navigation.public.machineView' },
  { path: 'products/:category', areaKey: 'navigation.public.products' },
  { path: 'products/:category/:id', areaKey: 'navigation.public.product' },
];

/** The dashboard paths of the route table, per area, exactly as spec 1 §2 lists them. */
export const dashboardRoutePaths: Record<DashboardSection, readonly string[]> = {
  worker: [
    'main',
    'products/:category',
    'tools/:category',
    'users/:role',
    'products/works',
    'catalog/productCatalog',
    'catalog/catalogDetails',
    'doc/:category',
    'services/insurance',
    'services/serviceCall',
    'services/policyProducts',
    'operations/driversRoutes',
    'stock/warehouses',
    'settings/developSettings',
    'settings/specialUsersSettings',
    'settings/generalStatus',
    'settings/cacheSettings',
  ],
  agent: [
    'main',
    'ourSecuredUsers',
    'services/insurance',
    'services/serviceCall',
    'services/policyProducts',
    'services/agentPolicies',
    'services/agentServiceCalls',
  ],
  customer: ['main', 'details'],
  storekeeper: ['main', 'details'],
};

/** Screens that are built; every other path shows the "not available yet" page of its area. */
const builtScreens: Partial<Record<DashboardSection, Record<string, () => ReactNode>>> = {
  worker: {
    'settings/specialUsersSettings': () => <SpecialUsersPage />,
    'users/:role': () => <UsersPage />,
    'tools/:category': () => <RegistryPage />,
  },
  agent: { ourSecuredUsers: () => <MyCustomersPage /> },
  customer: { details: () => <OwnDetailsPage /> },
  storekeeper: { details: () => <OwnDetailsPage /> },
};

function guarded(children: ReactNode, permission?: Permission) {
  return <ProtectedRoute permission={permission}>{children}</ProtectedRoute>;
}

function screenFor(section: DashboardSection, path: string): ReactNode {
  if (path === 'main') return <DashboardHomePage section={section} />;
  const built = builtScreens[section]?.[path];
  return built ? built() : <DashboardAreaPage section={section} />;
}

function dashboardRoutes(section: DashboardSection): RouteObject {
  return {
    path: section,
    element: guarded(<DashboardLayout section={section} />, sectionPermission[section]),
    children: [
      { index: true, element: <DashboardHomeRedirect /> },
      // Screens with a permission beyond the area (admin-only settings) are guarded on their own.
      ...dashboardRoutePaths[section].map(
        (path): RouteObject => ({
          path,
          element: guarded(screenFor(section, path), findArea(section, path)?.permission),
        }),
      ),
      { path: '*', element: <NotFoundPage homeTo={dashboardPath(section)} /> },
    ],
  };
}

export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...publicPages.map(
        ({ path, areaKey }): RouteObject => ({
          path,
          element: <NotAvailablePage areaKeys={[areaKey]} backTo="/" />,
        }),
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'dashboard',
    element: guarded(<Outlet />),
    children: [
      { index: true, element: <DashboardHomeRedirect /> },
      dashboardRoutes('worker'),
      dashboardRoutes('agent'),
      dashboardRoutes('customer'),
      dashboardRoutes('storekeeper'),
    ],
  },
];

/** Every page of the product; rendered inside the router of main.tsx (or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
