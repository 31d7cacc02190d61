import { expect, test } from '@playwright/test';
import { demo } from '../fixtures/demo';
import { signInThroughApi } from '../fixtures/session';
import { SignInPage } from '../pages/sign-in-page';

test('auth: the demo worker signs in with its code, lands in the worker area and signs out', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.worker, 'worker', demo.code);
  await expect(page).toHaveURL(/\/dashboard\/worker\/main$/);
  // The storefront hands over to the back-office with a full page load: the person sees the
  // worker area before reloading it, and so does the test.
  await expect(page.getByTestId('sign-out')).toBeVisible();

  // A reload keeps the session (the refresh cookie restores it).
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/worker\/main$/);
  await expect(page.getByTestId('sign-out')).toBeVisible();

  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/worker/main');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('signin-phone')).toBeVisible();
});

test('auth: a wrong code is refused with a message and the user stays signed out', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.agent, 'agent', '000000');
  await expect(page.getByRole('alert').or(page.getByText(/קוד שגוי|Invalid code/))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('auth: a guarded page sends a signed-out visitor to sign in and back after it', async ({ page }) => {
  await page.goto('/dashboard/worker/settings/specialUsersSettings');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('signin-phone')).toBeVisible();
  // The special numbers are the manager's screen (issue 13).
  await new SignInPage(page).signIn(demo.admin, 'admin', demo.code);
  await expect(page).toHaveURL(/\/dashboard\/worker\/settings\/specialUsersSettings$/);
});

test('auth: a customer who opens a worker path is sent to the customer area', async ({ page }) => {
  await signInThroughApi(page, 'customer');
  await page.goto('/dashboard/worker/settings/specialUsersSettings');
  await expect(page).toHaveURL(/\/dashboard\/customer\/main$/);
});

test('auth: a dashboard path without a section goes to the role main page', async ({ page }) => {
  await signInThroughApi(page, 'agent');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/agent\/main$/);
});
