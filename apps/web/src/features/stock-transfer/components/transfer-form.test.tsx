import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import {
  beitUzielWarehouse,
  json,
  mainWarehouse,
  type RecordedRequest,
  serve,
} from '../../warehouses/test/serve';
import { TransferForm } from './transfer-form';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = {
  warehouseId: '1',
  catalogNumber: 'AB-100',
  name: 'שמשה קדמית',
  quantity: 2,
  minQuantity: 0,
  location: '',
};
const transferPath = '/api/warehouses/transferStock';

function serveTransfer(): RecordedRequest[] {
  return serve((_method, path, body) => {
    if (path === '/api/warehouses/fetchWarehouses')
      return json({ warehouses: [mainWarehouse, beitUzielWarehouse], total: 2, totalPages: 1 });
    if (path === '/api/warehouses/fetchWarehouseProducts')
      return json({ products: [item], total: 1, totalPages: 1 });
    if (path === '/api/warehouses/getProductWarehouseDetails')
      return json({
        warehouses: [{ warehouseId: '1', name: 'מחסן ראשי', quantity: 2, minQuantity: 0, location: '' }],
      });
    if (path === transferPath) {
      if (!(body as { allowNegative: boolean }).allowNegative)
        return json(
          {
            error: {
              code: 'CONFLICT',
              message: 'short',
              fields: { quantity: 'validation.insufficientStock' },
            },
          },
          409,
        );
      return json({
        from: { ...item, quantity: -3 },
        to: { ...item, warehouseId: '2', quantity: 5 },
        transfer: {
          _id: 't1',
          fromWarehouseId: '1',
          toWarehouseId: '2',
          catalogNumber: 'AB-100',
          quantity: 5,
          note: '',
          createdBy: null,
          createdAt: '2026-03-04T10:00:00.000Z',
        },
      });
    }
    return undefined;
  });
}

