import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  type DocumentInput,
  documentInputSchema,
  newProductLine,
  type OrderedLineInput,
  orderedLineFromProduct,
} from '@tg/domain';
import { useEffect } from 'react';
import { FormProvider, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleProduct } from '../../../products/test/sample-products';
import { json, type RecordedRequest, serve } from '../../../products/test/serve';
import { SupplierOrderTab } from './supplier-order-tab';

const resolver = zodResolver(documentInputSchema) as unknown as Resolver<DocumentInput>;

/** The modal's form as the tab finds it, checked with the schema the server parses it with. */
function Harness({
  values = {},
  readOnly = false,
  onForm,
}: {
  values?: Partial<DocumentInput>;
  readOnly?: boolean;
  onForm: (form: UseFormReturn<DocumentInput>) => void;
}) {
  const form = useForm<DocumentInput>({
    defaultValues: { ...documentInputSchema.parse({}), ...values },
    resolver,
    mode: 'onTouched',
  });
  useEffect(() => onForm(form), [form, onForm]);
  return (
    <FormProvider {...form}>
      <SupplierOrderTab readOnly={readOnly} />
    </FormProvider>
  );
}

let form: UseFormReturn<DocumentInput> | undefined;
const keepForm = (next: UseFormReturn<DocumentInput>) => {
  form = next;
};
const ordered = () => (form?.getValues('orderedProducts') ?? []) as OrderedLineInput[];

