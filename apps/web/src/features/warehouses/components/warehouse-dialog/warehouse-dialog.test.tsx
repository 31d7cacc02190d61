import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { beitUzielWarehouse, json, serve, supplierWarehouse } from '../../test/serve';
import { WarehouseDialog } from './warehouse-dialog';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const save = () => screen.getByTestId('warehouse-save') as HTMLButtonElement;
const input = (name: string) => screen.getByTestId(`warehouse-${name}`) as HTMLInputElement;

describe('warehouse dialog', () => {
  it('numbers a new warehouse from the server and saves only once it has a name', async () => {
    const requests = serve((_method, path) => {
      if (path === '/api/warehouses/getLastWarehouseId') return json({ newId: '8' });
      if (path === '/api/warehouses/createWarehouse') return json({ ...beitUzielWarehouse, id: '8' }, 201);
      return undefined;
    });
    const user = setupUser();
    const onClose = vi.fn();
    renderSignedIn(<WarehouseDialog open mode="create" onClose={onClose} />, { role: 'worker' });
    await waitFor(() => expect(input('id').value).toBe('8'));
    expect(save().disabled).toBe(true);
    await user.type(input('name'), 'מחסן דרום');
    expect(save().disabled).toBe(false);
    await user.clear(input('id'));
    expect(save().disabled).toBe(true);
    await user.type(input('id'), '9');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((request) => request.path === '/api/warehouses/createWarehouse')?.body).toEqual({
      warehouse: { id: '9', name: 'מחסן דרום', address: '', role: 'warehouse', owner: '' },
    });
  });

  it('keeps save disabled in edit mode until something changed, and shows a taken number beside the field', async () => {
    const requests = serve((_method, path) =>
      path === '/api/warehouses/updateWarehouse'
        ? json(
            {
              error: {
                code: 'CONFLICT',
                message: 'taken',
                fields: { 'warehouse.id': 'validation.warehouseIdTaken' },
              },
            },
            409,
          )
        : undefined,
    );
    const user = setupUser();
    const onClose = vi.fn();
    renderSignedIn(<WarehouseDialog open mode="edit" warehouse={beitUzielWarehouse} onClose={onClose} />, {
      role: 'worker',
    });
    expect(input('name').value).toBe('בית עוזיאל');
    expect(save().disabled).toBe(true);
    await user.clear(input('id'));
    await user.type(input('id'), '3');
    expect(save().disabled).toBe(false);
    await user.click(save());
    await waitFor(() => expect(screen.getByText(i18next.t('validation.warehouseIdTaken'))).toBeTruthy());
    // The refused field gets the focus back, so the person types the new number at once.
    await waitFor(() => expect(document.activeElement).toBe(input('id')));
    expect(onClose).not.toHaveBeenCalled();
    expect(input('id').value).toBe('3');
    expect(
      requests.find((request) => request.path === '/api/warehouses/updateWarehouse')?.body,
    ).toMatchObject({
      warehouse: { _id: beitUzielWarehouse._id, id: '3', name: 'בית עוזיאל' },
    });
  });

  it('labels a supplier’s quantity as ordered, and shows minimum and shelf outside the main warehouse', async () => {
    serve((_method, path) =>
      path === '/api/warehouses/fetchWarehouseProducts'
        ? json({
            products: [
              {
                warehouseId: '3',
                catalogNumber: 'AB-1',
                name: 'שמשה',
                quantity: 4,
                minQuantity: 2,
                location: 'A-1',
              },
            ],
            total: 1,
            totalPages: 1,
          })
        : undefined,
    );
    const user = setupUser();
    renderSignedIn(<WarehouseDialog open mode="view" warehouse={supplierWarehouse} onClose={vi.fn()} />, {
      role: 'storekeeper',
    });
    await user.click(screen.getByTestId('warehouse-tab-stock'));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('כמות שהוזמנה מהספק')).toBeTruthy();
    expect(within(table).getByText('כמות מינימלית')).toBeTruthy();
    expect(within(table).getByText('מיקום מדף')).toBeTruthy();
    expect(screen.queryByTestId('stock-add')).toBeNull();
    expect(screen.queryByTestId('warehouse-save')).toBeNull();
  });

  it('keeps exit and save on every tab: a name typed on the general tab is saved from the stock tab', async () => {
    const requests = serve((_method, path) => {
      if (path === '/api/warehouses/fetchWarehouseProducts')
        return json({ products: [], total: 0, totalPages: 0 });
      if (path === '/api/warehouses/updateWarehouse') return json({ updatedWarehouse: beitUzielWarehouse });
      return undefined;
    });
    const user = setupUser();
    const onClose = vi.fn();
    renderSignedIn(<WarehouseDialog open mode="edit" warehouse={beitUzielWarehouse} onClose={onClose} />, {
      role: 'worker',
    });
    await user.clear(input('name'));
    await user.type(input('name'), 'בית עוזיאל החדש');
    await user.click(screen.getByTestId('warehouse-tab-stock'));
    await screen.findByTestId('stock-add');
    // By role: a button inside a hidden tab panel would not count.
    expect(screen.getByRole('button', { name: i18next.t('warehouses.dialog.cancel') })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: i18next.t('warehouses.dialog.save') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      requests.find((request) => request.path === '/api/warehouses/updateWarehouse')?.body,
    ).toMatchObject({ warehouse: { name: 'בית עוזיאל החדש' } });
  });
});
