import { expect, test } from '@playwright/test';
import { apiAs } from '../fixtures/api';
import { signInThroughApi } from '../fixtures/session';
import { createOwnPendingSubscriptions, subscriptionsAddress } from './own-subscriptions';

interface ListedPolicy {
  _id: string;
  policyNumber: string;
  status: string;
  pdfReady: boolean;
}

test('lists: a worker approves five pending subscriptions at once and each gets its PDF', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const own = await createOwnPendingSubscriptions(baseURL ?? '', 5, 'מבוטח לאישור מרוכז');
  const numbers = own.policies.map((policy) => policy.policyNumber);

  await signInThroughApi(page, 'worker');
  await page.goto(subscriptionsAddress({ status: 'pending', tractorNumber: own.platePrefix }));
  const rows = page.getByRole('row').filter({ hasText: own.insuredName });
  await expect(rows).toHaveCount(5);
  for (const number of numbers) {
    await expect(
      page.getByRole('row').filter({ hasText: number }).getByTestId('policy-status-pending'),
    ).toBeVisible();
  }

  await page.getByTestId('select-all-rows').locator('input').check();
  await page.getByTestId('policies-approve-selected').click();
  const dialog = page.getByTestId('bulk-approve-dialog');
  await expect(dialog.getByTestId('bulk-approve-question')).toContainText('5');
  await dialog.getByTestId('bulk-approve-confirm').click();
  await expect(dialog.getByTestId('bulk-approve-approved')).toContainText('5');
  await expect(dialog.getByTestId('bulk-approve-failures')).toHaveCount(0);
  await dialog.getByTestId('bulk-approve-close').click();
  await expect(dialog).toBeHidden();

  // Approved, they leave the pending view; the same rows under "active" each offer their PDF.
  await expect(rows).toHaveCount(0);
  await page.goto(subscriptionsAddress({ status: 'active', tractorNumber: own.platePrefix }));
  await expect(rows).toHaveCount(5);
  for (const number of numbers) {
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row.getByTestId('policy-status-active')).toBeVisible();
  }

  // The PDFs are printed in the background after the approval answered (ADR 0037).
  const { api, headers } = await apiAs(baseURL ?? '', 'worker');
  await expect
    .poll(
      async () => {
        const answer = await api.post('/api/insurance/subscriptions/fetchGeneralPolicy', {
          headers,
          data: { page: 0, limit: 25, tractorNumber: own.platePrefix },
        });
        const { policies } = (await answer.json()) as { policies: ListedPolicy[] };
        return policies
          .filter((policy) => policy.status === 'active' && policy.pdfReady)
          .map((policy) => policy.policyNumber)
          .sort();
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toEqual([...numbers].sort());
  await api.dispose();

  // The screen shows it too: every row offers its PDF once refreshed.
  await page.getByTestId('policies-refresh').click();
  for (const number of numbers) {
    await expect(page.getByRole('row').filter({ hasText: number }).getByTestId('policy-pdf')).toBeVisible({
      timeout: 30_000,
    });
  }
});
