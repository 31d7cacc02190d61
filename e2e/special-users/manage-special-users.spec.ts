import { expect, request, test } from '@playwright/test';
import { apiAs } from '../fixtures/api';
import { signInThroughApi } from '../fixtures/session';
import { SpecialUsersPage } from '../pages/special-users-page';

/** send-otp and verify-otp from a fresh client, as the holder of a fixed code would. */
async function signInWithCode(baseURL: string, phoneNumber: string, role: string, code: string) {
  const client = await request.newContext({ baseURL });
  try {
    const sent = await (await client.post('/api/auth/send-otp', { data: { phoneNumber, role } })).json();
    const verified = await client.post('/api/auth/verify-otp', {
      data: { phoneNumber, role, code, requestId: sent.requestId, sessionId: sent.sessionId },
    });
    return verified.status();
  } finally {
    await client.dispose();
  }
}

test('special users: the manager creates a special number, writes its code down once, edits and deletes it', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page, 'admin');
  const screen = new SpecialUsersPage(page);
  await screen.open();

  const name = `בודק אפליקציה ${Date.now() % 100000}`;
  await screen.add({ name, phone: '972527654321', code: '246810', roles: ['customer'] });
  expect(await screen.readCreatedCodeAndClose()).toBe('246810');

  await screen.search(name);
  await expect(screen.row(name)).toHaveCount(1);
  // The list names the roles, never the code.
  await expect(screen.row(name)).toContainText('לקוח');
  await expect(screen.row(name)).not.toContainText('246810');
  expect(await signInWithCode(baseURL ?? '', '0527654321', 'customer', '246810')).toBe(200);

  await screen.changeCode(name, '135790');
  await expect(page.getByTestId('special-user-code')).toBeHidden();
  await expect(screen.row(name)).not.toContainText('135790');

  await screen.delete(name);
  await expect(screen.row(name)).toHaveCount(0);
});

test('special users: the form refuses a short name, a bad phone, a short code and no role, keeping what was typed', async ({
  page,
}) => {
  await signInThroughApi(page, 'admin');
  const screen = new SpecialUsersPage(page);
  await screen.open();
  await screen.add({ name: 'אב', phone: '0521234567', code: '123' });
  await expect(page.getByTestId('special-user-name')).toHaveValue('אב');
  await expect(page.getByText('לפחות 3 תווים').first()).toBeVisible();
  await expect(page.getByText('יש לבחור לפחות תפקיד אחד')).toBeVisible();
  await expect(page.getByTestId('special-user-role-admin')).toHaveCount(0);
});

test('special users: a duplicate phone is refused on the phone field', async ({ page, baseURL }) => {
  const { api, headers } = await apiAs(baseURL ?? '', 'admin');
  await api.post('/api/special-otp-numbers/createItem', {
    headers,
    data: { name: 'תפוס', phone: '972521112233', code: '111111', roles: ['agent'] },
  });
  await api.dispose();

  await signInThroughApi(page, 'admin');
  const screen = new SpecialUsersPage(page);
  await screen.open();
  await screen.add({ name: 'כפילות', phone: '972521112233', code: '222222', roles: ['customer'] });
  await expect(page.getByTestId('special-user-phone')).toHaveValue('972521112233');
  await expect(page.getByTestId('special-user-phone')).toHaveAttribute('aria-invalid', 'true');
});

test('special users: a worker has no such screen', async ({ page }) => {
  await signInThroughApi(page, 'worker');
  await page.goto('/dashboard/worker/settings/specialUsersSettings');
  await expect(page).toHaveURL(/\/dashboard\/worker\/main$/);
  await expect(page.getByTestId('special-users-add')).toHaveCount(0);
});