const windscreen = sampleProduct({
  price: 1250,
  purchasePrice: 600,
  deliveryTime: '3 ימי עסקים',
  supplier: { name: 'זכוכית הצפון', refNumber: 'ZN-4410' },
});
const mirror = sampleProduct({
  _id: '1c7a2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
  category: 'mirrors',
  catalogNumber: '100300',
  name: 'מראה צד',
  price: 400,
  purchasePrice: 150,
  supplier: { name: 'מראות בע״מ', refNumber: 'MR-7' },
});
const supplier = { id: '6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'זכוכית הצפון בע״מ' };

let requests: RecordedRequest[] = [];
function serveCatalogue() {
  requests = serve((_method, path, body) => {
    if (path === '/product/getProductByCatalogNumber') {
      const number = (body as { catalogNumber: string }).catalogNumber;
      const product = [windscreen, mirror].find((item) => item.catalogNumber === number);
      return product ? json({ product }) : json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
    }
    if (path === '/product/getData') return json({ products: [windscreen, mirror], total: 2, totalPages: 1 });
    return undefined;
  });
}

function renderTab(props: { values?: Partial<DocumentInput>; readOnly?: boolean } = {}) {
  return renderSignedIn(<Harness {...props} onForm={keepForm} />, { role: 'worker' });
}

const field = (index: number, name: string) =>
  screen.getByTestId(`doc-line-orderedProducts-${index}-${name}`) as HTMLInputElement;

/** The document's products: two windscreens and a mirror. */
const documentProducts = [{ ...newProductLine(windscreen), quantity: 2 }, newProductLine(mirror)];

beforeEach(async () => {
  form = undefined;
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('supplier order tab: the supplier', () => {
  it('names the assigned supplier at the top', () => {
    serveCatalogue();
    renderTab({ values: { handleBy: { supplier } } });
    expect(screen.getByTestId('supplier-order-supplier').textContent).toContain('זכוכית הצפון בע״מ');
    expect(screen.queryByTestId('supplier-order-no-supplier')).toBeNull();
  });

  it('asks to pick a supplier in the side panel when none is assigned', () => {
    serveCatalogue();
    renderTab();
    expect(screen.getByTestId('supplier-order-no-supplier').textContent).toBe(
      i18next.t('documents.supplierOrder.pickSupplier'),
    );
    expect(screen.getByTestId('supplier-order-empty')).toBeTruthy();
  });
});

describe('supplier order tab: adding from the document’s products', () => {
  it('copies the chosen line with its quantity, at the purchase price, with the product’s supplier', async () => {
    serveCatalogue();
    const user = setupUser();
    renderTab({ values: { products: documentProducts, handleBy: { supplier } } });
    await user.click(screen.getByTestId('supplier-order-add-copies'));
    const dialog = await screen.findByTestId('supplier-order-copy');
    const confirm = within(dialog).getByTestId('supplier-order-copy-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByTestId('supplier-order-copy-0'));
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByTestId('supplier-order-copy')).toBeNull());
    expect(requests.filter((request) => request.path === '/product/getProductByCatalogNumber')).toHaveLength(
      1,
    );
    expect(field(0, 'catalogNumber').textContent).toBe('100234');
    expect(field(0, 'name').textContent).toBe('שמשה קדמית ג׳ון דיר');
    expect(field(0, 'supplier').textContent).toBe('זכוכית הצפון');
    expect(field(0, 'refNumber').textContent).toBe('ZN-4410');
    expect(field(0, 'deliveryTime').textContent).toBe('3 ימי עסקים');
    expect(field(0, 'quantity').value).toBe('2');
    expect(field(0, 'price').value).toBe('600');
    expect(field(0, 'total').textContent).toBe('₪1,200.00');
    expect(screen.getByTestId('supplier-order-total').textContent).toBe('₪1,200.00');
    expect(ordered()).toEqual([
      expect.objectContaining({
        id: windscreen._id,
        quantity: 2,
        price: 600,
        discount: 0,
        supplier: { name: 'זכוכית הצפון', refNumber: 'ZN-4410' },
      }),
    ]);

    // The quantity is the order's own: typing it changes the line and the total.
    await user.clear(field(0, 'quantity'));
    await user.type(field(0, 'quantity'), '5');
    await user.tab();
    expect(ordered()[0]?.quantity).toBe(5);
    expect(screen.getByTestId('supplier-order-total').textContent).toBe('₪3,000.00');
  });

  it('does not order a line twice, from the document or from the products list', async () => {
    serveCatalogue();
    const user = setupUser();
    renderTab({
      values: { products: documentProducts, orderedProducts: [orderedLineFromProduct(windscreen)] },
    });
    await user.click(screen.getByTestId('supplier-order-add-copies'));
    const dialog = await screen.findByTestId('supplier-order-copy');
    const already = within(dialog).getByTestId('supplier-order-copy-0');
    expect(already.getAttribute('aria-disabled')).toBe('true');
    expect(already.textContent).toContain(i18next.t('documents.supplierOrder.copy.alreadyOrdered'));
    await user.click(within(dialog).getByTestId('supplier-order-copy-1'));
    await user.click(within(dialog).getByTestId('supplier-order-copy-confirm'));
    await waitFor(() => expect(ordered()).toHaveLength(2));
    expect(ordered()[1]).toMatchObject({
      catalogNumber: '100300',
      price: 150,
      supplier: { refNumber: 'MR-7' },
    });

    await user.click(screen.getByTestId('supplier-order-add-product'));
    const picker = await screen.findByTestId('doc-product-picker');
    await user.click(await within(picker).findByTestId(`row-${windscreen._id}`));
    await waitFor(() => expect(screen.queryByTestId('doc-product-picker')).toBeNull());
    expect(ordered()).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(field(0, 'quantity')));
    expect(
      await screen.findByText(i18next.t('documents.supplierOrder.alreadyOrdered', { name: windscreen.name })),
    ).toBeTruthy();
  });

  it('adds a product from the products list at its purchase price', async () => {
    serveCatalogue();
    const user = setupUser();
    renderTab();
    await user.click(screen.getByTestId('supplier-order-add-product'));
    const picker = await screen.findByTestId('doc-product-picker');
    await user.click(await within(picker).findByTestId(`row-${mirror._id}`));
    await waitFor(() => expect(ordered()).toHaveLength(1));
    expect(ordered()[0]).toMatchObject({ catalogNumber: '100300', quantity: 1, price: 150 });
    expect(field(0, 'refNumber').textContent).toBe('MR-7');
    await waitFor(() => expect(document.activeElement).toBe(field(0, 'quantity')));
  });
});

describe('supplier order tab: lines', () => {
  it('removes a line only after the confirmation', async () => {
    serveCatalogue();
    const user = setupUser();
    renderTab({
      values: { orderedProducts: [orderedLineFromProduct(windscreen), orderedLineFromProduct(mirror)] },
    });
    await user.click(field(0, 'delete'));
    const ask = await screen.findByRole('dialog', { name: i18next.t('documents.supplierOrder.removeTitle') });
    expect(ask.textContent).toContain(windscreen.name);
    await user.click(within(ask).getByRole('button', { name: 'ביטול' }));
    expect(ordered()).toHaveLength(2);

    await user.click(field(0, 'delete'));
    await user.click(
      await screen.findByRole('button', { name: i18next.t('documents.supplierOrder.remove') }),
    );
    await waitFor(() => expect(ordered()).toHaveLength(1));
    expect(ordered()[0]?.catalogNumber).toBe('100300');
    expect(screen.getByTestId('supplier-order-total').textContent).toBe('₪150.00');
  });

  it('keeps a quantity from 1 to 999 and says what is wrong beside the field', async () => {
    serveCatalogue();
    const user = setupUser();
    renderTab({ values: { orderedProducts: [orderedLineFromProduct(windscreen)] } });
    const quantity = field(0, 'quantity');
    expect([quantity.min, quantity.max]).toEqual(['1', '999']);
    await user.clear(quantity);
    await user.type(quantity, '1500');
    await user.tab();
    expect(quantity.value).toBe('999');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity.value).toBe('1');

    const price = field(0, 'price');
    await user.clear(price);
    await user.type(price, 'abc');
    await user.tab();
    const row = screen.getByTestId('doc-line-orderedProducts-0-row');
    expect(await within(row).findByText(i18next.t('validation.numberOnly'))).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');

    // What the server refuses shows beside the same field.
    form?.setError('orderedProducts.0.quantity', {
      type: 'server',
      message: 'validation.orderQuantityRange',
    });
    expect(await within(row).findByText(i18next.t('validation.orderQuantityRange'))).toBeTruthy();
  });

  it('shows a line’s known delivery time in Arabic, other text as typed', async () => {
    await switchLanguage('ar');
    serveCatalogue();
    renderTab({
      readOnly: true,
      values: {
        orderedProducts: [
          orderedLineFromProduct(windscreen),
          orderedLineFromProduct({ ...mirror, deliveryTime: 'לפי תיאום עם הספק' }),
        ],
      },
    });
    expect(field(0, 'deliveryTime').textContent).toBe('3 أيام عمل');
    expect(field(1, 'deliveryTime').textContent).toBe('לפי תיאום עם הספק');
  });

  it('is read-only: no adding or removing, every input disabled, the total still shown', () => {
    serveCatalogue();
    renderTab({
      readOnly: true,
      values: {
        products: documentProducts,
        orderedProducts: [{ ...orderedLineFromProduct(windscreen), quantity: 3 }],
      },
    });
    const tab = screen.getByTestId('supplier-order-tab');
    expect(within(tab).queryAllByRole('button')).toHaveLength(0);
    const inputs = [...tab.querySelectorAll<HTMLInputElement>('input, select, textarea')];
    expect(inputs).toHaveLength(2);
    for (const input of inputs) expect(input.disabled).toBe(true);
    expect(screen.getByTestId('supplier-order-total').textContent).toBe('₪1,800.00');
    expect(screen.getByTestId('supplier-order-no-supplier').textContent).toBe(
      i18next.t('documents.supplierOrder.noSupplier'),
    );
  });
});
