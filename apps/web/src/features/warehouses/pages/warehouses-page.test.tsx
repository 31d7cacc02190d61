import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { beitUzielWarehouse, json, mainWarehouse, serve } from '../test/serve';
import { WarehousesPage } from './warehouses-page';

const listPath = '/api/warehouses/fetchWarehouses';
const nextIdPath = '/api/warehouses/getLastWarehouseId';
const serveList = () =>
  serve((_method, path) => {
    if (path === listPath)
      return json({ warehouses: [mainWarehouse, beitUzielWarehouse], total: 2, totalPages: 1 });
    if (path === '/api/warehouses/deleteWarehouse') return json({ _id: beitUzielWarehouse._id });
    return undefined;
  });

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('warehouses page', () => {
  it('lists ten a page with the main warehouse first and never offers to delete it', async () => {
    const requests = serveList();
    renderSignedIn(<WarehousesPage />, { role: 'worker' });
    const main = await screen.findByTestId(`row-${mainWarehouse._id}`);
    expect(requests.find((request) => request.path === listPath)?.body).toEqual({ page: 1, limit: 10 });
    expect(within(main).getByText('מחסן ראשי')).toBeTruthy();
    expect(within(main).queryByTestId('row-delete')).toBeNull();
    expect(within(main).getByTestId('row-edit')).toBeTruthy();
    expect(
      within(screen.getByTestId(`row-${beitUzielWarehouse._id}`)).getByTestId('row-delete'),
    ).toBeTruthy();
    expect(screen.getByTestId('warehouses-search-hint').textContent).toBe('החיפוש מתחיל מ־3 תווים');
  });

  it('asks before deleting, naming the warehouse, then sends its _id', async () => {
    const requests = serveList();
    const user = setupUser();
    renderSignedIn(<WarehousesPage />, { role: 'admin' });
    const row = await screen.findByTestId(`row-${beitUzielWarehouse._id}`);
    await user.click(within(row).getByTestId('row-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('האם אתה בטוח שברצונך למחוק את המחסן בית עוזיאל?')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/warehouses/deleteWarehouse')).toBe(false);
    await user.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/warehouses/deleteWarehouse')?.body).toEqual({
        _id: beitUzielWarehouse._id,
      }),
    );
    expect(await screen.findByText('המחסן נמחק בהצלחה')).toBeTruthy();
  });

  it.each<Role>(['storekeeper', 'supplier', 'installer'])('shows %s the list read-only', async (role) => {
    serveList();
    renderSignedIn(<WarehousesPage />, { role });
    const row = await screen.findByTestId(`row-${beitUzielWarehouse._id}`);
    expect(screen.queryByTestId('warehouses-add')).toBeNull();
    expect(within(row).queryByTestId('row-edit')).toBeNull();
    expect(within(row).queryByTestId('row-delete')).toBeNull();
    expect(within(row).getByTestId('row-view')).toBeTruthy();
  });

  it.each<Role>([
    'storekeeper',
    'supplier',
    'installer',
  ])('never asks a new warehouse’s number for %s, who may not create one, and shows no error', async (role) => {
    const requests = serve((_method, path) => {
      if (path === listPath)
        return json({ warehouses: [mainWarehouse, beitUzielWarehouse], total: 2, totalPages: 1 });
      if (path === nextIdPath) return json({ error: { code: 'FORBIDDEN', message: 'forbidden' } }, 403);
      if (path === '/api/warehouses/fetchWarehouseProducts')
        return json({ products: [], total: 0, totalPages: 1 });
      return undefined;
    });
    const user = setupUser();
    renderSignedIn(<WarehousesPage />, { role });
    const row = await screen.findByTestId(`row-${beitUzielWarehouse._id}`);
    // Viewing a warehouse opens its details read-only, still without asking.
    await user.click(within(row).getByTestId('row-view'));
    await user.click(await screen.findByTestId('warehouse-cancel'));
    await waitFor(() => expect(screen.queryByTestId('warehouse-dialog')).toBeNull());
    expect(requests.filter((request) => request.path === nextIdPath)).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('table-error')).toBeNull();
  });

  it('numbers a new warehouse for a manager, asking only once the create form opens', async () => {
    const requests = serve((_method, path) => {
      if (path === listPath)
        return json({ warehouses: [mainWarehouse, beitUzielWarehouse], total: 2, totalPages: 1 });
      if (path === nextIdPath) return json({ newId: '8' });
      return undefined;
    });
    const user = setupUser();
    renderSignedIn(<WarehousesPage />, { role: 'worker' });
    await screen.findByTestId(`row-${beitUzielWarehouse._id}`);
    expect(requests.filter((request) => request.path === nextIdPath)).toEqual([]);
    await user.click(screen.getByTestId('warehouses-add'));
    await waitFor(() => expect((screen.getByTestId('warehouse-id') as HTMLInputElement).value).toBe('8'));
    expect(requests.filter((request) => request.path === nextIdPath)).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends the type filter and shows it as a removable chip', async () => {
    const requests = serveList();
    const user = setupUser();
    renderSignedIn(<WarehousesPage />, { role: 'worker' });
    await screen.findByTestId(`row-${mainWarehouse._id}`);
    await user.click(screen.getByLabelText('סוג מחסן'));
    await user.click(await screen.findByRole('option', { name: 'ספק' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === listPath).at(-1)?.body).toEqual({
        page: 1,
        limit: 10,
        role: 'supplier',
      }),
    );
    const chip = screen.getByTestId('filter-chip-role');
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === listPath).at(-1)?.body).toEqual({
        page: 1,
        limit: 10,
      }),
    );
  });
});
