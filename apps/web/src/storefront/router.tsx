import {
  defaultStorefrontLanguage,
  localizedPath,
  type StorefrontLanguage,
  storefrontLanguages,
} from '@tg/domain';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, type RouteObject, useLocation, useParams, useRoutes } from 'react-router-dom';
import { PublicLayout } from '../app/layouts/public-layout';
import { HomePage } from '../features/shell/home-page';
import { PageLoading } from '../ui/page-loading';
import { type LazyPage, lazyPage, muiPage } from './lazy-page';
import { withAllTexts } from './with-all-texts';

/**
 * The storefront entry's routes (issue 17): the public pages only, at the same addresses and with
 * the same components as the back-office entry's public routes (app/router.tsx), so the first load
 * of a public page carries nothing of the back-office. Anything under /dashboard is the other
 * entry: it is opened with a full page load (`FullLoad`), whether reached by a link or by the
 * public layout's navigation after signing in.
 */
const AboutPage = muiPage(() => import('../features/storefront/pages/about-page').then((m) => m.AboutPage));
const ContactPage = muiPage(() =>
  import('../features/storefront/pages/contact-page').then((m) => m.ContactPage),
);
const DeliveryPage = muiPage(() =>
  import('../features/storefront/pages/delivery-page').then((m) => m.DeliveryPage),
);
const CatalogHomePage = muiPage(() =>
  import('../features/catalog-browser/pages/catalog-home-page').then((m) => m.CatalogHomePage),
);
const MachineViewPage = muiPage(() =>
  import('../features/catalog-browser/pages/machine-view-page').then((m) => m.MachineViewPage),
);
// Plain elements: a category page, where most visitors from a search engine land, loads no MUI.
const CategoryPage = lazyPage(() =>
  import('../features/catalog-browser/pages/category-page').then((m) => m.CategoryPage),
);
// Plain too: a shared product link loads MUI only when the visitor asks for a quote.
const ProductViewPage = lazyPage(() =>
  import('../features/catalog-browser/pages/product-view-page').then((m) => m.ProductViewPage),
);
// The wizard speaks back-office modules (insurance-wizard, damage-report…): all texts come with it.
const ServiceCallPage = muiPage(() =>
  withAllTexts(import('../features/storefront/pages/service-call-page')).then((m) => m.ServiceCallPage),
);
const NotFoundPage = muiPage(() => import('../features/shell/not-found-page').then((m) => m.NotFoundPage));
const NewsListPage = muiPage(() =>
  import('../features/storefront/news/pages/news-list-page').then((m) => m.NewsListPage),
);
const NewsArticlePage = muiPage(() =>
  import('../features/storefront/news/pages/news-article-page').then((m) => m.NewsArticlePage),
);

type TitleOf = (
  t: ReturnType<typeof useTranslation>['t'],
  params: Record<string, string | undefined>,
) => string;

/**
 * Keeps the tab's title in step as the visitor moves between pages that set none of their own
 * (the home page and the catalogue's lists; about, contact, delivery and news set theirs), in the
 * words of the head the server wrote for the first page (modules/storefront/page-head-texts.ts).
 */
function Titled({ titleOf, children }: { titleOf: TitleOf; children: ReactNode }) {
  const { t } = useTranslation();
  const params = useParams();
  const title = titleOf(t, params);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return children;
}

const titled = (titleOf: TitleOf, element: ReactNode) => <Titled titleOf={titleOf}>{element}</Titled>;
const pageTitle = (t: Parameters<TitleOf>[0], key: string) => `${t(key)} · ${t('common.appName')}`;

/** The public pages (spec 1 §2): each one's element, and the lazy code it shows for `preloadPageAt`. */
const publicPages: { path: string; page: () => ReactNode; code: LazyPage }[] = [
  { path: 'about-us', page: () => <AboutPage />, code: AboutPage },
  { path: 'contact', page: () => <ContactPage />, code: ContactPage },
  {
    path: 'delivery-and-services',
    page: () => <DeliveryPage />,
    code: DeliveryPage,
  },
  { path: 'news', page: () => <NewsListPage />, code: NewsListPage },
  {
    path: 'news/:slug',
    page: () => <NewsArticlePage />,
    code: NewsArticlePage,
  },
  {
    path: 'services/service-call',
    page: () => <ServiceCallPage />,
    code: ServiceCallPage,
  },
  {
    path: 'products',
    page: () => titled((t) => pageTitle(t, 'catalog-browser.title'), <CatalogHomePage />),
    code: CatalogHomePage,
  },
  {
    path: 'products/machine-view',
    page: () => titled((t) => pageTitle(t, 'navigation.public.machineView'), <MachineViewPage />),
    code: MachineViewPage,
  },
  {
    path: 'products/:category',
    page: () =>
      titled(
        (t, { category = '' }) =>
          `${t(`catalog-browser.categories.${category}`, { defaultValue: category })} · ${t('common.appName')}`,
        <CategoryPage />,
      ),
    code: CategoryPage,
  },
  {
    path: 'products/:category/:id',
    page: () => <ProductViewPage />,
    code: ProductViewPage,
  },
];

/** What a route keeps for `preloadPageAt` (react-router's `handle`, free for the app's own use). */
interface PageHandle {
  code?: Pick<LazyPage, 'preload'>;
}

/** An address of the back-office entry: opened with a full page load, which the server answers with it. */
export function FullLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.assign(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <PageLoading />;
}

function publicRoutes(language: StorefrontLanguage): RouteObject[] {
  const home = localizedPath('/', language);
  return [
    {
      index: true,
      // As the server wrote it (modules/storefront/page-head-texts.ts): the name, then what it sells.
      element: titled((t) => `${t('common.appName')} · ${t('storefront.home.titleTagline')}`, <HomePage />),
    },
    ...publicPages.map(
      ({ path, page, code }): RouteObject => ({
        path,
        handle: { code } satisfies PageHandle,
        element: <Suspense fallback={<PageLoading />}>{page()}</Suspense>,
      }),
    ),
    {
      path: '*',
      handle: { code: NotFoundPage } satisfies PageHandle,
      element: (
        <Suspense fallback={<PageLoading />}>
          <NotFoundPage homeTo={home} />
        </Suspense>
      ),
    },
  ];
}

export const storefrontRoutes: RouteObject[] = [
  { path: 'dashboard/*', element: <FullLoad /> },
  { path: 'dashboard', element: <FullLoad /> },
  {
    element: <PublicLayout />,
    children: [
      ...publicRoutes(defaultStorefrontLanguage),
      ...storefrontLanguages
        .filter((language) => language !== defaultStorefrontLanguage)
        .map((language): RouteObject => ({ path: language, children: publicRoutes(language) })),
    ],
  },
];

/**
 * Loads the code of the page at `pathname` (nothing for the home page, which is in the first load):
 * the browser's entry waits for it before hydrating a server-rendered page, so React takes the
 * whole page over in one pass (lazy-page.tsx says why that matters).
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const matches = matchRoutes(storefrontRoutes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.code?.preload()));
}

/** The storefront's pages; rendered inside the router of storefront/start.tsx (or a MemoryRouter in tests). */
export function StorefrontRoutes() {
  return useRoutes(storefrontRoutes);
}
