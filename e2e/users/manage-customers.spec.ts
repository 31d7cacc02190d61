import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../fixtures/session';
import { UsersPage } from '../pages/users-page';

test('users: a worker creates a business customer with two machines and a contact, finds it by chassis, edits and deletes it', async ({
  page,
}) => {
  await signInThroughApi(page, 'worker');
  const users = new UsersPage(page, 'customer');
  await users.open();
  const serial = String(Date.now()).slice(-6);
  const name = `הובלות העמק ${serial}`;
  const chassis = `E2EVIN${serial}ABCDE`;

  await page.getByTestId('users-add').click();
  await expect(page.getByTestId('user-dialog')).toBeVisible();
  await page.getByTestId('user-type-business').click();
  await users.field('userInformation.name').fill(name);
  await users.field('userInformation.userId').fill(`51${serial}1`);
  await users.field('userInformation.phoneNumber').fill(`054-${serial.slice(0, 3)}-${serial.slice(3)}9`);
  await users.field('userInformation.email').fill(`office${serial}@haemek.co.il`);

  await users.tab('machines').click();
  await page.getByTestId('machine-add').click();
  await users.field('machines.0.vinNumber').fill(chassis);
  await users.field('machines.0.tractorNumber').fill(`7${serial}`);
  await page.getByTestId('machine-add').click();
  await users.field('machines.1.vinNumber').fill(`E2ESECOND${serial}XY`);
  await users.field('machines.1.tractorNumber').fill(`8${serial}`);

  await users.tab('contacts').click();
  await page.getByTestId('contact-add').click();
  await users.field('contacts.0.name').fill('שלמה מנהל הצי');
  await users.field('contacts.0.phoneNumber').fill('050-7654321');

  await users.save().click();
  await expect(page.getByTestId('user-dialog')).toBeHidden();

  await users.search('vinNumber', chassis.slice(0, 12));
  await expect(users.row(name)).toHaveCount(1);

  await users.row(name).getByTestId('row-edit').click();
  await expect(page.getByTestId('user-dialog')).toBeVisible();
  await expect(users.save()).toBeDisabled();
  await users.tab('machines').click();
  await expect(users.field('machines.1.vinNumber')).toHaveValue(`E2ESECOND${serial}XY`);
  await users.tab('additionalInfo').click();
  await users.field('userInformation.city').fill('בית שאן');
  await expect(users.save()).toBeEnabled();
  await users.save().click();
  await expect(page.getByTestId('user-dialog')).toBeHidden();
  await expect(users.row(name)).toContainText('בית שאן');

  await users.row(name).getByTestId('row-delete').click();
  await page.getByTestId('confirm-yes').click();
  await expect(users.row(name)).toHaveCount(0);
});

test('users: the dialog refuses an ID of four digits with the spec’s message and keeps what was typed', async ({
  page,
}) => {
  await signInThroughApi(page, 'worker');
  const users = new UsersPage(page, 'customer');
  await users.open();
  await page.getByTestId('users-add').click();
  await users.field('userInformation.name').fill('בדיקת שגיאה');
  await users.field('userInformation.userId').fill('1234');
  await users.field('userInformation.phoneNumber').fill('0521112233');
  await users.save().click();
  await expect(page.getByText('מספר זהות/ח.פ. חייב להכיל 5-9 ספרות').first()).toBeVisible();
  await expect(users.field('userInformation.name')).toHaveValue('בדיקת שגיאה');
});
