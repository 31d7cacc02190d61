import { expect, test } from '@playwright/test';
import {
  createPendingPolicy,
  createRegistryVehicles,
  firstPolicyProduct,
  newVehicle,
  uniqueSerial,
} from '../fixtures/insurance';
import { signInThroughApi } from '../fixtures/session';
import { PoliciesPage } from '../pages/policies-page';

test('insurance: a worker approves an agent’s pending subscription and opens its PDF in a new tab', async ({
  page,
  baseURL,
}) => {
  const serial = uniqueSerial();
  const vehicle = newVehicle(serial);
  await createRegistryVehicles(baseURL ?? '', [vehicle]);
  const insuredName = `מבוטח לאישור ${serial}`;
  const policy = await createPendingPolicy(baseURL ?? '', {
    vehicle,
    product: await firstPolicyProduct(baseURL ?? ''),
    insuredName,
  });

  await signInThroughApi(page, 'worker');
  const policies = new PoliciesPage(page);
  await policies.open();
  await policies.searchPolicyNumber(policy.policyNumber);
  const row = policies.row(policy.policyNumber);
  await expect(row).toContainText(insuredName);
  await expect(row.getByTestId('policy-status-pending')).toBeVisible();

  await policies.approve(policy.policyNumber);
  await expect(row.getByTestId('policy-status-active')).toBeVisible();
  // The PDF is printed after the approval answers (ADR 0037): the row offers it once it is ready.
  await expect(row.getByTestId('policy-pdf')).toBeVisible({ timeout: 30_000 });

  // The tab opens at once and is then pointed at the document's signed link.
  const tab = await policies.openPdf(policy.policyNumber);
  await tab.waitForURL(/\/api\/files\/[^/]+\/[^/]+\.pdf\?/);
  // Chromium hands a PDF to its viewer, which hides the answer from the page: fetch the same link.
  const pdf = await page.request.get(tab.url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await tab.close();
});
