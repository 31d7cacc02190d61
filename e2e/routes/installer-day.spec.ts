import { type APIRequestContext, expect, type Locator, type Page, request, test } from '@playwright/test';
import { demo } from '../fixtures/demo';
import { displayDate, todayInIsrael, uniqueSerial } from '../fixtures/insurance';
import { signInThroughApi } from '../fixtures/session';

type DemoRole = Exclude<keyof typeof demo, 'code'>;

/** A demo account's API session and record id. */
async function account(api: APIRequestContext, role: DemoRole) {
  const phoneNumber = demo[role];
  const sent = await (await api.post('/api/auth/send-otp', { data: { phoneNumber, role } })).json();
  const verified = await api.post('/api/auth/verify-otp', {
    data: { phoneNumber, role, code: demo.code, requestId: sent.requestId, sessionId: sent.sessionId },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token, user } = await verified.json();
  return { id: user._id as string, headers: { authorization: `Bearer ${token}` } };
}

/** "done/total" of the demo installer's chosen day on the worker's routes dashboard. */
function todayFigure(page: Page, installerId: string): Locator {
  return page.getByTestId(`installer-${installerId}`).getByTestId('progress-day-figure');
}

/** Draws a short stroke across the signature pad, as a finger would. */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad');
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not shown');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.35, 0.3],
    [0.5, 0.7],
    [0.65, 0.3],
    [0.8, 0.6],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  await page.mouse.up();
}

test('routes: on a phone the installer sees today’s cards in route order, marks one done with the customer’s signature and one failed with a reason, and the office’s dashboard shows the progress', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const serial = uniqueSerial();
  const today = displayDate(todayInIsrael());
  const setup = await request.newContext({ baseURL });
  const worker = await account(setup, 'worker');
  const installer = await account(setup, 'installer');
  const storekeeper = await account(setup, 'storekeeper');

  // Two cards for the demo installer today, numbered after the demo's own stops.
  const cards: number[] = [];
  for (const [offset, city] of [
    [0, 'עפולה'],
    [1, 'נהלל'],
  ] as const) {
    const created = await setup.post('/api/doc/createDoc', {
      headers: worker.headers,
      data: {
        category: 'workCard',
        doc: {
          userInformation: {
            userType: 'individual',
            name: `לקוח מסלול ${serial}-${offset}`,
            userId: '123456782',
          },
          contactDetails: { name: 'איש קשר', phoneNumber: '0521234567', email: '' },
          isDocWithoutMachine: true,
          works: [{ category: 'works', catalogNumber: '1001', name: 'התקנת שמשה', quantity: 1, price: 250 }],
          shippingAddress: {
            city,
            neighborhood: 'הדקל',
            buildingNumber: String(5 + offset),
            shippingDate: today,
          },
          handleBy: {
            storekeeper: { id: storekeeper.id, name: '' },
            installer: { id: installer.id, name: '' },
          },
          routeNumber: 90 + offset,
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    cards.push((await created.json()).docId);
  }
  const [doneCard, failedCard] = cards as [number, number];

  // The office's dashboard before: done/total of the installer's day.
  const office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInThroughApi(office, 'worker');
  await office.goto('/dashboard/worker/operations/driversRoutes');
  await expect(todayFigure(office, installer.id)).toHaveText(/^\d+\/\d+$/);
  const [doneBefore, total] = ((await todayFigure(office, installer.id).textContent()) ?? '')
    .split('/')
    .map(Number) as [number, number];

  // The installer, on a phone.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await signInThroughApi(phone, 'installer');
  await phone.goto('/dashboard/storekeeper/main');
  const list = phone.getByTestId('daily-tasks');
  await expect(list.getByTestId(`task-${failedCard}`)).toBeVisible();
  // In route order: each card's stop number is larger than the one before, ours last.
  const stops = (await list.getByTestId('task-stop').allTextContents()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );
  expect(stops.length).toBe(total);
  expect(stops).toEqual([...stops].sort((a, b) => a - b));
  expect(stops.slice(-2)).toEqual([90, 91]);

  // Done, with the customer's signature.
  const first = list.getByTestId(`task-${doneCard}`);
  await first.getByTestId('task-sign').click();
  const signature = phone.getByTestId('task-signature-dialog');
  await expect(signature).toBeVisible();
  await sign(phone);
  await signature.getByTestId('task-signature-name').fill('משה הלקוח');
  await signature.getByTestId('task-signature-save').click();
  await expect(signature).toBeHidden();
  await expect(first.getByTestId('task-signed')).toContainText('משה הלקוח');
  await first.getByTestId('task-done').click();
  await expect(first.getByTestId('general-status')).toHaveText('בוצע');

  // Failed, with a reason.
  const second = list.getByTestId(`task-${failedCard}`);
  await second.getByTestId('task-failed').click();
  const failure = phone.getByTestId('task-failure-dialog');
  await failure.getByTestId('task-failure-reason').fill('הלקוח לא היה במקום');
  await failure.getByTestId('task-failure-confirm').click();
  await expect(failure).toBeHidden();
  await expect(second.getByTestId('task-failure')).toContainText('הלקוח לא היה במקום');

  // What the server kept: the signature image, the status and the reason with its hour.
  const lookup = async (docId: number) =>
    (
      await (
        await setup.get('/api/doc/getItemByFields', {
          headers: worker.headers,
          params: { category: 'workCard', fields: JSON.stringify([{ docId }]) },
        })
      ).json()
    ).items[0];
  const signed = await lookup(doneCard);
  expect(signed.generalStatus.status).toBe('בוצע');
  expect(signed.customerSignature).toMatchObject({ isSignature: true, name: 'משה הלקוח', date: today });
  expect(signed.customerSignature.signature).toMatch(/^data:image\/png;base64,/);
  const failed = await lookup(failedCard);
  expect(failed.generalStatus.status).toBe('נכשל');
  expect(failed.installerFailureReason).toMatchObject({
    reason: 'הלקוח לא היה במקום',
    hour: expect.stringMatching(/^\d{2}:\d{2}$/),
  });

  // The office sees one more done of the same day's cards.
  await office.reload();
  await expect(todayFigure(office, installer.id)).toHaveText(`${doneBefore + 1}/${total}`);
  await setup.dispose();
});
