import { expect, test } from '@playwright/test';
import { SignInPage } from './pages/sign-in-page';

test.use({ baseURL: 'http://127.0.0.1:18192' });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`my customers at ${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('0500000003', 'agent', '123456');
    await page.waitForURL('**/dashboard/agent/main');
    await page.goto('/dashboard/agent/ourSecuredUsers');
    await expect(page.getByTestId('my-customers-add')).toBeVisible();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/cust-shots/list-${viewport.width}.png`, fullPage: viewport.width > 600 });
    await page.getByTestId('my-customers-add').click();
    const dialog = page.getByTestId('add-customer-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('add-customer-submit').click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/cust-shots/dialog-errors-${viewport.width}.png`, fullPage: true });
    const suffix = String(Date.now()).slice(-6);
    await page.getByTestId('add-customer-name').fill(`לקוח בדיקה ${suffix}`);
    await page.getByTestId('add-customer-userId').fill(`12${suffix}`);
    await page.getByTestId('add-customer-phoneNumber').fill(`052-7${suffix}`);
    await page.getByTestId('add-customer-email').fill(`test${suffix}@example.com`);
    await page.getByTestId('add-customer-city').fill('חיפה');
    await page.screenshot({ path: `/tmp/cust-shots/dialog-filled-${viewport.width}.png`, fullPage: viewport.width > 600 });
    await page.getByTestId('add-customer-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`לקוח בדיקה ${suffix}`)).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/cust-shots/list-added-${viewport.width}.png`, fullPage: viewport.width > 600 });
    // The same phone again: 409 on the phone field.
    await page.getByTestId('my-customers-add').click();
    await page.getByTestId('add-customer-name').fill('כפול');
    await page.getByTestId('add-customer-userId').fill('99999999');
    await page.getByTestId('add-customer-phoneNumber').fill(`0527${suffix}`);
    await page.getByTestId('add-customer-submit').click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/cust-shots/dialog-409-${viewport.width}.png`, fullPage: viewport.width > 600 });
    await page.getByTestId('add-customer-exit').click();
    // Search by phone in local form.
    if (viewport.width < 600) await page.getByTestId('my-customers-search-toggle').click();
    await page.getByTestId('my-customers-search-phoneNumber').fill(`0527${suffix.slice(0, 3)}`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/cust-shots/list-search-${viewport.width}.png`, fullPage: viewport.width > 600 });
  });
}

test('customer own details', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('0500000004', 'customer', '123456');
  await page.waitForURL('**/dashboard/customer/main');
  await page.goto('/dashboard/customer/details');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/cust-shots/details-customer-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/cust-shots/details-customer-1280.png', fullPage: true });
});

test('installer own details', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('0500000005', 'installer', '123456');
  await page.waitForURL('**/dashboard/storekeeper/main');
  await page.goto('/dashboard/storekeeper/details');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/cust-shots/details-installer-1280.png', fullPage: true });
});

test('company my customers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('0500000007', 'company', '123456');
  await page.waitForURL('**/dashboard/agent/main');
  await page.goto('/dashboard/agent/ourSecuredUsers');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: '/tmp/cust-shots/company-1280.png', fullPage: true });
});
