import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleProduct } from '../../test/sample-products';
import { businessDetails, json, type RecordedRequest, serve, toastTexts } from '../../test/serve';
import { ProductDialog, type ProductDialogProps } from './product-dialog';

let requests: RecordedRequest[] = [];

function renderDialog(props: Partial<ProductDialogProps> = {}) {
  const onClose = vi.fn();
  const defaults: ProductDialogProps = { open: true, mode: 'create', category: 'windows', onClose };
  renderSignedIn(<ProductDialog {...defaults} {...props} />, { role: 'worker' });
  return { onClose };
}

const field = (name: string) => screen.getByTestId(`product-field-${name}`) as HTMLInputElement;
const saveButton = () => screen.getByTestId('dialog-save') as HTMLButtonElement;
const calls = (path: string) => requests.filter((request) => request.path === path);
const helperOf = (name: string) => document.getElementById(`${field(name).id}-helper-text`)?.textContent;

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('products: product dialog, edit', () => {
  it('keeps update disabled until the product differs from what was loaded', async () => {
    requests = serve();
    const user = setupUser();
    renderDialog({ mode: 'edit', product: sampleProduct() });
    expect(saveButton().disabled).toBe(true);

    await user.type(field('name'), ' ');
    expect(saveButton().disabled).toBe(true);
    await user.type(field('name'), 'X');
    expect(saveButton().disabled).toBe(false);
    await user.type(field('name'), '{Backspace}{Backspace}');
    expect(saveButton().disabled).toBe(true);

    // Form state survives switching tabs: the adjustments tab edits count as a change too.
    await user.click(screen.getByTestId('product-tab-adjustments'));
    await user.type(field('vinNumber'), ' VIN2');
    expect(screen.getByTestId('product-count-vinNumber').textContent).toBe('2 רשומות');
    expect(saveButton().disabled).toBe(false);
    await user.click(screen.getByTestId('product-tab-general'));
    expect(field('name').value).toBe(sampleProduct().name);
  });

  it('shows supplier price (30 %) and price before VAT (÷ 1 + the VAT setting) as the price is typed, read-only', async () => {
    requests = serve();
    const user = setupUser();
    renderDialog({ mode: 'edit', product: sampleProduct() });
    await user.click(screen.getByTestId('product-tab-prices'));
    expect(field('supplierPrice').value).toBe('₪375.00');
    expect(await screen.findByDisplayValue('₪1,059.32')).toBe(field('priceBeforeVat'));
    expect(screen.getByText('המחיר ÷ (1 + מע״מ 18%), מחושב אוטומטית')).toBeTruthy();
    await user.clear(field('price'));
    await user.type(field('price'), '1180');
    expect(field('supplierPrice').value).toBe('₪354.00');
    expect(field('priceBeforeVat').value).toBe('₪1,000.00');
    expect(field('supplierPrice').readOnly).toBe(true);
    expect(field('priceBeforeVat').readOnly).toBe(true);
  });

  it('derives the price before VAT at the rate the business saved', async () => {
    requests = serve((_method, path) =>
      path === '/settings/getBusinessDetails' ? json({ ...businessDetails, vatPercent: 17 }) : undefined,
    );
    const user = setupUser();
    renderDialog({ mode: 'edit', product: sampleProduct({ price: 1170 }) });
    await user.click(screen.getByTestId('product-tab-prices'));
    expect(await screen.findByDisplayValue('₪1,000.00')).toBe(field('priceBeforeVat'));
    expect(screen.getByText('המחיר ÷ (1 + מע״מ 17%), מחושב אוטומטית')).toBeTruthy();
  });

  it('sends the update with the id and the fit lists as lists', async () => {
    requests = serve((_method, path) =>
      path === '/product/updateProduct'
        ? json({ updatedProduct: sampleProduct({ name: 'שמשה אחורית' }) })
        : undefined,
    );
    const user = setupUser();
    const { onClose } = renderDialog({ mode: 'edit', product: sampleProduct() });
    await user.clear(field('name'));
    await user.type(field('name'), 'שמשה אחורית');
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls('/product/updateProduct')[0]?.body as { product: Record<string, unknown> };
    expect(sent.product).toMatchObject({
      _id: sampleProduct()._id,
      name: 'שמשה אחורית',
      vinNumber: [{ value: '1L06155RKKK900123' }],
      imageIds: ['5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'],
      supplierPrice: 375,
    });
    expect(toastTexts()).toContain('המוצר עודכן בהצלחה');
    // The count was not touched: it is left out, so a transfer made meanwhile is not overwritten.
    expect(sent.product).not.toHaveProperty('quantity');
  });

  it('sends the stock count when the person changed it', async () => {
    requests = serve((_method, path) =>
      path === '/product/updateProduct'
        ? json({ updatedProduct: sampleProduct({ quantity: 9 }) })
        : undefined,
    );
    const user = setupUser();
    const { onClose } = renderDialog({ mode: 'edit', product: sampleProduct() });
    await user.click(screen.getByTestId('product-tab-stock'));
    await user.clear(field('quantity'));
    await user.type(field('quantity'), '9');
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls('/product/updateProduct')[0]?.body as { product: Record<string, unknown> };
    expect(sent.product.quantity).toBe(9);
  });
});

