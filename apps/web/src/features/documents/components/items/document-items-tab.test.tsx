import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  type DocumentInput,
  documentInputSchema,
  type LineItemInput,
  newProductLine,
  newWorkLine,
} from '@tg/domain';
import { useEffect } from 'react';
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleProduct } from '../../../products/test/sample-products';
import { json, serve } from '../../../products/test/serve';
import { sampleUser } from '../../../users/test/sample-users';
import { sampleWork } from '../../../works/test/serve';
import { DocumentItemsTab } from './document-items-tab';

/** The modal's form as the tab finds it: one `useForm<DocumentInput>` inside a FormProvider. */
function Harness({
  values = {},
  readOnly = false,
  vatPercent,
  onForm,
}: {
  values?: Partial<DocumentInput>;
  readOnly?: boolean;
  vatPercent?: number;
  onForm?: (form: UseFormReturn<DocumentInput>) => void;
}) {
  const form = useForm<DocumentInput>({ defaultValues: { ...documentInputSchema.parse({}), ...values } });
  useEffect(() => onForm?.(form), [form, onForm]);
  return (
    <FormProvider {...form}>
      <DocumentItemsTab readOnly={readOnly} vatPercent={vatPercent} />
    </FormProvider>
  );
}

let form: UseFormReturn<DocumentInput> | undefined;
const keepForm = (next: UseFormReturn<DocumentInput>) => {
  form = next;
};
const products = () => (form?.getValues('products') ?? []) as LineItemInput[];

const windscreen = sampleProduct({ price: 1250 });
const unpriced = sampleProduct({
  _id: '1c7a2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
  catalogNumber: '100300',
  name: 'מראה צד',
  price: 0,
});
const freeItem = sampleProduct({
  _id: '2d8b3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  category: 'parts',
  catalogNumber: '9999999',
  name: 'פריט כללי',
  price: 0,
});
const calibration = sampleWork({ catalogNumber: '1700002', name: 'כיול מצלמה', price: 250 });
const installer = sampleUser({
  _id: '3e9c4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60',
  role: 'installer',
  userInformation: { ...sampleUser().userInformation, name: 'יוסי המתקין' },
});

function serveItems() {
  return serve((_method, path) => {
    if (path === '/product/getData')
      return json({ products: [windscreen, unpriced], total: 2, totalPages: 1 });
    if (path === '/product/getProductByCatalogNumber') return json({ product: freeItem });
    if (path === '/works-product/fetchWorksProducts')
      return json({ works: [calibration], total: 1, totalPages: 1 });
    if (path === '/users/getData') return json({ users: [installer], total: 1, totalPages: 1 });
    return undefined;
  });
}

function renderTab(props: { values?: Partial<DocumentInput>; readOnly?: boolean; vatPercent?: number } = {}) {
  return renderSignedIn(<Harness {...props} onForm={keepForm} />, { role: 'worker' });
}

const field = (kind: 'products' | 'works', index: number, name: string) =>
  screen.getByTestId(`doc-line-${kind}-${index}-${name}`) as HTMLInputElement;

