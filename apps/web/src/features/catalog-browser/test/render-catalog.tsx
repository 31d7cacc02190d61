import { waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../ui/test-providers';
import { CatalogHomePage } from '../pages/catalog-home-page';
import { CategoryPage } from '../pages/category-page';
import { MachineViewPage } from '../pages/machine-view-page';
import { ProductViewPage } from '../pages/product-view-page';

export interface Served {
  requests: URL[];
}

/**
 * Stubs fetch: `routes` answers by path (a function gets the request's URL); anything else is 404.
 * Every request is recorded.
 */
export function serve(routes: Record<string, unknown | ((url: URL) => Response | unknown)>): Served {
  const served: Served = { requests: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      served.requests.push(url);
      const route = routes[url.pathname];
      if (route === undefined) return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
      const answer = typeof route === 'function' ? route(url) : route;
      return answer instanceof Response ? answer : json(answer);
    }),
  );
  return served;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Shows where the router is, so tests can read the address the page wrote. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The catalogue's routes as the lead wires them, at `path`. */
export function renderCatalog(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/products" element={<CatalogHomePage />} />
        <Route path="/products/machine-view" element={<MachineViewPage />} />
        <Route path="/products/:category" element={<CategoryPage />} />
        <Route path="/products/:category/:id" element={<ProductViewPage />} />
        {/* The same pages under a language's prefix, as the storefront serves them (ADR 0029). */}
        <Route path="/:language/products" element={<CatalogHomePage />} />
        <Route path="/:language/products/:category" element={<CategoryPage />} />
        <Route path="/:language/products/:category/:id" element={<ProductViewPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function currentLocation(): URL {
  return new URL(document.querySelector('[data-testid="location"]')?.textContent ?? '/', 'http://localhost');
}

/** The toast on screen containing the text. */
export async function findToast(containing: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alerts = [...document.querySelectorAll<HTMLElement>('.MuiSnackbar-root .MuiAlert-root')];
    const match = alerts.find((alert) => alert.textContent?.includes(containing));
    if (!match) throw new Error(`No toast containing "${containing}"`);
    return match;
  });
}
