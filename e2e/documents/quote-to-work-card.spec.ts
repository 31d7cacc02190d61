import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../fixtures/api';
import { createRegistryVehicles, newVehicle, todayInIsrael, uniqueSerial } from '../fixtures/insurance';
import { signInThroughApi } from '../fixtures/session';

/** A valid Israeli id number (check digit per the Luhn-like rule) made from eight digits. */
function israeliId(eightDigits: string): string {
  const sum = [...eightDigits].reduce((total, char, index) => {
    const product = Number(char) * (index % 2 === 0 ? 1 : 2);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `${eightDigits}${(10 - (sum % 10)) % 10}`;
}

/** The names of two priced catalogue products and one work, read as the office would see them. */
async function catalogueToPick(baseURL: string) {
  const { api, headers } = await apiAs(baseURL, 'worker');
  const listed = await api.get('/api/product/getData', {
    headers,
    params: { category: 'windows', page: 1, limit: 15 },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const works = await api.post('/api/works-product/fetchWorksProducts', { headers, data: { page: 0 } });
  expect(works.status(), await works.text()).toBe(200);
  const products = ((await listed.json()).products as Picked[]).filter((item) => item.price > 0);
  const work = (await works.json()).works[0] as Picked;
  await api.dispose();
  return { products: products.slice(0, 2), work };
}

interface Picked {
  _id: string;
  catalogNumber: string;
  price: number;
}

/** Finds an item in a picker by its catalogue number and picks it: the picker closes. */
async function pick(page: Page, picker: string, item: Picked) {
  const dialog = page.getByTestId(picker);
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first();
  await search.fill(item.catalogNumber);
  await search.press('Enter');
  await dialog.getByTestId(`row-${item._id}`).click();
  await expect(dialog).toBeHidden();
}

test('documents: a worker quotes two products and a work for a customer’s machine, previews the PDF, issues a work card for today to the storekeeper, who finds it in today’s tasks', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const serial = uniqueSerial();
  const vehicle = newVehicle(serial);
  await createRegistryVehicles(baseURL as string, [vehicle]);
  const customerName = `לקוח מסמכים ${serial}`;
  const { api, headers } = await apiAs(baseURL as string, 'worker');
  const customer = await api.post('/api/users/createItem', {
    headers,
    data: {
      role: 'customer',
      user: {
        userInformation: {
          name: customerName,
          userId: israeliId(serial.slice(-8)),
          phoneNumber: `052${serial.slice(-7)}`,
        },
        machines: [{ vinNumber: vehicle.chassis, tractorNumber: vehicle.plate }],
      },
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  await api.dispose();
  const catalogue = await catalogueToPick(baseURL as string);
  expect(catalogue.products).toHaveLength(2);

  // The worker opens a new price quote and finds the machine by its plate: the owner fills in.
  await signInThroughApi(page, 'worker');
  await page.goto('/dashboard/worker/doc/priceQuote');
  await page.getByTestId('documents-create').click();
  const modal = page.getByTestId('document-modal');
  await expect(modal).toBeVisible();
  await page.getByTestId('doc-search-tractorNumber').fill(vehicle.plate);
  await page.getByTestId('doc-search-tractorNumber').press('Enter');
  await expect(page.getByTestId('doc-field-machine-vinNumber')).toHaveValue(vehicle.chassis);
  await expect(page.getByTestId('doc-field-userInformation-name')).toHaveValue(customerName);

  // Two windscreens and a work; the total is the server's rule, shown before saving.
  await page.getByTestId('doc-tab-items').click();
  for (const product of catalogue.products) {
    await page.getByTestId('doc-items-add-product').click();
    await pick(page, 'doc-product-picker', product);
  }
  await page.getByTestId('doc-items-add-work').click();
  await pick(page, 'work-picker', catalogue.work);
  await expect(page.getByTestId('doc-line-products-1-row')).toBeVisible();
  await expect(page.getByTestId('doc-line-works-0-row')).toBeVisible();
  const grandTotal = (await page.getByTestId('doc-items-grandTotal').textContent()) ?? '';
  expect(grandTotal).toMatch(/^₪[\d,]+\.\d{2}$/);

  // The PDF of what is on screen, before it is issued: read on its way to the page's frame.
  let printed: Buffer = Buffer.alloc(0);
  await page.route('**/api/doc/generatePdf', async (route) => {
    const response = await route.fetch();
    printed = await response.body();
    await route.fulfill({ response });
  });
  await page.getByTestId('doc-tab-pdfPreview').click();
  await expect(page.getByTestId('doc-preview-frame')).toHaveAttribute('src', /^blob:/);
  expect(printed.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('doc-preview-unsaved')).toBeVisible();

  const [created] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/doc/createDoc')),
    page.getByTestId('doc-save').click(),
  ]);
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as { docId: number; docTotalPrice: number };
  await expect(modal).toBeHidden();
  await expect(page.getByText(`מסמך מספר ${quote.docId} נוצר בהצלחה`)).toBeVisible();

  // The quote is found by its number and becomes a work card for today, for the storekeeper.
  await page.getByTestId('documents-search').fill(String(quote.docId));
  await page.getByTestId('documents-search').press('Enter');
  await page.getByRole('row').filter({ hasText: customerName }).first().click();
  await expect(modal).toBeVisible();
  await page.getByTestId('doc-actions').click();
  await page.getByTestId('doc-action-transferToWorkCard').click();
  await expect(page.getByRole('heading', { level: 2 })).toContainText(
    `העברת הצעת מחיר מספר ${quote.docId} לכרטיס עבודה`,
  );
  await modal.getByRole('combobox', { name: 'מחסנאי' }).click();
  await page.getByRole('option', { name: 'מחסנאי', exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByTestId('doc-field-shippingAddress-city').fill('רמלה');
  const today = todayInIsrael().split('-').reverse().join('/');
  const shippingDate = page.getByTestId('doc-field-shippingAddress-shippingDate');
  await shippingDate.locator('..').click();
  await page.keyboard.type(today.replaceAll('/', ''));
  await expect(shippingDate).toHaveValue(today);
  const [issued] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/doc/createDoc')),
    page.getByTestId('doc-save').click(),
  ]);
  expect(issued.status(), await issued.text()).toBe(201);
  const card = (await issued.json()) as {
    docId: number;
    LinkingReferenceNumber: number;
    docTotalPrice: number;
  };
  expect(card.LinkingReferenceNumber).toBe(quote.docId);
  expect(card.docTotalPrice).toBe(quote.docTotalPrice);
  await expect(modal).toBeHidden();

  // The storekeeper's main page lists it among today's tasks: the two windscreens to pick, the work.
  await page.context().clearCookies();
  await signInThroughApi(page, 'storekeeper');
  await page.goto('/dashboard/storekeeper/main');
  const task = page.getByTestId(`task-${card.docId}`);
  await expect(task).toBeVisible();
  await expect(task.getByTestId('task-customer')).toHaveText(customerName);
  await expect(task.getByTestId('task-picking-line')).toHaveCount(2);
  await expect(task.getByTestId('task-item')).toHaveCount(1);
});
