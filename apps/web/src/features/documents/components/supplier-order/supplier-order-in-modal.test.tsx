import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { type BusinessDocument, type OrderedLine, orderedLineFromProduct } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleProduct } from '../../../products/test/sample-products';
import { sampleDocument } from '../../test/sample-documents';
import { json, type RecordedRequest, serve } from '../../test/serve';
import { DocumentModal, type DocumentModalMode } from '../modal/document-modal';

let requests: RecordedRequest[] = [];
const sent = (path: string) => requests.filter((request) => request.path === path);

const windscreen = sampleProduct({
  catalogNumber: '100234',
  purchasePrice: 55,
  supplier: { name: 'זכוכית הצפון', refNumber: 'ZN-4410' },
});

function renderModal(mode: DocumentModalMode, document: BusinessDocument) {
  renderSignedIn(
    <DocumentModal open mode={mode} category={document.category} document={document} onClose={vi.fn()} />,
    { role: 'worker' },
  );
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
  requests = serve((_method, path) =>
    path === '/product/getProductByCatalogNumber' ? json({ product: windscreen }) : undefined,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the supplier order section of the document modal', () => {
  it('orders one of the document’s products and sends the order with the update', async () => {
    const user = setupUser();
    renderModal('edit', sampleDocument({ docId: 61 }));
    await user.click(screen.getByTestId('doc-tab-supplierOrder'));
    expect(screen.getByTestId('supplier-order-no-supplier')).toBeTruthy();
    await user.click(screen.getByTestId('supplier-order-add-copies'));
    const dialog = await screen.findByTestId('supplier-order-copy');
    await user.click(within(dialog).getByTestId('supplier-order-copy-0'));
    await user.click(within(dialog).getByTestId('supplier-order-copy-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('doc-line-orderedProducts-0-refNumber').textContent).toBe('ZN-4410'),
    );
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() => expect(sent('/doc/updateDoc')).toHaveLength(1));
    const { doc } = sent('/doc/updateDoc')[0]?.body as { doc: { orderedProducts: unknown[] } };
    expect(doc.orderedProducts).toEqual([
      expect.objectContaining({
        id: 'p1',
        catalogNumber: '100234',
        quantity: 2,
        price: 55,
        discount: 0,
        supplier: { name: 'זכוכית הצפון', refNumber: 'ZN-4410' },
      }),
    ]);
  });

  it('shows a saved order read-only in view mode', async () => {
    const user = setupUser();
    const line = { ...orderedLineFromProduct(windscreen), quantity: 2, totalWithoutVAT: 110 } as OrderedLine;
    renderModal('view', sampleDocument({ docId: 62, orderedProducts: [line] }));
    await user.click(screen.getByTestId('doc-tab-supplierOrder'));
    const tab = screen.getByTestId('supplier-order-tab');
    expect(within(tab).getByTestId('doc-line-orderedProducts-0-supplier').textContent).toBe('זכוכית הצפון');
    expect(within(tab).queryAllByRole('button')).toHaveLength(0);
    expect(
      (within(tab).getByTestId('doc-line-orderedProducts-0-quantity') as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(tab).getByTestId('supplier-order-total').textContent).toBe('₪110.00');
  });
});
