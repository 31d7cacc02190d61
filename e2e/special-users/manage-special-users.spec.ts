import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../fixtures/session';
import { SpecialUsersPage } from '../pages/special-users-page';

test('special users: a worker creates, finds, edits and deletes a special number', async ({ page }) => {
  await signInThroughApi(page, 'worker');
  const screen = new SpecialUsersPage(page);
  await screen.open();

  const name = `בודק אפליקציה ${Date.now() % 100000}`;
  await screen.add({ name, phone: '972527654321', code: '246810' });
  await expect(page.getByTestId('special-user-name')).toBeHidden();

  await screen.search(name);
  await expect(screen.row(name)).toHaveCount(1);
  await expect(screen.row(name)).toContainText('246810');

  await screen.changeCode(name, '135790');
  await expect(screen.row(name)).toContainText('135790');

  await screen.delete(name);
  await expect(screen.row(name)).toHaveCount(0);
});

test('special users: the form refuses a short name, a bad phone and a short code, keeping what was typed', async ({
  page,
}) => {
  await signInThroughApi(page, 'worker');
  const screen = new SpecialUsersPage(page);
  await screen.open();
  await screen.add({ name: 'אב', phone: '0521234567', code: '123' });
  await expect(page.getByTestId('special-user-name')).toHaveValue('אב');
  await expect(page.getByText('לפחות 3 תווים').first()).toBeVisible();
});

test('special users: a duplicate phone is refused on the phone field', async ({ page }) => {
  await signInThroughApi(page, 'worker');
  const screen = new SpecialUsersPage(page);
  await screen.open();
  // 972500000002 is the demo worker's special number.
  await screen.add({ name: 'כפילות', phone: '972500000002', code: '111111' });
  await expect(page.getByTestId('special-user-phone')).toHaveValue('972500000002');
  await expect(page.getByTestId('special-user-phone')).toHaveAttribute('aria-invalid', 'true');
});
