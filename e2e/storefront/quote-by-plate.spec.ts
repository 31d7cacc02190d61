import { expect, test } from '@playwright/test';
import { apiAs } from '../fixtures/api';
import { createRegistryVehicles, newVehicle, uniqueSerial } from '../fixtures/insurance';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('storefront: on a phone a visitor finds a windscreen for their tractor by its plate and asks for a quote, and the office sees the lead with the product and the machine', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const serial = uniqueSerial();
  const vehicle = newVehicle(serial);
  await createRegistryVehicles(baseURL as string, [vehicle]);
  const name = `שמשה קדמית לטרקטור ${serial}`;
  const visitor = `מבקר ${serial}`;

  // The office has a windscreen that fits this machine's chassis.
  const { api, headers } = await apiAs(baseURL as string, 'worker');
  const next = await api.post('/api/product/getLastProductId', { headers, data: { category: 'windows' } });
  expect(next.status(), await next.text()).toBe(200);
  const created = await api.post('/api/product/createProduct', {
    headers,
    data: {
      product: {
        category: 'windows',
        catalogNumber: (await next.json()).newId,
        name,
        price: 1450,
        vinNumber: vehicle.chassis,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = await created.json();

  // The visitor types the plate on the home page and lands on what fits their machine.
  await page.goto('/');
  await page.getByTestId('hero-vehicle-number').fill(vehicle.plate);
  await page.getByTestId('hero-search').click();
  await expect(page.getByTestId('vehicle-summary')).toContainText(vehicle.manufacturer);
  await page.getByTestId('category-card-windows').click();
  const card = page.locator('[data-testid^="product-card-"]').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await card.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Asks for a quote from the product's page.
  await page.getByTestId('product-request-quote').click();
  await page.getByTestId('quote-name').fill(visitor);
  await page.getByTestId('quote-phoneNumber').fill(`052${serial.slice(-7)}`);
  await page.getByTestId('quote-tractorNumber').fill(vehicle.plate);
  await page.getByTestId('quote-message').fill('השמשה נסדקה מאבן, אפשר להגיע לשטח?');
  await page.getByTestId('quote-submit').click();
  await expect(page.getByTestId('quote-sent')).toBeVisible();
  const leadNumber = Number((await page.getByTestId('quote-lead-number').textContent())?.replace(/\D/g, ''));
  expect(leadNumber).toBeGreaterThan(0);

  // The office finds the new lead with the product and the machine.
  const found = await api.get('/api/leads/getData', { headers, params: { search: visitor } });
  expect(found.status(), await found.text()).toBe(200);
  const [lead] = (await found.json()).leads;
  expect(lead).toMatchObject({
    status: 'new',
    name: visitor,
    product: { _id: product._id, name },
    machine: { tractorNumber: vehicle.plate },
    source: 'product',
  });
  await api.dispose();
});
