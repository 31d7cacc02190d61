import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ManagedRole, Warehouse } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { json, type RecordedRequest, serve } from '../../../documents/test/serve';
import { sampleUser } from '../../test/sample-users';
import { UserDialog, type UserDialogProps } from './user-dialog';

const installer = sampleUser({
  role: 'installer',
  userInformation: { ...sampleUser().userInformation, name: 'יוסי לוי' },
});
const truck: Warehouse = {
  _id: '44444444-4444-4444-8444-444444444444',
  id: '7',
  name: 'רכב התקנות 7',
  address: 'האלון 3, עפולה',
  role: 'installer',
  owner: ' יוסי  לוי ',
  total: 14,
};
/** fetchWarehouses finds owners containing the name: this one is someone else's. */
const namesake: Warehouse = {
  ...truck,
  _id: '55555555-5555-4555-8555-555555555555',
  id: '8',
  owner: 'יוסי לוי הבן',
};

let requests: RecordedRequest[] = [];
const warehouseCalls = () => requests.filter((request) => request.path === '/warehouses/fetchWarehouses');

function renderPerson(role: ManagedRole, mode: 'edit' | 'create' = 'edit') {
  const props: UserDialogProps = {
    open: true,
    mode,
    role,
    user: mode === 'edit' ? { ...installer, role } : undefined,
    onClose: vi.fn(),
  };
  return renderSignedIn(<UserDialog {...props} />, { role: 'worker' });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('users dialog: a person’s warehouses', () => {
  it('lists the installer warehouses the installer manages, and opens one’s stock', async () => {
    requests = serve((_method, path, body) => {
      if (path === '/warehouses/fetchWarehouses')
        return json({ warehouses: [truck, namesake], total: 2, totalPages: 1 });
      if (path === '/warehouses/fetchWarehouseProducts')
        return json({
          products: [
            {
              warehouseId: (body as { params: { warehouseId: string } }).params.warehouseId,
              catalogNumber: 'GL-100',
              name: 'שמשה קדמית',
              quantity: 4,
              minQuantity: 1,
              location: 'מדף 2',
            },
          ],
          total: 30,
          totalPages: 3,
        });
      return undefined;
    });
    const user = setupUser();
    renderPerson('installer');
    await user.click(screen.getByTestId('user-tab-warehouse'));

    const row = await screen.findByTestId('owned-warehouse-7');
    expect(warehouseCalls()[0]?.body).toEqual({ page: 1, limit: 100, owner: 'יוסי לוי', role: 'installer' });
    for (const text of ['7', 'רכב התקנות 7', 'האלון 3, עפולה', '14']) {
      expect(row.textContent, text).toContain(text);
    }
    expect(screen.queryByTestId('owned-warehouse-8')).toBeNull();
    expect(screen.getByTestId('warehouse-tab-screen').getAttribute('href')).toBe(
      '/dashboard/worker/stock/warehouses',
    );

    await user.click(within(row).getByTestId('owned-warehouse-stock-7'));
    const stock = await screen.findByTestId('owned-warehouse-stock-dialog');
    expect(within(stock).getByRole('heading').textContent).toContain('מחסן 7 · רכב התקנות 7');
    await waitFor(() => expect(stock.textContent).toContain('GL-100'));
    expect(requests.find((request) => request.path === '/warehouses/fetchWarehouseProducts')?.body).toEqual({
      params: { warehouseId: '7', page: 1, limit: 10 },
    });
    // The stock's pager is a form inside the person's record: jumping saves nothing.
    await user.type(within(stock).getByTestId('pagination-jump'), '3{Enter}');
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === '/warehouses/fetchWarehouseProducts').at(-1)?.body,
      ).toEqual({ params: { warehouseId: '7', page: 3, limit: 10 } }),
    );
    expect(
      requests.filter((request) => request.path.startsWith('/users/') && request.method !== 'GET'),
    ).toEqual([]);
    await user.click(within(stock).getByTestId('owned-warehouse-stock-close'));
    await waitFor(() => expect(screen.queryByTestId('owned-warehouse-stock-dialog')).toBeNull());
  });

  it('looks for a storekeeper’s plain warehouses and says how to link one when there is none', async () => {
    requests = serve((_method, path) =>
      path === '/warehouses/fetchWarehouses' ? json({ warehouses: [], total: 0, totalPages: 1 }) : undefined,
    );
    const user = setupUser();
    renderPerson('storekeeper');
    await user.click(screen.getByTestId('user-tab-warehouse'));
    expect((await screen.findByTestId('table-empty')).textContent).toBe(
      'לא נמצא מחסן מקושר. כדי לקשר מחסן, הגדירו במסך המחסנים מחסן מסוג מחסן שהמנהל שלו הוא יוסי לוי.',
    );
    expect(warehouseCalls()[0]?.body).toMatchObject({ owner: 'יוסי לוי', role: 'warehouse' });
  });

  it('looks for a supplier’s supplier warehouses, and offers a retry when the list fails', async () => {
    let fails = true;
    requests = serve((_method, path) => {
      if (path !== '/warehouses/fetchWarehouses') return undefined;
      if (fails) return json({ error: { code: 'INTERNAL', message: 'down' } }, 500);
      return json({ warehouses: [{ ...truck, role: 'supplier' }], total: 1, totalPages: 1 });
    });
    const user = setupUser();
    renderPerson('supplier');
    await user.click(screen.getByTestId('user-tab-warehouse'));
    expect((await screen.findByTestId('table-error')).textContent).toContain('לא ניתן לטעון את המחסנים.');
    expect(warehouseCalls()[0]?.body).toMatchObject({ role: 'supplier' });

    fails = false;
    await user.click(screen.getByTestId('table-retry'));
    expect(await screen.findByTestId('owned-warehouse-7')).toBeTruthy();
  });

  it('asks nothing for a person not saved yet', async () => {
    requests = serve();
    const user = setupUser();
    renderPerson('installer', 'create');
    await user.click(screen.getByTestId('user-tab-warehouse'));
    expect(screen.getByTestId('warehouse-tab-unsaved')).toBeTruthy();
    expect(warehouseCalls()).toHaveLength(0);
  });
});
