import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { type BusinessDocument, type OrderedLine, orderedLineFromProduct } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, type RecordedRequest, sampleDocument, serve } from '../test/serve';
import { SupplierOrders, SupplierOrdersFigure } from './supplier-orders';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mirrorLine = {
  ...orderedLineFromProduct({
    _id: '1c7a2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
    catalogNumber: '100300',
    name: 'מראה צד',
    category: 'mirrors',
    purchasePrice: 150,
    deliveryTime: 'שבוע',
    supplier: { name: 'מראות בע״מ', refNumber: 'MR-7' },
  }),
  quantity: 3,
  totalWithoutVAT: 450,
} as OrderedLine;

/** An order as the server answers a supplier: the supplier's part only. */
function order(docId: number, category: BusinessDocument['category'] = 'workCard'): BusinessDocument {
  return {
    ...sampleDocument(category, {
      docId,
      date: '20/02/2026',
      userInformation: { name: '', phoneNumber: '', userId: '' },
      shippingAddress: {
        city: 'חיפה',
        neighborhood: 'הרצל',
        buildingNumber: '12',
        shippingDate: '24/02/2026',
        hour: '09:30',
        locationNotes: 'שער צפוני',
      },
      purchaseOrder: 'PO-77',
      machine: { machine: 'JOHN DEERE', model: '6155R', year: '2020' },
      handleBy: { supplier: { id: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'מראות בע״מ' } },
      generalStatus: { status: 'בטיפול' },
    }),
    orderedProducts: [mirrorLine],
  };
}

function serveOrders(docs: BusinessDocument[]): RecordedRequest[] {
  return serve((_method, path, body) => {
    if (path !== '/doc/fetchLast10Docs') return undefined;
    const category = (body as { category?: string }).category;
    const shown = category ? docs.filter((doc) => doc.category === category) : docs;
    return json({ lastDocs: shown, totalLastDocs: shown.length, totalLastDocPages: 1 });
  });
}

describe('document tasks: a supplier’s orders', () => {
  it('lists the orders addressed to the supplier with their lines and order total', async () => {
    const requests = serveOrders([order(812), order(640, 'priceQuote')]);
    renderSignedIn(<SupplierOrders />, { role: 'supplier' });
    const row = await screen.findByTestId('supplier-order-workCard-812');
    expect(requests.find((request) => request.path === '/doc/fetchLast10Docs')?.body).toEqual({
      page: 0,
      limit: 10,
    });
    expect(row.textContent).toContain('כרטיס עבודה');
    expect(row.textContent).toContain('24/02/2026');
    expect(row.textContent).toContain('₪450.00');
    expect(screen.getByTestId('supplier-order-priceQuote-640')).toBeTruthy();
  });

  it('opens an order read-only: where and when it goes, and what is ordered', async () => {
    serveOrders([order(812)]);
    const user = setupUser();
    renderSignedIn(<SupplierOrders />, { role: 'supplier' });
    await user.click(await screen.findByRole('button', { name: 'פתיחת ההזמנה של כרטיס עבודה 812' }));
    const dialog = await screen.findByTestId('supplier-order-dialog');
    expect(within(dialog).getByRole('heading', { name: /הזמנת ספק — כרטיס עבודה מספר 812/ })).toBeTruthy();
    expect(within(dialog).getByTestId('supplier-order-address').textContent).toBe('הרצל 12, חיפה');
    expect(within(dialog).getByTestId('supplier-order-when').textContent).toBe('24/02/2026 09:30');
    expect(within(dialog).getByTestId('supplier-order-locationNotes').textContent).toBe('שער צפוני');
    expect(within(dialog).getByTestId('supplier-order-purchaseOrder').textContent).toBe('PO-77');
    expect(within(dialog).getByTestId('supplier-order-machine').textContent).toBe('JOHN DEERE 6155R 2020');
    expect(within(dialog).getByTestId('doc-line-orderedProducts-0-refNumber').textContent).toBe('MR-7');
    expect(within(dialog).getByTestId('supplier-order-total').textContent).toBe('₪450.00');
    const tab = within(dialog).getByTestId('supplier-order-tab');
    expect(within(tab).queryAllByRole('button')).toHaveLength(0);
    for (const input of tab.querySelectorAll('input')) expect(input.disabled).toBe(true);

    await user.click(within(dialog).getByTestId('supplier-order-dialog-close'));
    await waitFor(() => expect(screen.queryByTestId('supplier-order-dialog')).toBeNull());
  });

  it('says so when no order is addressed to the supplier', async () => {
    serveOrders([]);
    renderSignedIn(<SupplierOrders />, { role: 'supplier' });
    expect(await screen.findByText(i18next.t('document-tasks.supplierOrders.empty'))).toBeTruthy();
  });

  it('is on the supplier’s main page only', async () => {
    const requests = serveOrders([order(812)]);
    renderSignedIn(<SupplierOrdersFigure />, { role: 'storekeeper' });
    expect(screen.queryByTestId('supplier-orders')).toBeNull();
    expect(requests).toHaveLength(0);
    cleanup();
    renderSignedIn(<SupplierOrdersFigure />, { role: 'supplier' });
    expect(await screen.findByTestId('supplier-order-workCard-812')).toBeTruthy();
  });
});
