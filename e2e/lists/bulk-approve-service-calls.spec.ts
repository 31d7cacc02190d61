import { expect, test } from '@playwright/test';
import { apiAs } from '../fixtures/api';
import { firstPolicyProduct, newVehicle, uniqueSerial } from '../fixtures/insurance';
import { signInThroughApi } from '../fixtures/session';

test('lists: a worker approves two pending service calls at once from the service-calls list', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Two calls the demo agent opened, on plates that start alike and like nobody else's.
  const serial = uniqueSerial();
  const platePrefix = `7${serial.slice(0, 8)}`;
  const insuredName = `מבוטח לקריאה מרוכזת ${serial}`;
  const product = await firstPolicyProduct(baseURL ?? '');
  const agent = await apiAs(baseURL ?? '', 'agent');
  const calls: { _id: string; serviceCallNumber: string }[] = [];
  for (const index of [0, 1]) {
    const vehicle = { ...newVehicle(`${serial}${index}`), plate: `${platePrefix}${index}` };
    const created = await agent.api.post('/api/insurance/serviceCall/createServiceCall', {
      headers: agent.headers,
      data: {
        serviceCall: {
          machine: {
            vinNumber: vehicle.chassis,
            tractorNumber: vehicle.plate,
            machine: vehicle.manufacturer,
            model: vehicle.model,
            year: vehicle.year,
          },
          userInformation: {
            userType: 'individual',
            name: insuredName,
            userId: '123456782',
            phoneNumber: '0521234567',
            email: 'insured@example.co.il',
          },
          policyProduct: { _id: product._id },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    calls.push(await created.json());
  }
  await agent.api.dispose();

  await signInThroughApi(page, 'worker');
  const address = (status: string) =>
    `/dashboard/worker/services/serviceCall?${new URLSearchParams({ status, tractorNumber: platePrefix })}`;
  await page.goto(address('pending'));
  const ownRows = page.getByRole('row').filter({ hasText: insuredName });
  await expect(ownRows).toHaveCount(2, { timeout: 30_000 });
  for (const call of calls) {
    await expect(
      page.getByTestId(`row-${call._id}`).getByTestId('service-call-status-pending'),
    ).toBeVisible();
  }

  await page.getByTestId('select-all-rows').locator('input').check();
  await page.getByTestId('service-calls-approve-selected').click();
  const dialog = page.getByTestId('bulk-approve-dialog');
  await expect(dialog.getByTestId('bulk-approve-question')).toContainText('שתי קריאות שירות');
  await dialog.getByTestId('bulk-approve-confirm').click();
  await expect(dialog.getByTestId('bulk-approve-approved')).toContainText('שני פריטים אושרו');
  await expect(dialog.getByTestId('bulk-approve-failures')).toHaveCount(0);
  await dialog.getByTestId('bulk-approve-close').click();
  await expect(dialog).toBeHidden();
  await expect(ownRows).toHaveCount(0);

  await page.goto(address('active'));
  await expect(ownRows).toHaveCount(2, { timeout: 30_000 });
  for (const call of calls) {
    await expect(page.getByTestId(`row-${call._id}`).getByTestId('service-call-status-active')).toBeVisible();
  }
});
