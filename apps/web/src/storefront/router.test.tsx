import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../app/auth/auth-context';
import { initialAuthState } from '../app/auth/auth-state';
import { i18next, loadLanguage, speakWith } from '../app/i18n';
import { allTexts } from '../app/translations/all-texts';
import { serve } from '../features/catalog-browser/test/render-catalog';
import { sampleProductDetail } from '../features/catalog-browser/test/sample-catalog';
import { renderWithProviders } from '../ui/test-providers';
import { preloadPageAt, StorefrontRoutes } from './router';
import { storefrontTexts } from './storefront-texts';

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

function renderStorefront(address: string) {
  const auth: AuthContextValue = { ...initialAuthState, signIn: vi.fn(), signOut: vi.fn(async () => {}) };
  return renderWithProviders(
    <MemoryRouter initialEntries={[address]}>
      <AuthContext.Provider value={auth}>
        <StorefrontRoutes />
        <CurrentPath />
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('storefront entry: its routes (issue 17)', () => {
  it('opens the home page at "/" in the public layout, with the sign-in button', async () => {
    serve({});
    renderStorefront('/');
    expect(await screen.findByText(i18next.t('common.home.title'))).toBeTruthy();
    expect(screen.getByTestId('signin-open')).toBeTruthy();
  });

  it('opens a product page under a language prefix with the product from the catalogue', async () => {
    const product = sampleProductDetail();
    serve({ '/api/catalog/product': { product } });
    renderStorefront(`/en/products/${product.category}/${product._id}`);
    // The English page names the product by its English name, once English is loaded.
    await waitFor(() => expect(i18next.language).toBe('en'));
    expect(await screen.findByRole('heading', { level: 1, name: product.en_name })).toBeTruthy();
  });

  it('keeps the tab title in step on pages that set none of their own', async () => {
    serve({});
    renderStorefront('/en/products/windows');
    await waitFor(() => expect(document.title).toBe('Windscreens & glass · Tractor Glass'));
  });

  it("shows a page whose code was loaded ahead at once, without a loading state (a server-rendered page's hydration)", async () => {
    serve({});
    await preloadPageAt('/ar/delivery-and-services');
    renderStorefront('/ar/delivery-and-services');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('answers an unknown address with the not-found page', async () => {
    serve({});
    renderStorefront('/ru/no-such-page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('opens a back-office address with a full page load into the back-office entry', async () => {
    serve({});
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderStorefront('/dashboard/worker/main?tab=1');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/worker/main?tab=1'));
  });
});

/**
 * The modules the storefront entry loads before any page of it opens: its static imports, followed
 * through the sources (a dynamic `import()` is another chunk, loaded when used).
 */
function staticGraph(entry: string, packages: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^.][^']*)'/gms,
    ))
      packages.add(specifier as string);
    for (const [, specifier] of source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms,
    )) {
      const base = path.resolve(path.dirname(file), specifier as string);
      const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => `${base}${ending}`)
        .find((candidate) => {
          try {
            return readFileSync(candidate) && true;
          } catch {
            return false;
          }
        });
      if (resolved && /\.tsx?$/.test(resolved)) pending.push(resolved);
    }
    // Imports for their effect: a module of ours, or a stylesheet (no code to follow).
    for (const [, specifier] of source.matchAll(/^import\s+'(\.[^']+)'/gm))
      if (!/\.css$/.test(specifier as string))
        pending.push(path.resolve(path.dirname(file), `${specifier}.ts`));
  }
  return seen;
}

describe('storefront entry: nothing of the back-office in its first load', () => {
  it('imports, before a page opens, only the public features, the shell and the app’s plumbing', () => {
    const src = path.resolve(__dirname, '..');
    // main.tsx imports start.tsx once the page is painted; start.tsx's graph is the first load.
    const files = [...staticGraph(path.join(src, 'storefront/start.tsx'))].map((file) =>
      path.relative(src, file),
    );
    expect(files).toContain('app/layouts/public-layout.tsx');
    expect(files).toContain('features/shell/home-page.tsx');
    const publicFeatures = ['storefront', 'catalog-browser', 'shell', 'auth'];
    const backOffice = files.filter(
      (file) =>
        (file.startsWith('features/') && !publicFeatures.includes(file.split('/')[1] as string)) ||
        ['app/router.tsx', 'app/providers.tsx', 'app/layouts/dashboard-layout.tsx'].includes(file) ||
        file.startsWith('features/auth/components/'),
    );
    expect(backOffice).toEqual([]);
  });
});

describe('storefront entry: no component library in its first load (ADR 0034)', () => {
  it('imports neither MUI nor emotion before a page that uses them opens', () => {
    const src = path.resolve(__dirname, '..');
    const packages = new Set<string>();
    const files = staticGraph(path.join(src, 'storefront/start.tsx'), packages);
    expect([...files].map((file) => path.relative(src, file))).toContain('features/shell/home-page.tsx');
    expect([...packages].filter((name) => /^@(mui|emotion)\//.test(name))).toEqual([]);
    // What it does use: the check above is looking at the imports it should.
    expect(packages).toContain('react-router-dom');
  });

  it.each([
    ['a category page', 'features/catalog-browser/pages/category-page.tsx'],
    ['a product page', 'features/catalog-browser/pages/product-view-page.tsx'],
  ])('%s, where visitors from a search engine land, brings none either', (_page, file) => {
    const src = path.resolve(__dirname, '..');
    const packages = new Set<string>();
    const files = staticGraph(path.join(src, file), packages);
    // The check follows the page's own modules and sees the packages it uses.
    expect([...files].map((module) => path.relative(src, module))).toContain(
      'features/catalog-browser/components/back-link.tsx',
    );
    expect(packages).toContain('@tanstack/react-query');
    expect([...packages].filter((name) => /^@(mui|emotion)\//.test(name))).toEqual([]);
  });
});

describe('storefront entry: its pages speak only the texts it loads first (ADR 0031)', () => {
  // A key a page asks with a default of its own (an optional hint) is missing everywhere: only a
  // key the back-office's texts hold and the storefront's lack is a word its visitor would miss.
  const missing: string[] = [];
  let everyText: Record<string, unknown> = {};
  const heldByAllTexts = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], everyText) !==
    undefined;
  const recordMissing = (_languages: readonly string[], _namespace: string, key: string) => {
    if (heldByAllTexts(key)) missing.push(key);
  };

  beforeEach(async () => {
    missing.length = 0;
    everyText = await allTexts('he');
    i18next.removeResourceBundle('he', 'translation');
    speakWith(storefrontTexts);
    await loadLanguage('he');
    i18next.options.saveMissing = true;
    i18next.on('missingKey', recordMissing);
  });
  afterEach(async () => {
    i18next.off('missingKey', recordMissing);
    i18next.options.saveMissing = false;
    speakWith(allTexts);
    await loadLanguage('he');
  });

  it.each([
    '/',
    '/about-us',
    '/contact',
    '/delivery-and-services',
    '/news',
    '/products',
    '/services/service-call',
    '/no-such-page',
  ])('shows %s with no word missing', async (address) => {
    serve({});
    renderStorefront(address);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    await screen.findAllByRole('heading', { level: 1 });
    expect(missing).toEqual([]);
  });
});
