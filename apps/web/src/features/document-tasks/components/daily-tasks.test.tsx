import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, type BusinessDocument, formatDisplayDate, todayIso } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { serveDays as serveDaysWith, today, updates, workCard } from '../test/day-server';
import { failure } from '../test/serve';
import { DailyTasksFigure } from './daily-tasks';

beforeEach(async () => {
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tomorrow = formatDisplayDate(addDays(todayIso(), 1));

const serveDays = (
  days: Record<string, BusinessDocument[]>,
  refuse?: (body: Record<string, unknown>) => Response | undefined,
) => serveDaysWith(days, { refuse });
const statusOf = (docId: number) => within(screen.getByTestId(`task-${docId}`)).getByTestId('general-status');

describe('document tasks: the storekeeper and installer day', () => {
  it("shows today's cards: number, customer, phone to call, address, hour, products and status", async () => {
    const requests = serveDays({ [today]: [workCard(301, { generalStatus: { status: 'נאסף' } })] });
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });

    const card = await screen.findByTestId('task-301');
    expect(requests[0]?.body).toEqual({ page: 0, limit: 100, day: today });
    expect(screen.getByTestId('daily-tasks-day').textContent).toBe(today);
    expect(within(card).getByRole('heading', { name: 'כרטיס עבודה 301' })).toBeTruthy();
    expect(within(card).getByTestId('task-customer').textContent).toBe('משה כהן');
    expect(within(card).getByTestId('task-phone').getAttribute('href')).toBe('tel:+972527654321');
    expect(within(card).getByTestId('task-phone').textContent).toBe('0527654321');
    expect(within(card).getByTestId('task-address').textContent).toBe('הרצל 12, חיפה');
    expect(within(card).getByTestId('task-hour').textContent).toContain('09:30');
    expect(
      within(card)
        .getAllByTestId('task-item')
        .map((item) => item.textContent),
      // Each name is its own direction run (isolated), so a Latin model number stays in place.
    ).toEqual(['\u2068שמשה קדמית\u2069 × 2', '\u2068מראה צד\u2069 × 1']);
    // Collected is shown as "in route", in orange (spec 2 §4).
    expect(statusOf(301).textContent).toBe('בדרך');
    expect(statusOf(301).className).toContain('Warning');
  });

  it("asks for tomorrow's cards on next day, and comes back with today", async () => {
    const requests = serveDays({ [today]: [workCard(302)], [tomorrow]: [] });
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-302');

    await user.click(screen.getByTestId('daily-tasks-next'));
    expect(await screen.findByTestId('daily-tasks-empty')).toBeTruthy();
    expect(screen.getByTestId('daily-tasks-empty').textContent).toBe(`אין משימות ל־${tomorrow}`);
    expect(requests.at(-1)?.body).toEqual({ page: 0, limit: 100, day: tomorrow });
    expect(screen.getByTestId('daily-tasks-day').textContent).toBe(tomorrow);

    await user.click(screen.getByTestId('daily-tasks-today'));
    expect(await screen.findByTestId('task-302')).toBeTruthy();
    expect(screen.getByTestId('daily-tasks-day').textContent).toBe(today);
  });

  it('says there are no tasks for today when the day is empty', async () => {
    serveDays({});
    renderSignedIn(<DailyTasksFigure />, { role: 'storekeeper' });
    expect((await screen.findByTestId('daily-tasks-empty')).textContent).toBe('אין משימות להיום');
  });

  it('marks a card done; short of stock it asks, and on yes sends again allowing negative stock', async () => {
    const requests = serveDays({ [today]: [workCard(303)] }, (body) =>
      body.allowNegativeStock
        ? undefined
        : failure(409, 'CONFLICT', { 'products.0.quantity': 'validation.insufficientStock' }),
    );
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-303');
    expect(statusOf(303).textContent).toBe('סטטוס כללי');

    await user.click(within(screen.getByTestId('task-303')).getByTestId('task-done'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('אין מספיק מלאי')).toBeTruthy();
    expect(updates(requests)).toEqual([
      {
        category: 'workCard',
        docId: 303,
        fields: { 'generalStatus.status': 'בוצע' },
        allowNegativeStock: false,
      },
    ]);
    // Refused: the card is back to what it was while the person decides.
    expect(statusOf(303).textContent).toBe('סטטוס כללי');

    await user.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(updates(requests)).toHaveLength(2));
    expect(updates(requests)[1]).toEqual({
      category: 'workCard',
      docId: 303,
      fields: { 'generalStatus.status': 'בוצע' },
      allowNegativeStock: true,
    });
    await waitFor(() => expect(statusOf(303).textContent).toBe('בוצע'));
    expect(statusOf(303).className).toContain('Success');
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });

  it('shows a step at once and puts the card back when the server refuses it', async () => {
    let release: (answer: Response) => void = () => {};
    const requests = serveDays(
      { [today]: [workCard(304)] },
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }) as unknown as Response,
    );
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'storekeeper' });
    await screen.findByTestId('task-304');

    await user.click(within(screen.getByTestId('task-304')).getByTestId('task-collected'));
    await waitFor(() => expect(statusOf(304).textContent).toBe('בדרך'));
    expect(updates(requests)[0]).toMatchObject({ fields: { 'generalStatus.status': 'נאסף' } });

    release(failure(500, 'INTERNAL'));
    await waitFor(() => expect(statusOf(304).textContent).toBe('סטטוס כללי'));
    expect(await screen.findByText(/עדכון כרטיס 304 נכשל/)).toBeTruthy();
  });

  it('asks why and when a card failed before marking it failed', async () => {
    const requests = serveDays({ [today]: [workCard(305)] });
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-305');

    await user.click(within(screen.getByTestId('task-305')).getByTestId('task-failed'));
    const dialog = await screen.findByTestId('task-failure-dialog');
    await user.click(within(dialog).getByTestId('task-failure-confirm'));
    expect(within(dialog).getByText(i18next.t('validation.reasonRequired'))).toBeTruthy();
    expect(updates(requests)).toHaveLength(0);

    await user.type(within(dialog).getByTestId('task-failure-reason'), 'הלקוח לא היה בבית');
    const hour = within(dialog).getByTestId('task-failure-hour');
    // A time input is a picker in browsers; jsdom takes its value as a change.
    fireEvent.change(hour, { target: { value: '14:20' } });
    await user.click(within(dialog).getByTestId('task-failure-confirm'));

    await waitFor(() => expect(updates(requests)).toHaveLength(1));
    expect(updates(requests)[0]).toEqual({
      category: 'workCard',
      docId: 305,
      fields: {
        'generalStatus.status': 'נכשל',
        installerFailureReason: { reason: 'הלקוח לא היה בבית', hour: '14:20' },
      },
      allowNegativeStock: false,
    });
    await waitFor(() => expect(screen.queryByTestId('task-failure-dialog')).toBeNull());
    expect(statusOf(305).textContent).toBe('נכשל');
    expect(statusOf(305).className).toContain('Error');
    expect(within(screen.getByTestId('task-305')).getByTestId('task-failure').textContent).toContain(
      'הלקוח לא היה בבית',
    );
  });

  it("saves the installer's note on the card", async () => {
    const requests = serveDays({ [today]: [workCard(306)] });
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-306');

    await user.click(within(screen.getByTestId('task-306')).getByTestId('task-note-open'));
    const dialog = await screen.findByTestId('task-note-dialog');
    expect(within(dialog).getByTestId('task-note-save')).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByTestId('task-note-text'), 'להביא סולם');
    await user.click(within(dialog).getByTestId('task-note-save'));

    await waitFor(() => expect(updates(requests)).toHaveLength(1));
    expect(updates(requests)[0]).toMatchObject({ docId: 306, fields: { installerNotes: 'להביא סולם' } });
    expect(await within(screen.getByTestId('task-306')).findByTestId('task-note')).toBeTruthy();
  });

  it('shows no day to a supplier, whose orders are not work cards of a day', async () => {
    const requests = serveDays({});
    renderSignedIn(
      <div data-testid="page">
        <DailyTasksFigure />
      </div>,
      { role: 'supplier' },
    );
    expect(screen.getByTestId('page').textContent).toBe('');
    expect(requests).toHaveLength(0);
  });
});