beforeEach(async () => {
  form = undefined;
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('document items tab: product lines', () => {
  it('adds a picked product with quantity 1, discount 0 and warehouse 2 בית עוזיאל', async () => {
    serveItems();
    const user = setupUser();
    renderTab();
    expect(screen.getByTestId('doc-items-products-empty')).toBeTruthy();

    await user.click(screen.getByTestId('doc-items-add-product'));
    const picker = await screen.findByTestId('doc-product-picker');
    await user.click(await within(picker).findByTestId(`row-${windscreen._id}`));

    await waitFor(() => expect(screen.queryByTestId('doc-product-picker')).toBeNull());
    expect(field('products', 0, 'quantity').value).toBe('1');
    expect(field('products', 0, 'discount').value).toBe('0');
    expect(field('products', 0, 'warehouse').value).toBe('2');
    expect(screen.getByTestId('doc-line-products-0-catalogNumber').textContent).toBe('100234');
    expect(screen.getByTestId('doc-line-products-0-name').textContent).toBe('שמשה קדמית ג׳ון דיר');
    expect(screen.getByTestId('doc-line-products-0-total').textContent).toBe('₪1,250.00');
    expect(products()[0]).toMatchObject({
      id: windscreen._id,
      category: 'windows',
      catalogNumber: '100234',
      quantity: 1,
      discount: 0,
      price: 1250,
      warehouse: { value: 2, label: 'בית עוזיאל', role: 'מחסן' },
      scannedCount: 0,
      isPicked: false,
    });

    await user.selectOptions(field('products', 0, 'warehouse'), '3');
    expect(products()[0]?.warehouse).toEqual({ value: 3, label: 'רמלה', role: 'מחסן' });
  });

  it('keeps discount and net price disabled until the line has a gross price', async () => {
    serveItems();
    const user = setupUser();
    renderTab({ values: { products: [newProductLine(unpriced)] } });
    expect(field('products', 0, 'discount').disabled).toBe(true);
    expect(field('products', 0, 'netPrice').disabled).toBe(true);

    await user.type(field('products', 0, 'price'), '80');
    expect(field('products', 0, 'discount').disabled).toBe(false);
    expect(field('products', 0, 'netPrice').disabled).toBe(false);
    await user.type(field('products', 0, 'discount'), '{Backspace}25');
    expect(field('products', 0, 'netPrice').value).toBe('60.00');
    expect(screen.getByTestId('doc-line-products-0-total').textContent).toBe('₪60.00');
  });

  it('shows a discount below 1 as a percentage: 0.15 is 15%, typed or stored', async () => {
    serveItems();
    const user = setupUser();
    renderTab({ values: { products: [{ ...newProductLine(windscreen), price: 100, discount: 0.15 }] } });
    expect(field('products', 0, 'discount').value).toBe('15');
    expect(field('products', 0, 'netPrice').value).toBe('85.00');

    await user.clear(field('products', 0, 'discount'));
    await user.type(field('products', 0, 'discount'), '0.2');
    await user.tab();
    expect(field('products', 0, 'discount').value).toBe('20');
    expect(products()[0]?.discount).toBe(20);
    expect(field('products', 0, 'netPrice').value).toBe('80.00');
  });

  it('forces a quantity below 1 or not a number back to 1', async () => {
    serveItems();
    const user = setupUser();
    renderTab({ values: { products: [newProductLine(windscreen)] } });
    const quantity = field('products', 0, 'quantity');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity.value).toBe('1');
    await user.clear(quantity);
    await user.tab();
    expect(quantity.value).toBe('1');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.tab();
    expect(products()[0]?.quantity).toBe(3);
    expect(screen.getByTestId('doc-line-products-0-total').textContent).toBe('₪3,750.00');
  });

  it('adds the free item 9999999 with a name and price to type and a quantity of 1 to 999', async () => {
    const requests = serveItems();
    const user = setupUser();
    renderTab();
    await user.click(screen.getByTestId('doc-items-add-free'));
    const name = await waitFor(() => field('products', 0, 'generalName'));
    expect(requests.some((request) => request.path === '/product/getProductByCatalogNumber')).toBe(true);
    expect(screen.getByTestId('doc-line-products-0-catalogNumber').textContent).toBe('9999999');
    await waitFor(() => expect(document.activeElement).toBe(name));

    await user.type(name, 'מדבקה מיוחדת');
    await user.type(field('products', 0, 'price'), '12.5');
    const quantity = field('products', 0, 'quantity');
    expect(quantity.max).toBe('999');
    expect(quantity.min).toBe('1');
    await user.clear(quantity);
    await user.type(quantity, '1500');
    await user.tab();
    expect(quantity.value).toBe('999');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity.value).toBe('1');
    expect(products()[0]).toMatchObject({
      catalogNumber: '9999999',
      category: 'parts',
      isGeneralName: true,
      generalName: 'מדבקה מיוחדת',
      price: 12.5,
      quantity: 1,
    });
  });

  it('deletes a line only after the confirmation', async () => {
    serveItems();
    const user = setupUser();
    renderTab({ values: { products: [newProductLine(windscreen), newProductLine(unpriced)] } });
    await user.click(screen.getByTestId('doc-line-products-0-delete'));
    await user.click(await screen.findByRole('button', { name: 'ביטול' }));
    expect(products()).toHaveLength(2);

    await user.click(screen.getByTestId('doc-line-products-0-delete'));
    await user.click(await screen.findByRole('button', { name: 'מחיקה' }));
    await waitFor(() => expect(products()).toHaveLength(1));
    expect(products()[0]?.catalogNumber).toBe('100300');
    expect(screen.getByTestId('doc-line-products-0-catalogNumber').textContent).toBe('100300');
  });

  it('shows the server’s problems beside the line’s field', async () => {
    serveItems();
    renderTab({ values: { products: [newProductLine(windscreen)] } });
    await waitFor(() => expect(form).toBeDefined());
    form?.setError('products.0.quantity', { type: 'server', message: 'validation.required' });
    form?.setError('products.0.category', { type: 'server', message: 'validation.invalidValue' });
    const quantity = field('products', 0, 'quantity');
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    const row = screen.getByTestId('doc-line-products-0-row');
    expect(within(row).getByText(i18next.t('validation.required'))).toBeTruthy();
    expect(screen.getByTestId('doc-line-products-0-problems').textContent).toBe(
      i18next.t('validation.invalidValue'),
    );
  });
});

