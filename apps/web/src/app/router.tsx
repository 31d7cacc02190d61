import { LinearProgress } from '@mui/material';
import {
  defaultStorefrontLanguage,
  localizedPath,
  type Permission,
  type StorefrontLanguage,
  storefrontLanguages,
} from '@tg/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import { DashboardAreaPage } from '../features/shell/dashboard-area-page';
import { DashboardHomePage } from '../features/shell/dashboard-home-page';
import { HomePage } from '../features/shell/home-page';
import { NotAvailablePage } from '../features/shell/not-available-page';
import { NotFoundPage } from '../features/shell/not-found-page';
import { DashboardHomeRedirect, ProtectedRoute } from './auth/protected-route';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { type DashboardSection, dashboardPath, findArea, sectionPermission } from './navigation';

/** Public pages of the route table (spec 1 §2) and the area each names until it is built. */
const publicPages: { path: string; areaKey: string }[] = [
  { path: 'about-us', areaKey: 'navigation.public.aboutUs' },
  { path: 'contact', areaKey: 'navigation.public.contact' },
  { path: 'delivery-and-services', areaKey: 'navigation.public.deliveryAndServices' },
  { path: 'news', areaKey: 'navigation.public.news' },
  { path: 'news/:slug', areaKey: 'navigation.public.news' },
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
    // The storefront's leads (issue 17): requests for a quote, followed up by the office.
    'operations/leads',
    'stock/warehouses',
    // The sidebar's warehouse transfer (spec 3 §1); spec 1's route table predates it.
    'stock/transfer',
    'settings/developSettings',
    'settings/specialUsersSettings',
    'settings/generalStatus',
    'settings/cacheSettings',
    // The business's details (issue 17): admin only, read by the PDFs, sharing and the storefront.
    'settings/businessDetails',
    // The storefront's news, written by the office (issue 17).
    'settings/news',
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
  // The customer's own documents (issue 15 Access: read-only, with their PDFs).
  customer: ['main', 'documents', 'details'],
  // The stock roles work in the warehouses (spec 3 §6 gives them no screens; ADR 0012).
  storekeeper: ['main', 'stock/warehouses', 'stock/transfer', 'details'],
};

