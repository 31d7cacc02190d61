import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { CatalogDetails } from '@tg/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { CatalogDetailsPage } from '../pages/catalog-details-page';
import { json, serve } from '../test/serve';
import { CatalogDetailsDialog } from './catalog-details-dialog';

const empty: CatalogDetails = {
  name: '',
  models: [],
  vehicleNumbers: [],
  vehicleNumberCount: 0,
  chassisNumbers: [],
  chassisNumberCount: 0,
  products: [],
  years: [],
};

const manufacturerLevel: CatalogDetails = {
  ...empty,
  name: 'John Deere',
  models: [
    { name: '6R', subModelCount: 2 },
    { name: '5E', subModelCount: 0 },
  ],
  vehicleNumbers: Array.from({ length: 100 }, (_, index) => String(5550000 + index)),
  vehicleNumberCount: 1234,
  products: [{ _id: 'p1', catalogNumber: 'JD-6R-FRONT', name: 'שמשה קדמית', category: 'windows' }],
  years: ['2019', '2021'],
};
const modelLevel: CatalogDetails = { ...empty, name: '6R', models: [{ name: '6R 150', subModelCount: 0 }] };

function answer(method: string, url: URL): Response {
  if (url.pathname.endsWith('/createItem') && method === 'POST')
    return json({
      data: { _id: 'm', name: 'John Deere', aliases: [], modelCount: 2 },
      dataOption: { label: 'John Deere', value: 'John Deere' },
    });
  if (url.searchParams.get('subModel')) return json({ ...empty, name: url.searchParams.get('subModel') });
  return json(url.searchParams.get('model') ? modelLevel : manufacturerLevel);
}

const detailCalls = (requests: { url: URL }[]) =>
  requests
    .filter((request) => request.url.pathname.endsWith('/catalog/details'))
    .map((request) => Object.fromEntries(request.url.searchParams));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('manufacturer-catalog details', () => {
  it('shows the models, "showing 100 of N" numbers, items and years, and the empty states', async () => {
    serve(answer);
    const user = setupUser();
    renderWithProviders(
      <MemoryRouter>
        <CatalogDetailsDialog machine="John Deere" onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('catalog-model-6R')).toBeTruthy();
    expect(
      screen.getByText(i18next.t('manufacturer-catalog.details.subModelCount', { number: 2 })),
    ).toBeTruthy();

    await user.click(screen.getByTestId('tab-vehicleNumbers'));
    expect(screen.getByTestId('catalog-numbers-count').textContent).toBe(
      i18next.t('manufacturer-catalog.details.showing', { shown: 100, total: 1234 }),
    );
    expect(screen.getByText('5550099')).toBeTruthy();
    await user.click(screen.getByTestId('tab-chassisNumbers'));
    expect(screen.getByText(i18next.t('manufacturer-catalog.details.empty.chassisNumbers'))).toBeTruthy();
    await user.click(screen.getByTestId('tab-items'));
    expect(screen.getByText('JD-6R-FRONT')).toBeTruthy();
    await user.click(screen.getByTestId('tab-years'));
    expect(screen.getByText('2021')).toBeTruthy();
  });

  it('drills into a model and a sub-model, adds a sub-model, and goes back through the breadcrumbs', async () => {
    const requests = serve(answer);
    const user = setupUser();
    renderWithProviders(
      <MemoryRouter>
        <CatalogDetailsDialog machine="John Deere" onClose={() => {}} />
      </MemoryRouter>,
    );
    await user.click(await screen.findByTestId('catalog-model-6R'));
    expect(await screen.findByTestId('catalog-model-6R 150')).toBeTruthy();
    expect(detailCalls(requests).at(-1)).toEqual({ machine: 'John Deere', model: '6R' });

    await user.click(screen.getByTestId('catalog-add-model'));
    expect(screen.getByText(i18next.t('manufacturer-catalog.itemDialog.title.subModel'))).toBeTruthy();
    await user.type(await screen.findByTestId('catalog-item-name'), '6R 185');
    await user.click(screen.getByTestId('catalog-item-save'));
    await waitFor(() =>
      expect(requests.find((request) => request.url.pathname.endsWith('/createItem'))?.body).toEqual({
        machine: 'John Deere',
        model: '6R',
        subModel: '6R 185',
      }),
    );

    await user.click(screen.getByTestId('catalog-model-6R 150'));
    await waitFor(() =>
      expect(detailCalls(requests).at(-1)).toEqual({
        machine: 'John Deere',
        model: '6R',
        subModel: '6R 150',
      }),
    );
    // A sub-model has no models tab; its first tab is the vehicle numbers.
    expect(
      await screen.findByText(i18next.t('manufacturer-catalog.details.empty.vehicleNumbers')),
    ).toBeTruthy();
    expect(screen.queryByTestId('tab-models')).toBeNull();

    const crumbs = screen.getByRole('navigation', {
      name: i18next.t('manufacturer-catalog.details.breadcrumbs'),
    });
    await user.click(within(crumbs).getByRole('button', { name: 'John Deere' }));
    expect(await screen.findByTestId('catalog-model-5E')).toBeTruthy();
  });

  it('the catalogDetails page shows the level its address names', async () => {
    const requests = serve(answer);
    renderWithProviders(
      <MemoryRouter
        initialEntries={['/dashboard/worker/catalog/catalogDetails?machine=John%20Deere&model=6R']}
      >
        <CatalogDetailsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('catalog-model-6R 150')).toBeTruthy();
    expect(detailCalls(requests)).toEqual([{ machine: 'John Deere', model: '6R' }]);
  });

  it('the catalogDetails page without a manufacturer asks to choose one', async () => {
    const requests = serve(answer);
    renderWithProviders(
      <MemoryRouter initialEntries={['/dashboard/worker/catalog/catalogDetails']}>
        <CatalogDetailsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(i18next.t('manufacturer-catalog.details.noMachine'))).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