describe('document items tab: works and totals', () => {
  it('adds a picked work and gives it an installer', async () => {
    serveItems();
    const user = setupUser();
    renderTab();
    await user.click(screen.getByTestId('doc-items-add-work'));
    const picker = await screen.findByTestId('work-picker');
    await user.click(await within(picker).findByTestId(`row-${calibration._id}`));
    await waitFor(() => expect(field('works', 0, 'quantity').value).toBe('1'));
    expect(screen.getByTestId('doc-line-works-0-name').textContent).toBe('כיול מצלמה');
    expect(screen.getByTestId('doc-items-grandTotal').textContent).toBe('₪295.00');

    const installerSelect = field('works', 0, 'installer');
    await within(installerSelect).findByRole('option', { name: 'יוסי המתקין' });
    await user.selectOptions(installerSelect, installer._id);
    expect(form?.getValues('works.0')).toMatchObject({
      catalogNumber: '1700002',
      category: 'works',
      price: 250,
      installer: { id: installer._id, name: 'יוסי המתקין', role: 'installer' },
    });
  });

  const example = {
    products: [
      { ...newProductLine(windscreen), price: 100, quantity: 2, discount: 10 },
      { ...newProductLine(unpriced), price: 33.3, quantity: 3, discount: 0.15 },
    ],
    works: [newWorkLine(calibration)],
  };

  it('totals the issue’s example: 515 plus 18% VAT is 608.00', async () => {
    serveItems();
    renderTab({ values: example });
    expect(screen.getByTestId('doc-line-products-0-total').textContent).toBe('₪180.00');
    expect(screen.getByTestId('doc-line-products-1-total').textContent).toBe('₪84.92');
    expect(screen.getByTestId('doc-items-linesTotal').textContent).toBe('₪515.00');
    expect(screen.getByTestId('doc-items-vat').textContent).toBe('₪93.00');
    expect(screen.getByTestId('doc-items-grandTotal').textContent).toBe('₪608.00');
    expect(screen.getByTestId('doc-items-totals').textContent).toContain('מע"מ 18%');
  });

  it('adds the document’s own rate: 515 plus 17% VAT is 603.00', async () => {
    serveItems();
    renderTab({ values: example, vatPercent: 17 });
    expect(screen.getByTestId('doc-items-vat').textContent).toBe('₪88.00');
    expect(screen.getByTestId('doc-items-grandTotal').textContent).toBe('₪603.00');
    expect(screen.getByTestId('doc-items-totals').textContent).toContain('מע"מ 17%');
  });

  it('totals the same lines without VAT as 515.00, with no VAT line', async () => {
    serveItems();
    renderTab({ values: { ...example, isDocWithoutVat: true } });
    expect(screen.getByTestId('doc-items-grandTotal').textContent).toBe('₪515.00');
    expect(screen.queryByTestId('doc-items-vat')).toBeNull();
  });

  it('recomputes the total as a quantity is typed', async () => {
    serveItems();
    const user = setupUser();
    renderTab({ values: example });
    const quantity = field('works', 0, 'quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    // 180 + 85 + 500 = 765 → 902.70 → 903 with VAT
    expect(screen.getByTestId('doc-items-linesTotal').textContent).toBe('₪765.00');
    expect(screen.getByTestId('doc-items-grandTotal').textContent).toBe('₪903.00');
  });
});

/** A window `width` pixels wide, as MUI's media queries ask it (`(max-width:899.95px)`). */
function stubWindowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    const matches =
      (max === undefined || width <= Number(max)) && (min === undefined || width >= Number(min));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

describe('document items tab: layout and warehouses', () => {
  it('shows each line as a card with labelled fields on a 390 px phone', async () => {
    stubWindowWidth(390);
    serveItems();
    const user = setupUser();
    renderTab({ values: { products: [newProductLine(windscreen)], works: [newWorkLine(calibration)] } });
    const tab = screen.getByTestId('doc-items-tab');
    expect(within(tab).queryAllByRole('table')).toHaveLength(0);
    const card = screen.getByRole('listitem', { name: 'מוצר 1' });
    expect(within(card).getByLabelText('כמות')).toBe(field('products', 0, 'quantity'));
    expect(within(card).getByLabelText('מחסן')).toBe(field('products', 0, 'warehouse'));
    expect(within(card).getByTestId('doc-line-products-0-total').textContent).toBe('₪1,250.00');
    const workCard = screen.getByRole('listitem', { name: 'עבודה 1' });
    expect(within(workCard).getByLabelText('מתקין')).toBe(field('works', 0, 'installer'));

    await user.clear(field('products', 0, 'quantity'));
    await user.type(field('products', 0, 'quantity'), '2');
    // 2500 + 250 = 2750 → 3245 with VAT
    expect(screen.getByTestId('doc-items-grandTotal').textContent).toBe('₪3,245.00');
  });

  it('shows lines in a table with column headers on a 1366 px screen', async () => {
    stubWindowWidth(1366);
    serveItems();
    renderTab({ values: { products: [newProductLine(windscreen)] } });
    const table = within(screen.getByTestId('doc-items-products')).getByRole('table', { name: 'מוצרים' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['מק"ט', 'שם', 'כמות', 'מחיר', 'הנחה %', 'מחיר נטו', 'סה"כ', 'מחסן', 'פעולות']);
    expect(within(table).getByRole('textbox', { name: 'מחיר' })).toBe(field('products', 0, 'price'));
  });

  it('keeps the warehouse of a line taken from an installer’s stock', async () => {
    serveItems();
    renderTab({
      values: {
        products: [
          { ...newProductLine(windscreen), warehouse: { value: 7, label: 'רכב המתקין', role: 'installer' } },
          newProductLine(unpriced),
        ],
      },
    });
    const installers = field('products', 0, 'warehouse');
    expect(installers.disabled).toBe(true);
    expect(installers.value).toBe('7');
    expect(within(installers).getByRole('option', { name: 'רכב המתקין' })).toBeTruthy();
    expect(field('products', 1, 'warehouse').disabled).toBe(false);
  });

  it('hides the catalogue number of a line that does not show it', async () => {
    serveItems();
    renderTab({ values: { products: [{ ...newProductLine(windscreen), isCatalogNumVisible: false }] } });
    expect(screen.getByTestId('doc-line-products-0-catalogNumber').textContent).toBe('');
    expect(screen.getByTestId('doc-line-products-0-name').textContent).toBe('שמשה קדמית ג׳ון דיר');
  });
});

describe('document items tab: read-only', () => {
  it('disables every input and offers no add or delete', async () => {
    serveItems();
    renderTab({
      readOnly: true,
      values: {
        products: [{ ...newProductLine(freeItem), isGeneralName: true, generalName: 'מדבקה', price: 10 }],
        works: [newWorkLine(calibration)],
      },
    });
    const tab = screen.getByTestId('doc-items-tab');
    const inputs = [...tab.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea')];
    expect(inputs.length).toBe(11);
    for (const input of inputs) expect(input.disabled, input.getAttribute('data-testid') ?? '').toBe(true);
    expect(within(tab).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByTestId('doc-items-grandTotal').textContent).toBe('₪307.00');
  });
});
