import { expect, type Page, test } from '@playwright/test';
import { apiAs } from '../fixtures/api';
import { signInThroughApi } from '../fixtures/session';
import { createOwnPendingSubscriptions } from './own-subscriptions';

const subscriptionsPath = '/dashboard/worker/services/insurance';

/** The saved-filters menu's entry of that name (the menu is opened first). */
async function openSavedFilter(page: Page, name: string) {
  await page.getByTestId('saved-filters-button').click();
  return page.getByTestId('saved-filter-item').filter({ hasText: name });
}

test('lists: a worker saves a shared filter, opens it from a bare list, a colleague sees it with its owner, and the owner deletes it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Three pending subscriptions of this test; one is approved, so the status filter leaves two.
  const own = await createOwnPendingSubscriptions(baseURL ?? '', 3, 'מבוטח למסנן שמור');
  const [approvedOne, ...pending] = own.policies;
  if (!approvedOne) throw new Error('no subscriptions were made');
  const worker = await apiAs(baseURL ?? '', 'worker');
  const approved = await worker.api.post('/api/insurance/subscriptions/approveMany', {
    headers: worker.headers,
    data: { ids: [approvedOne._id] },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const me = await worker.api.get('/api/auth/me', { headers: worker.headers });
  const ownerName = ((await me.json()) as { user: { name: string } }).user.name;
  await worker.api.dispose();
  const filterName = `ממתינים שלי ${own.platePrefix}`;

  // The worker filters the list as usual: a plate search and a status.
  await signInThroughApi(page, 'worker');
  await page.goto(subscriptionsPath);
  // The first screen may wait on a busy machine while the approved one's PDF is printed.
  await expect(page.getByTestId('policies-import')).toBeVisible({ timeout: 30_000 });
  const search = page.getByTestId('policies-search-tractorNumber');
  await search.fill(own.platePrefix);
  await search.press('Enter');
  const ownRows = page.getByRole('row').filter({ hasText: own.insuredName });
  // The search is applied (in the address and the rows) before the status is chosen.
  await expect(page).toHaveURL(new RegExp(`tractorNumber=${own.platePrefix}`));
  await expect(ownRows).toHaveCount(3);
  await page.getByTestId('policies-filter-status').selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).toHaveURL(new RegExp(`tractorNumber=${own.platePrefix}`));
  await expect(ownRows).toHaveCount(2);

  await page.getByTestId('saved-filters-button').click();
  await page.getByTestId('saved-filters-save-current').click();
  await page.getByTestId('saved-filter-name').fill(filterName);
  await page.getByRole('checkbox', { name: 'שתף עם הצוות שלי' }).check();
  await page.getByTestId('saved-filter-save').click();
  await expect(page.getByText(`המסנן "${filterName}" נשמר`)).toBeVisible();

  // Cleared and reloaded without parameters, the list shows everyone's rows again...
  await page.getByTestId('policies-reset').click();
  await page.goto(subscriptionsPath);
  await expect(page.getByTestId('policies-import')).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/status=/);
  await expect(search).toHaveValue('');
  await expect(page.getByTestId('policies-filter-status')).toHaveValue('');
  // Newest first, so this test's rows may be on the page too; others' rows are what shows the filter gone.
  const othersRows = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: own.insuredName });
  await expect(othersRows.first()).toBeVisible();

  // ...and the saved filter brings back the address and the filtered list.
  const item = await openSavedFilter(page, filterName);
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).toHaveURL(new RegExp(`tractorNumber=${own.platePrefix}`));
  await expect(ownRows).toHaveCount(2);
  for (const policy of pending) {
    await expect(page.getByRole('row').filter({ hasText: policy.policyNumber })).toBeVisible();
  }
  await expect(page.getByRole('row').filter({ hasText: approvedOne.policyNumber })).toHaveCount(0);
  await expect(page.getByTestId('policies-filter-status')).toHaveValue('pending');

  // A colleague on the staff sees the shared filter under its owner's name, and may not delete it.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signInThroughApi(colleague, 'admin');
  await colleague.goto(subscriptionsPath);
  await expect(colleague.getByTestId('policies-import')).toBeVisible({ timeout: 30_000 });
  const shared = await openSavedFilter(colleague, filterName);
  await expect(shared).toHaveCount(1);
  await expect(shared).toContainText(`שותף על ידי ${ownerName}`);
  await expect(shared.getByRole('button', { name: `מחק את ${filterName}` })).toHaveCount(0);
  await shared.click();
  await expect(colleague).toHaveURL(/status=pending/);
  await expect(colleague.getByRole('row').filter({ hasText: own.insuredName })).toHaveCount(2);

  // The owner deletes it, only after confirming; then nobody has it.
  await page.getByTestId('saved-filters-button').click();
  await page
    .getByTestId('saved-filter-item')
    .filter({ hasText: filterName })
    .getByRole('button', { name: `מחק את ${filterName}` })
    .click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(filterName);
  await confirm.getByTestId('confirm-yes').click();
  await expect(page.getByText(`המסנן "${filterName}" נמחק`)).toBeVisible();
  await page.getByTestId('saved-filters-button').click();
  await expect(page.getByTestId('saved-filter-item').filter({ hasText: filterName })).toHaveCount(0);

  await colleague.reload();
  await expect(colleague.getByTestId('policies-import')).toBeVisible({ timeout: 30_000 });
  await expect(await openSavedFilter(colleague, filterName)).toHaveCount(0);
  await colleagueContext.close();
});
