import { expect, test } from '@playwright/test';
import { apiAs } from '../fixtures/api';
import { createRegistryVehicles, firstPolicyProduct, newVehicle, uniqueSerial } from '../fixtures/insurance';
import { InsuranceWizard } from '../pages/insurance-wizard';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('storefront: on a phone a new visitor without a subscription opens a paid service call, staff see it to quote, and the visitor then asks for a subscription for the same machine', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const serial = uniqueSerial();
  const vehicle = newVehicle(serial);
  await createRegistryVehicles(baseURL as string, [vehicle]);
  const product = await firstPolicyProduct(baseURL as string);

  // A phone nobody has used: the office gives it a fixed code, the way it does for a demo, so the
  // test can read the code the visitor would get by text message.
  const localPhone = `054${serial.slice(-7)}`;
  const code = '246813';
  const admin = await apiAs(baseURL as string, 'admin');
  const special = await admin.api.post('/api/special-otp-numbers/createItem', {
    headers: admin.headers,
    data: { name: `מבקר ${serial}`, phone: `972${localPhone.slice(1)}`, code, roles: ['customer'] },
  });
  expect(special.status(), await special.text()).toBe(201);
  await admin.api.dispose();

  // The home page's service-call button leads to the street service call.
  await page.goto('/');
  await page.getByRole('link', { name: 'פתיחת קריאת שירות' }).first().click();
  await expect(page).toHaveURL(/\/services\/service-call$/);
  await expect(page.getByRole('heading', { level: 1, name: 'קריאת שירות' })).toBeVisible();

  // Phone, then code; no role to choose.
  await expect(page.getByTestId('signin-role')).toHaveCount(0);
  await page.getByTestId('signin-phone').fill(localPhone);
  await page.getByTestId('signin-send').click();
  await page.getByTestId('signin-code').fill(code);
  await page.getByTestId('signin-verify').click();

  const wizard = new InsuranceWizard(page);
  await wizard.expectStep('vehicle');
  await wizard.field('machine.tractorNumber').fill(vehicle.plate);
  await wizard.dialog.getByTestId('wizard-search-tractorNumber').click();
  await expect(wizard.field('machine.vinNumber')).toHaveValue(vehicle.chassis);
  await wizard.continueTo('customer');
  const customer = {
    name: `לקוח חדש ${serial}`,
    userId: '123456782',
    phoneNumber: localPhone,
    email: `street${serial}@example.co.il`,
  };
  await wizard.completeCustomer(customer);
  await wizard.continueTo('product');

  // No subscription: paid service.
  await wizard.dialog.getByTestId('wizard-paid-service').click();
  await expect(wizard.dialog.getByTestId('wizard-selected-paid-service')).toBeVisible();
  await wizard.continueTo('documents');
  await wizard.continueTo('photos');
  await wizard.continueTo('summary');
  const created = await wizard.submit('createServiceCall');
  expect(created).toMatchObject({ status: 'pending', serviceKind: 'paid', policyProduct: null });

  const success = page.getByTestId('street-service-call-success');
  await expect(success.getByTestId('street-service-call-number')).toHaveText(
    String(created.serviceCallNumber),
  );
  await expect(success.getByTestId('street-service-call-next')).toContainText('הצעת מחיר');

  // Staff see the call as one to quote.
  const worker = await apiAs(baseURL as string, 'worker');
  const found = await worker.api.post('/api/generalServiceCalls/searchServiceCallById', {
    headers: worker.headers,
    data: { serviceCallId: created.serviceCallNumber },
  });
  expect(found.status(), await found.text()).toBe(200);
  expect((await found.json()).serviceCall).toMatchObject({
    serviceKind: 'paid',
    createdBy: { role: 'customer' },
    machine: { vinNumber: vehicle.chassis },
  });

  // The subscription offer opens the subscription wizard on the same machine.
  await page.getByTestId('street-subscription-offer-open').click();
  await wizard.expectStep('vehicle');
  await expect(wizard.field('machine.vinNumber')).toHaveValue(vehicle.chassis);
  await expect(wizard.field('machine.machine')).toHaveValue(vehicle.manufacturer);
  await wizard.continueTo('customer');
  await wizard.completeCustomer(customer);
  await wizard.continueTo('product');
  await wizard.chooseProduct(product._id);
  await wizard.continueTo('documents');
  await wizard.continueTo('photos');
  await wizard.continueTo('summary');
  const policy = await wizard.submit('createGeneralPolicy');
  expect(policy.status).toBe('pending');
  await expect(page.getByTestId('street-subscription-sent')).toContainText(String(policy.policyNumber));

  const policies = await worker.api.post('/api/insurance/subscriptions/fetchGeneralPolicy', {
    headers: worker.headers,
    data: { page: 0, limit: 10, vinNumber: vehicle.chassis },
  });
  expect(policies.status(), await policies.text()).toBe(200);
  expect((await policies.json()).policies).toEqual([
    expect.objectContaining({ _id: policy._id, status: 'pending' }),
  ]);
  await worker.api.dispose();
});