describe('products: product dialog, create', () => {
  it('asks for the next catalogue number of a non-original product, and again when original is switched off', async () => {
    let next = 500;
    requests = serve((_method, path) =>
      path === '/product/getLastProductId' ? json({ newId: String(next++) }) : undefined,
    );
    const user = setupUser();
    renderDialog({ category: 'mirrors' });
    await waitFor(() => expect(field('catalogNumber').value).toBe('500'));
    expect(calls('/product/getLastProductId')[0]?.body).toEqual({ category: 'mirrors' });

    await user.click(field('isOriginal'));
    expect(field('catalogNumber').value).toBe('');
    expect(calls('/product/getLastProductId')).toHaveLength(1);

    await user.click(field('isOriginal'));
    await waitFor(() => expect(field('catalogNumber').value).toBe('501'));
    expect(calls('/product/getLastProductId')).toHaveLength(2);
  });

  it('says so when the next catalogue number cannot be fetched', async () => {
    requests = serve((_method, path) =>
      path === '/product/getLastProductId'
        ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500)
        : undefined,
    );
    renderDialog();
    await waitFor(() => expect(toastTexts()).toContain('שגיאה בקבלת המספר הקטלוגי הבא'));
  });

  it('shows the save rules next to the fields and joined in an error toast, and sends nothing', async () => {
    requests = serve((_method, path) =>
      path === '/product/getLastProductId' ? json({ newId: '700' }) : undefined,
    );
    const user = setupUser();
    renderDialog();
    await waitFor(() => expect(field('catalogNumber').value).toBe('700'));
    await user.click(saveButton());
    await waitFor(() => expect(toastTexts().join()).toContain('שם פריט: שדה חובה'));
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(helperOf('name')).toBe('שדה חובה');

    await user.type(field('name'), 'א');
    await user.click(field('isOriginal'));
    await user.type(field('catalogNumber'), 'AB');
    await user.click(saveButton());
    await waitFor(() => expect(helperOf('name')).toBe('יש להזין לפחות 2 תווים'));
    expect(helperOf('catalogNumber')).toBe('מספר קטלוגי של מוצר מקורי חייב להכיל יותר מ-2 תווים');
    expect(calls('/product/createProduct')).toHaveLength(0);
  });

  it('on 409 says the original catalogue number exists next to it and keeps what was typed', async () => {
    requests = serve((_method, path) =>
      path === '/product/createProduct'
        ? json(
            {
              error: {
                code: 'CONFLICT',
                message: 'taken',
                fields: { catalogNumber: 'validation.catalogNumberTaken' },
              },
            },
            409,
          )
        : undefined,
    );
    const user = setupUser();
    const { onClose } = renderDialog();
    await user.click(field('isOriginal'));
    await user.type(field('catalogNumber'), 'AL-5541');
    await user.type(field('name'), 'מראה שמאל');
    await user.click(saveButton());
    await waitFor(() => expect(helperOf('catalogNumber')).toBe('מספר קטלוגי מקורי כבר קיים'));
    expect(calls('/product/createProduct')[0]?.body).toMatchObject({
      product: { catalogNumber: 'AL-5541', name: 'מראה שמאל', isOriginal: true, category: 'windows' },
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(field('name').value).toBe('מראה שמאל');
  });

  it('notes that 9999999 is the free item', async () => {
    requests = serve((_method, path) =>
      path === '/product/getLastProductId' ? json({ newId: '9999998' }) : undefined,
    );
    const user = setupUser();
    renderDialog();
    await waitFor(() => expect(field('catalogNumber').value).toBe('9999998'));
    expect(screen.queryByTestId('product-special-item')).toBeNull();
    await user.clear(field('catalogNumber'));
    await user.type(field('catalogNumber'), '9999999');
    expect(screen.getByTestId('product-special-item').textContent).toContain('הפריט החופשי');
  });
});

describe('products: product dialog, nothing typed is lost on a reload', () => {
  const reload = () => {
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
  };

  it('brings back what was typed, says so, and can start over from the saved product', async () => {
    requests = serve();
    const user = setupUser();
    renderDialog({ mode: 'edit', product: sampleProduct() });
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    await user.type(field('name'), ' ירוקה');
    reload();

    renderDialog({ mode: 'edit', product: sampleProduct() });
    expect(field('name').value).toBe(`${sampleProduct().name} ירוקה`);
    expect(screen.getByTestId('draft-restored').textContent).toContain('שחזרנו את מה שהקלדת');
    expect(saveButton().disabled).toBe(false);

    await user.click(screen.getByTestId('draft-discard'));
    expect(field('name').value).toBe(sampleProduct().name);
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    expect(saveButton().disabled).toBe(true);
    reload();
    renderDialog({ mode: 'edit', product: sampleProduct() });
    expect(field('name').value).toBe(sampleProduct().name);
  });

  it('forgets the draft once the product is saved', async () => {
    requests = serve((_method, path) =>
      path === '/product/updateProduct' ? json({ updatedProduct: sampleProduct() }) : undefined,
    );
    const user = setupUser();
    const { onClose } = renderDialog({ mode: 'edit', product: sampleProduct() });
    await user.type(field('name'), ' ירוקה');
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    reload();
    renderDialog({ mode: 'edit', product: sampleProduct() });
    expect(field('name').value).toBe(sampleProduct().name);
    expect(screen.queryByTestId('draft-restored')).toBeNull();
  });

  it('keeps a new product’s typing but asks for a fresh catalogue number', async () => {
    let next = 700;
    requests = serve((_method, path) =>
      path === '/product/getLastProductId' ? json({ newId: String(next++) }) : undefined,
    );
    const user = setupUser();
    renderDialog();
    await waitFor(() => expect(field('catalogNumber').value).toBe('700'));
    await user.type(field('name'), 'שמשה קדמית');
    reload();

    renderDialog();
    expect(field('name').value).toBe('שמשה קדמית');
    await waitFor(() => expect(field('catalogNumber').value).toBe('701'));
    expect(screen.getByTestId('draft-restored')).toBeTruthy();
  });
});