async function choose(user: UserEvent, testId: string, option: string) {
  await user.click(within(screen.getByTestId(testId).parentElement as HTMLElement).getByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A transfer the server accepts at once, or refuses with a server error. */
function serveOutcome(outcome: 'done' | 'fails'): RecordedRequest[] {
  return serve((_method, path) => {
    if (path === '/api/warehouses/fetchWarehouses')
      return json({ warehouses: [mainWarehouse, beitUzielWarehouse], total: 2, totalPages: 1 });
    if (path === '/api/warehouses/fetchWarehouseProducts')
      return json({ products: [{ ...item, quantity: 9 }], total: 1, totalPages: 1 });
    if (path === '/api/warehouses/getProductWarehouseDetails')
      return json({
        warehouses: [{ warehouseId: '1', name: 'מחסן ראשי', quantity: 9, minQuantity: 0, location: '' }],
      });
    if (path === transferPath) {
      if (outcome === 'fails') return json({ error: { code: 'INTERNAL', message: 'down' } }, 500);
      return json({
        from: { ...item, quantity: 6 },
        to: { ...item, warehouseId: '2', quantity: 3 },
        transfer: {
          _id: 't2',
          fromWarehouseId: '1',
          toWarehouseId: '2',
          catalogNumber: 'AB-100',
          quantity: 3,
          note: 'לרכב 7',
          createdBy: null,
          createdAt: '2026-03-04T10:00:00.000Z',
        },
      });
    }
    return undefined;
  });
}

/** Three of AB-100 from the main warehouse to Beit Uziel, with a note, previewed. */
async function fillTransfer(user: UserEvent) {
  await choose(user, 'transfer-fromWarehouseId', '1 · מחסן ראשי');
  await choose(user, 'transfer-toWarehouseId', '2 · בית עוזיאל');
  await user.type(screen.getByTestId('transfer-catalogNumber'), 'AB-');
  await user.click(await screen.findByRole('option', { name: 'AB-100 — שמשה קדמית' }));
  const quantity = screen.getByTestId('transfer-quantity');
  await user.clear(quantity);
  await user.type(quantity, '3');
  await user.type(screen.getByTestId('transfer-note'), 'לרכב 7');
  expect((await screen.findByTestId('transfer-preview')).textContent).toContain(
    'מחסן ראשי: כעת 9, אחרי ההעברה 6',
  );
}

const fieldValue = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

describe('stock transfer form', () => {
  it(
    'asks before sending the source below zero, then sends again with allowNegative',
    { timeout: 20_000 },
    async () => {
      const requests = serveTransfer();
      const user = setupUser();
      renderSignedIn(<TransferForm />, { role: 'storekeeper' });
      await waitFor(() =>
        expect(requests.some((request) => request.path === '/api/warehouses/fetchWarehouses')).toBe(true),
      );
      await choose(user, 'transfer-fromWarehouseId', '1 · מחסן ראשי');
      await choose(user, 'transfer-toWarehouseId', '2 · בית עוזיאל');
      await user.type(screen.getByTestId('transfer-catalogNumber'), 'AB-');
      await user.click(await screen.findByRole('option', { name: 'AB-100 — שמשה קדמית' }));
      const quantity = screen.getByTestId('transfer-quantity');
      await user.clear(quantity);
      await user.type(quantity, '5');
      expect((await screen.findByTestId('transfer-preview')).textContent).toContain(
        'מחסן ראשי: כעת 2, אחרי ההעברה -3',
      );

      await user.click(screen.getByTestId('transfer-submit'));
      const dialog = await screen.findByTestId('confirm-dialog');
      expect(within(dialog).getByText('המלאי במחסן מחסן ראשי יירד מתחת לאפס — להעביר בכל זאת?')).toBeTruthy();
      await user.click(within(dialog).getByTestId('confirm-yes'));

      expect((await screen.findByTestId('transfer-result')).textContent).toBe(
        'AB-100 הועבר. מחסן ראשי: -3 · בית עוזיאל: 5',
      );
      const sent = requests.filter((request) => request.path === transferPath).map((request) => request.body);
      expect(sent).toEqual([
        {
          fromWarehouseId: '1',
          toWarehouseId: '2',
          catalogNumber: 'AB-100',
          quantity: 5,
          note: '',
          allowNegative: false,
        },
        {
          fromWarehouseId: '1',
          toWarehouseId: '2',
          catalogNumber: 'AB-100',
          quantity: 5,
          note: '',
          allowNegative: true,
        },
      ]);
    },
  );

  it('does not send while the warehouses are the same or the quantity is below 1', async () => {
    serveTransfer();
    const user = setupUser();
    renderSignedIn(<TransferForm />, { role: 'worker' });
    await choose(user, 'transfer-fromWarehouseId', '1 · מחסן ראשי');
    await choose(user, 'transfer-toWarehouseId', '1 · מחסן ראשי');
    expect(screen.getByText(i18next.t('validation.sameWarehouse'))).toBeTruthy();
    await user.clear(screen.getByTestId('transfer-quantity'));
    expect((screen.getByTestId('transfer-submit') as HTMLButtonElement).disabled).toBe(true);
  });
  it(
    'clears the form and its preview once the transfer is done, and says what moved',
    { timeout: 30_000 },
    async () => {
      const requests = serveOutcome('done');
      const user = setupUser();
      renderSignedIn(<TransferForm />, { role: 'storekeeper' });
      await fillTransfer(user);
      await user.click(screen.getByTestId('transfer-submit'));

      expect((await screen.findByTestId('transfer-result')).textContent).toBe(
        'AB-100 הועבר. מחסן ראשי: 6 · בית עוזיאל: 3',
      );
      expect(await screen.findByText('ההעברה בוצעה בהצלחה')).toBeTruthy();
      expect(screen.queryByTestId('transfer-preview')).toBeNull();
      expect(fieldValue('transfer-fromWarehouseId')).toBe('');
      expect(fieldValue('transfer-toWarehouseId')).toBe('');
      expect(fieldValue('transfer-catalogNumber')).toBe('');
      expect(fieldValue('transfer-quantity')).toBe('1');
      expect(fieldValue('transfer-note')).toBe('');
      expect((screen.getByTestId('transfer-submit') as HTMLButtonElement).disabled).toBe(true);
      expect(
        requests.filter((request) => request.path === transferPath).map((request) => request.body),
      ).toEqual([
        {
          fromWarehouseId: '1',
          toWarehouseId: '2',
          catalogNumber: 'AB-100',
          quantity: 3,
          note: 'לרכב 7',
          allowNegative: false,
        },
      ]);
    },
  );

  it('keeps what was typed, and its preview, when the transfer fails', { timeout: 30_000 }, async () => {
    serveOutcome('fails');
    const user = setupUser();
    renderSignedIn(<TransferForm />, { role: 'worker' });
    await fillTransfer(user);
    await user.click(screen.getByTestId('transfer-submit'));

    expect(await screen.findByText('שגיאה בהעברת המלאי', { exact: false })).toBeTruthy();
    expect(screen.queryByTestId('transfer-result')).toBeNull();
    expect(screen.getByTestId('transfer-preview').textContent).toContain('מחסן ראשי: כעת 9, אחרי ההעברה 6');
    expect(fieldValue('transfer-fromWarehouseId')).toBe('1');
    expect(fieldValue('transfer-toWarehouseId')).toBe('2');
    expect(fieldValue('transfer-catalogNumber')).toBe('AB-100 — שמשה קדמית');
    expect(fieldValue('transfer-quantity')).toBe('3');
    expect(fieldValue('transfer-note')).toBe('לרכב 7');
    expect((screen.getByTestId('transfer-submit') as HTMLButtonElement).disabled).toBe(false);
  });
});
