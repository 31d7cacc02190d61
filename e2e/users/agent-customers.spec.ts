import { expect, test } from '@playwright/test';
import { apiAs } from '../fixtures/api';
import { signInThroughApi } from '../fixtures/session';

test('users: an agent sees its own customers and not another agent’s', async ({ page, baseURL }) => {
  // A customer of the second demo agent, created by the office.
  const { api, headers } = await apiAs(baseURL ?? '', 'worker');
  const agents = await (
    await api.get('/api/users/getData', { headers, params: { role: 'agent', phoneNumber: '0500000009' } })
  ).json();
  const otherAgent = agents.users[0]._id;
  const serial = String(Date.now()).slice(-6);
  const theirs = `לקוח של סוכן אחר ${serial}`;
  const created = await api.post('/api/users/createItem', {
    headers,
    data: {
      role: 'customer',
      user: {
        userInformation: { name: theirs, userId: `2${serial}8`, phoneNumber: `053${serial}1` },
        group: otherAgent,
      },
    },
  });
  expect(created.status()).toBe(201);

  await signInThroughApi(page, 'agent');
  await page.goto('/dashboard/agent/ourSecuredUsers');
  const search = page.getByTestId('my-customers-search-name');
  // The first demo customer belongs to the first demo agent.
  await search.fill('לקוח לדוגמה');
  await search.press('Enter');
  await expect(page.getByText('לקוח לדוגמה').first()).toBeVisible();

  await search.fill(theirs);
  await search.press('Enter');
  await expect(page.getByTestId('table-empty')).toBeVisible();
  await expect(page.getByText(theirs)).toHaveCount(0);
});