// Each built screen is its own chunk, loaded when first opened: a phone downloads only the
// screens its person uses.
const RegistryPage = lazy(() =>
  import('../features/registry/pages/registry-page').then((m) => ({ default: m.RegistryPage })),
);
const SpecialUsersPage = lazy(() =>
  import('../features/special-users/pages/special-users-page').then((m) => ({ default: m.SpecialUsersPage })),
);
const MyCustomersPage = lazy(() =>
  import('../features/users/pages/my-customers-page').then((m) => ({ default: m.MyCustomersPage })),
);
const OwnDetailsPage = lazy(() =>
  import('../features/users/pages/own-details-page').then((m) => ({ default: m.OwnDetailsPage })),
);
const PolicyProductsPage = lazy(() =>
  import('../features/policy-products/pages/policy-products-page').then((m) => ({
    default: m.PolicyProductsPage,
  })),
);
const PoliciesPage = lazy(() =>
  import('../features/policies/pages/policies-page').then((m) => ({ default: m.PoliciesPage })),
);
const ServiceCallsPage = lazy(() =>
  import('../features/service-calls/pages/service-calls-page').then((m) => ({ default: m.ServiceCallsPage })),
);
const AgentServiceCallsPage = lazy(() =>
  import('../features/service-calls/pages/agent-service-calls-page').then((m) => ({
    default: m.AgentServiceCallsPage,
  })),
);
const AgentPoliciesPage = lazy(() =>
  import('../features/agent-policies/pages/agent-policies-page').then((m) => ({
    default: m.AgentPoliciesPage,
  })),
);
const NewSubscriptionPage = lazy(() =>
  import('../features/insurance/pages/new-subscription-page').then((m) => ({
    default: m.NewSubscriptionPage,
  })),
);
const NewServiceCallPage = lazy(() =>
  import('../features/insurance/pages/new-service-call-page').then((m) => ({
    default: m.NewServiceCallPage,
  })),
);
const AgentDashboard = lazy(() =>
  import('../features/insurance/dashboard/agent-dashboard').then((m) => ({ default: m.AgentDashboard })),
);
const CustomerDashboard = lazy(() =>
  import('../features/insurance/dashboard/customer-dashboard').then((m) => ({
    default: m.CustomerDashboard,
  })),
);
const ProductsRoute = lazy(() =>
  import('../features/products/pages/products-route').then((m) => ({ default: m.ProductsRoute })),
);
const WorksPage = lazy(() =>
  import('../features/works/pages/works-page').then((m) => ({ default: m.WorksPage })),
);
const WarehousesPage = lazy(() =>
  import('../features/warehouses/pages/warehouses-page').then((m) => ({ default: m.WarehousesPage })),
);
const StockTransferPage = lazy(() =>
  import('../features/stock-transfer/pages/stock-transfer-page').then((m) => ({
    default: m.StockTransferPage,
  })),
);
const DevelopSettingsPage = lazy(() =>
  import('../features/maintenance/pages/develop-settings-page').then((m) => ({
    default: m.DevelopSettingsPage,
  })),
);
const CacheSettingsPage = lazy(() =>
  import('../features/maintenance/pages/cache-settings-page').then((m) => ({ default: m.CacheSettingsPage })),
);
const CatalogHomePage = lazy(() =>
  import('../features/catalog-browser/pages/catalog-home-page').then((m) => ({ default: m.CatalogHomePage })),
);
const MachineViewPage = lazy(() =>
  import('../features/catalog-browser/pages/machine-view-page').then((m) => ({ default: m.MachineViewPage })),
);
const CategoryPage = lazy(() =>
  import('../features/catalog-browser/pages/category-page').then((m) => ({ default: m.CategoryPage })),
);
const ProductViewPage = lazy(() =>
  import('../features/catalog-browser/pages/product-view-page').then((m) => ({ default: m.ProductViewPage })),
);
const ManufacturerCatalogPage = lazy(() =>
  import('../features/manufacturer-catalog/pages/manufacturer-catalog-page').then((m) => ({
    default: m.ManufacturerCatalogPage,
  })),
);
const CatalogDetailsPage = lazy(() =>
  import('../features/manufacturer-catalog/pages/catalog-details-page').then((m) => ({
    default: m.CatalogDetailsPage,
  })),
);
const BusinessDetailsPage = lazy(() =>
  import('../features/business-details/pages/business-details-page').then((m) => ({
    default: m.BusinessDetailsPage,
  })),
);
const GeneralStatusesPage = lazy(() =>
  import('../features/general-statuses/pages/general-statuses-page').then((m) => ({
    default: m.GeneralStatusesPage,
  })),
);
const NewsPage = lazy(() =>
  import('../features/news/pages/news-page').then((m) => ({ default: m.NewsPage })),
);
// The storefront's news pages import nothing of the back-office (issue 17).
const NewsListPage = lazy(() =>
  import('../features/storefront/news/pages/news-list-page').then((m) => ({ default: m.NewsListPage })),
);
const NewsArticlePage = lazy(() =>
  import('../features/storefront/news/pages/news-article-page').then((m) => ({
    default: m.NewsArticlePage,
  })),
);
const UsersPage = lazy(() =>
  import('../features/users/pages/users-page').then((m) => ({ default: m.UsersPage })),
);
const DocumentsPage = lazy(() =>
  import('../features/documents/pages/documents-page').then((m) => ({ default: m.DocumentsPage })),
);
const MyDocumentsPage = lazy(() =>
  import('../features/document-tasks/pages/my-documents-page').then((m) => ({ default: m.MyDocumentsPage })),
);
const LatestDocuments = lazy(() =>
  import('../features/document-tasks/components/latest-documents').then((m) => ({
    default: m.LatestDocuments,
  })),
);
const HomeSummary = lazy(() => import('../features/home').then((m) => ({ default: m.HomeSummary })));
const DailyTasksFigure = lazy(() =>
  import('../features/document-tasks/components/daily-tasks').then((m) => ({ default: m.DailyTasksFigure })),
);
const InstallerRoutesPage = lazy(() =>
  import('../features/installer-routes/pages/installer-routes-page').then((m) => ({
    default: m.InstallerRoutesPage,
  })),
);
const LeadsPage = lazy(() =>
  import('../features/leads/pages/leads-page').then((m) => ({ default: m.LeadsPage })),
);
const SupplierOrdersFigure = lazy(() =>
  import('../features/document-tasks/components/supplier-orders').then((m) => ({
    default: m.SupplierOrdersFigure,
  })),
);

/** Screens that are built; every other path shows the "not available yet" page of its area. */
const builtScreens: Partial<Record<DashboardSection, Record<string, () => ReactNode>>> = {
  worker: {
    'settings/specialUsersSettings': () => <SpecialUsersPage />,
    'users/:role': () => <UsersPage />,
    'tools/:category': () => <RegistryPage />,
    'services/policyProducts': () => <PolicyProductsPage />,
    'services/serviceCall': () => <ServiceCallsPage />,
    'services/insurance': () => <PoliciesPage />,
    'products/:category': () => <ProductsRoute />,
    // Works are a catalogue of their own, not a product category (ADR 0024).
    'products/works': () => <WorksPage />,
    'stock/warehouses': () => <WarehousesPage />,
    'stock/transfer': () => <StockTransferPage />,
    'catalog/productCatalog': () => <ManufacturerCatalogPage />,
    'catalog/catalogDetails': () => <CatalogDetailsPage />,
    'settings/developSettings': () => <DevelopSettingsPage />,
    'settings/cacheSettings': () => <CacheSettingsPage />,
    'settings/generalStatus': () => <GeneralStatusesPage />,
    'settings/businessDetails': () => <BusinessDetailsPage />,
    'settings/news': () => <NewsPage />,
    'doc/:category': () => <DocumentsPage />,
    'operations/driversRoutes': () => <InstallerRoutesPage />,
    'operations/leads': () => <LeadsPage />,
  },
  agent: {
    ourSecuredUsers: () => <MyCustomersPage />,
    'services/policyProducts': () => <PolicyProductsPage />,
    'services/agentServiceCalls': () => <AgentServiceCallsPage />,
    'services/agentPolicies': () => <AgentPoliciesPage />,
    'services/insurance': () => <NewSubscriptionPage />,
    'services/serviceCall': () => <NewServiceCallPage />,
  },
  customer: { details: () => <OwnDetailsPage />, documents: () => <MyDocumentsPage /> },
  storekeeper: {
    details: () => <OwnDetailsPage />,
    'stock/warehouses': () => <WarehousesPage />,
    'stock/transfer': () => <StockTransferPage />,
  },
};

const AboutPage = lazy(() =>
  import('../features/storefront/pages/about-page').then((m) => ({ default: m.AboutPage })),
);
const ContactPage = lazy(() =>
  import('../features/storefront/pages/contact-page').then((m) => ({ default: m.ContactPage })),
);
const DeliveryPage = lazy(() =>
  import('../features/storefront/pages/delivery-page').then((m) => ({ default: m.DeliveryPage })),
);

/** Public pages that are built (the storefront's pages and product browser). */
const publicScreens: Record<string, () => ReactNode> = {
  'about-us': () => <AboutPage />,
  contact: () => <ContactPage />,
  'delivery-and-services': () => <DeliveryPage />,
  products: () => <CatalogHomePage />,
  'products/machine-view': () => <MachineViewPage />,
  'products/:category': () => <CategoryPage />,
  'products/:category/:id': () => <ProductViewPage />,
  news: () => <NewsListPage />,
  'news/:slug': () => <NewsArticlePage />,
};

/** The figures a role's main page shows under the welcome card. */
const mainFigures: Partial<Record<DashboardSection, () => ReactNode>> = {
  worker: () => (
    <Suspense fallback={<LinearProgress aria-busy="true" />}>
      <HomeSummary section="worker" />
      <LatestDocuments />
    </Suspense>
  ),
  storekeeper: () => (
    <Suspense fallback={<LinearProgress aria-busy="true" />}>
      <HomeSummary section="storekeeper" />
      <DailyTasksFigure />
      <SupplierOrdersFigure />
    </Suspense>
  ),
  agent: () => (
    <Suspense fallback={<LinearProgress aria-busy="true" />}>
      <AgentDashboard titleComponent="h2" />
    </Suspense>
  ),
  customer: () => (
    <Suspense fallback={<LinearProgress aria-busy="true" />}>
      <CustomerDashboard titleComponent="h2" />
    </Suspense>
  ),
};

function guarded(children: ReactNode, permission?: Permission) {
  return <ProtectedRoute permission={permission}>{children}</ProtectedRoute>;
}

function screenFor(section: DashboardSection, path: string): ReactNode {
  if (path === 'main')
    return <DashboardHomePage section={section}>{mainFigures[section]?.()}</DashboardHomePage>;
  const built = builtScreens[section]?.[path];
  if (!built) return <DashboardAreaPage section={section} />;
  return <Suspense fallback={<LinearProgress aria-busy="true" />}>{built()}</Suspense>;
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

/** The storefront's pages in one language: at the root for Hebrew, under `/en`, `/ar`, `/ru` (issue 17). */
function publicRoutes(language: StorefrontLanguage): RouteObject[] {
  const home = localizedPath('/', language);
  return [
    { index: true, element: <HomePage /> },
    ...publicPages.map(
      ({ path, areaKey }): RouteObject => ({
        path,
        element: publicScreens[path] ? (
          <Suspense fallback={<LinearProgress aria-busy="true" />}>{publicScreens[path]()}</Suspense>
        ) : (
          <NotAvailablePage areaKeys={[areaKey]} backTo={home} />
        ),
      }),
    ),
    { path: '*', element: <NotFoundPage homeTo={home} /> },
  ];
}

export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...publicRoutes(defaultStorefrontLanguage),
      ...storefrontLanguages
        .filter((language) => language !== defaultStorefrontLanguage)
        .map((language): RouteObject => ({ path: language, children: publicRoutes(language) })),
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
