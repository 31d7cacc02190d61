import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, formatDisplayDate, todayIso } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { FakeUpload, serveDays, today, updates, workCard } from '../test/day-server';
import { failure } from '../test/serve';
import { DailyTasksFigure } from './daily-tasks';
import { retryEveryMs } from './outbox-banner';

beforeEach(async () => {
  await i18next.changeLanguage('he');
  localStorage.clear();
  FakeUpload.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const tomorrow = formatDisplayDate(addDays(todayIso(), 1));
const yesterday = formatDisplayDate(addDays(todayIso(), -1));
const card = (docId: number) => screen.getByTestId(`task-${docId}`);
const statusOf = (docId: number) => within(card(docId)).getByTestId('general-status');

describe("the installer's day on a phone", () => {
  it('shows the cards in the route order the server gives, each with its stop and directions', async () => {
    serveDays({
      [today]: [
        workCard(401, { routeNumber: 1 }),
        workCard(402, {
          routeNumber: 2,
          shippingAddress: { city: 'עכו', neighborhood: 'העצמאות', buildingNumber: '3', shippingDate: today },
        }),
      ].map((doc, index) =>
        index === 0 ? { ...doc, location: { lat: 32.794, lng: 34.9896, precision: 'street' as const } } : doc,
      ),
    });
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-401');

    const cards = screen.getAllByRole('article');
    expect(cards.map((article) => article.dataset.testid)).toEqual(['task-401', 'task-402']);
    expect(within(card(401)).getByTestId('task-stop').textContent).toBe('עצירה 1');
    expect(within(card(402)).getByTestId('task-stop').textContent).toBe('עצירה 2');

    const navigate = within(card(401)).getByTestId('task-navigate');
    expect(navigate.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=32.794,34.9896',
    );
    expect(navigate.getAttribute('target')).toBe('_blank');
    expect(navigate.getAttribute('rel')).toBe('noopener');
    // Without coordinates, the address as text.
    const byAddress = within(card(402)).getByTestId('task-navigate').getAttribute('href') ?? '';
    expect(new URL(byAddress).searchParams.get('destination')).toBe('העצמאות 3, עכו');
  });

  it("has the customer sign on the phone: the signer's name and the drawing are sent, then shown", async () => {
    const context = {
      scale: vi.fn(),
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
      drawImage: vi.fn(),
      save: vi.fn(),
      restore: vi.fn(),
      setTransform: vi.fn(),
      clearRect: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const toDataUrl = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==');
    const requests = serveDays({ [today]: [workCard(403)] });
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-403');

    await user.click(within(card(403)).getByTestId('task-sign'));
    const dialog = await screen.findByTestId('task-signature-dialog');
    // Neither a drawing nor a name yet: nothing is sent.
    await user.click(within(dialog).getByTestId('task-signature-save'));
    expect(within(dialog).getByTestId('task-signature-empty')).toBeTruthy();
    expect(within(dialog).getByText(i18next.t('validation.required'))).toBeTruthy();
    expect(updates(requests)).toHaveLength(0);

    const pad = within(dialog).getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 40 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(context.stroke).toHaveBeenCalled();
    await user.type(within(dialog).getByTestId('task-signature-name'), 'משה כהן');
    await user.click(within(dialog).getByTestId('task-signature-save'));

    await waitFor(() => expect(updates(requests)).toHaveLength(1));
    expect(toDataUrl).toHaveBeenCalledWith('image/png');
    expect(updates(requests)[0]).toEqual({
      category: 'workCard',
      docId: 403,
      fields: {
        customerSignature: {
          isSignature: true,
          name: 'משה כהן',
          signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==',
          date: today,
        },
      },
      allowNegativeStock: false,
    });
    await waitFor(() => expect(screen.queryByTestId('task-signature-dialog')).toBeNull());
    const signed = within(card(403)).getByTestId('task-signed');
    expect(signed.textContent).toContain(`נחתם על ידי \u2068משה כהן\u2069 (${today})`);
    expect(within(signed).getByTestId('task-signature-image').getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==',
    );
  });

  it("shows tomorrow's cards for reading only, and keeps yesterday's open for late updates", async () => {
    serveDays({
      [today]: [workCard(404)],
      [tomorrow]: [workCard(405, {}, tomorrow)],
      [yesterday]: [workCard(406, {}, yesterday)],
    });
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-404');
    expect(within(card(404)).getByTestId('task-actions')).toBeTruthy();

    await user.click(screen.getByTestId('daily-tasks-next'));
    await screen.findByTestId('task-405');
    const ahead = card(405);
    expect(within(ahead).queryByTestId('task-actions')).toBeNull();
    expect(within(ahead).queryAllByRole('button')).toEqual([]);
    expect(within(ahead).getByTestId('task-read-only').textContent).toContain('לקריאה בלבד');
    // Reading includes the way there.
    expect(within(ahead).getByTestId('task-navigate')).toBeTruthy();

    await user.click(screen.getByTestId('daily-tasks-today'));
    await user.click(screen.getByTestId('daily-tasks-previous'));
    await screen.findByTestId('task-406');
    expect(within(card(406)).getByTestId('task-done')).toBeTruthy();
    expect(within(card(406)).queryByTestId('task-read-only')).toBeNull();
  });

  it('keeps an update made with no connection, shows it pending, and sends it when the connection returns', async () => {
    let online = false;
    const requests = serveDays({ [today]: [workCard(407)] }, { reachable: () => online });
    const user = setupUser();
    const first = renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-407');

    await user.click(within(card(407)).getByTestId('task-done'));
    const banner = await screen.findByTestId('task-outbox-banner');
    expect(banner.textContent).toContain('פעולה אחת ממתינה לשליחה — תישלח כשהחיבור יחזור');
    expect(within(card(407)).getByTestId('task-pending').textContent).toBe('ממתין לשליחה');
    expect(statusOf(407).textContent).toBe('בוצע');
    expect(updates(requests)).toHaveLength(1);

    // A reload: the page comes back from the browser's storage, still waiting, still shown.
    first.unmount();
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-407');
    expect((await screen.findByTestId('task-outbox-banner')).textContent).toContain('פעולה אחת');
    expect(within(card(407)).getByTestId('task-pending')).toBeTruthy();
    expect(statusOf(407).textContent).toBe('בוצע');

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('task-outbox-banner')).toBeNull());
    const sent = updates(requests).at(-1);
    expect(sent).toEqual({
      category: 'workCard',
      docId: 407,
      fields: { 'generalStatus.status': 'בוצע' },
      allowNegativeStock: false,
    });
    expect(within(card(407)).queryByTestId('task-pending')).toBeNull();
    expect(statusOf(407).textContent).toBe('בוצע');
    expect(localStorage.length).toBe(0);
  });

  it('tries again every half minute while something waits, for a connection that never says it dropped', async () => {
    const retries: (() => void)[] = [];
    const setInterval = window.setInterval.bind(window);
    vi.spyOn(window, 'setInterval').mockImplementation(((handler: () => void, ms?: number) => {
      if (ms !== retryEveryMs) return setInterval(handler, ms);
      retries.push(handler);
      return retries.length;
    }) as typeof window.setInterval);
    let online = false;
    const requests = serveDays({ [today]: [workCard(411)] }, { reachable: () => online });
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-411');
    expect(retries).toHaveLength(0);

    await user.click(within(card(411)).getByTestId('task-done'));
    await screen.findByTestId('task-outbox-banner');
    await waitFor(() => expect(retries.length).toBeGreaterThan(0));
    online = true;
    await act(async () => retries.at(-1)?.());
    await waitFor(() => expect(screen.queryByTestId('task-outbox-banner')).toBeNull());
    expect(updates(requests)).toHaveLength(2);
  });

  it('sends waiting updates in order on "send now", and drops one the server refuses, saying why', async () => {
    let online = false;
    const requests = serveDays(
      { [today]: [workCard(408)] },
      {
        reachable: () => online,
        refuse: (body) =>
          (body.fields as Record<string, unknown>).installerNotes === undefined
            ? undefined
            : failure(403, 'FORBIDDEN'),
      },
    );
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-408');

    await user.click(within(card(408)).getByTestId('task-collected'));
    await screen.findByTestId('task-outbox-banner');
    await user.click(within(card(408)).getByTestId('task-note-open'));
    const dialog = await screen.findByTestId('task-note-dialog');
    await user.type(within(dialog).getByTestId('task-note-text'), 'להביא סולם');
    await user.click(within(dialog).getByTestId('task-note-save'));
    await waitFor(() =>
      expect(screen.getByTestId('task-outbox-banner').textContent).toContain('שתי פעולות ממתינות'),
    );

    online = true;
    await user.click(screen.getByTestId('task-outbox-retry'));
    await waitFor(() => expect(screen.queryByTestId('task-outbox-banner')).toBeNull());
    const sent = updates(requests).slice(-2);
    expect(sent.map((body) => (body as { fields: unknown }).fields)).toEqual([
      { 'generalStatus.status': 'נאסף' },
      { installerNotes: 'להביא סולם' },
    ]);
    expect(await screen.findByText(/השינוי בכרטיס 408 לא נשמר/)).toBeTruthy();
    expect(statusOf(408).textContent).toBe('בדרך');
    expect(within(card(408)).queryByTestId('task-note')).toBeNull();
  });

  it('adds a proof photo from the camera with its progress, and shows it on the card', async () => {
    const requests = serveDays({ [today]: [workCard(409)] });
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-409');

    const input = within(card(409)).getByTestId('task-photo-input');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    await user.upload(input, new File(['jpeg'], 'glass.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(FakeUpload.all).toHaveLength(1));
    const upload = FakeUpload.all[0] as FakeUpload;
    expect(upload.body?.get('purpose')).toBe('photo');
    upload.progress(30, 100);
    expect((await within(card(409)).findByTestId('task-photo-upload')).textContent).toContain('30%');

    const fileId = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    upload.respond(201, {
      _id: fileId,
      url: `/api/files/${fileId}/glass.jpg`,
      name: 'glass.jpg',
      path: 'photo/glass.jpg',
      mimeType: 'image/jpeg',
      size: 4,
    });
    const photo = await within(card(409)).findByTestId('task-photo');
    expect(photo.getAttribute('src')).toBe(`/api/files/${fileId}/photo.jpg?sig=1`);
    expect(requests.find((request) => request.path === '/doc/attachFiles')?.body).toEqual({
      category: 'workCard',
      docId: 409,
      kind: 'proofImages',
      add: [fileId],
    });
    expect(within(card(409)).queryByTestId('task-photo-upload')).toBeNull();

    // Not a picture: refused before sending, named in the person's language.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect((await within(card(409)).findByTestId('task-photo-error')).textContent).toContain(
      'אפשר לצרף רק תמונות (JPG או PNG) — scan.pdf לא צורף.',
    );
    expect(FakeUpload.all).toHaveLength(1);
  });
});

describe("the storekeeper's picking", () => {
  const threeLines = () =>
    workCard(410, {
      products: [
        { catalogNumber: '1', name: 'שמשה קדמית', quantity: 2, price: 100, isPicked: true, scannedCount: 2 },
        { catalogNumber: '2', name: 'מראה צד', quantity: 1, price: 50 },
        { catalogNumber: '3', name: 'גומייה', quantity: 4, price: 10 },
      ],
    });

  it('picks lines and counts scans, saves them as productsPicking, and marks the card ready', async () => {
    const requests = serveDays({ [today]: [threeLines()] });
    const user = setupUser();
    renderSignedIn(<DailyTasksFigure />, { role: 'storekeeper' });
    await screen.findByTestId('task-410');
    const picking = within(card(410)).getByTestId('task-picking');
    expect(within(picking).getByTestId('task-picking-summary').textContent).toBe('לוקטו 1 מתוך 3 שורות');

    const lines = within(picking).getAllByTestId('task-picking-line');
    await user.click(within(lines[1] as HTMLElement).getByTestId('task-picking-picked'));
    await user.click(within(lines[2] as HTMLElement).getByTestId('task-picking-more'));
    await user.click(within(lines[2] as HTMLElement).getByTestId('task-picking-more'));
    await user.click(within(lines[2] as HTMLElement).getByTestId('task-picking-more'));
    await user.click(within(lines[2] as HTMLElement).getByTestId('task-picking-less'));
    expect(
      (within(lines[2] as HTMLElement).getByTestId('task-picking-count') as HTMLInputElement).value,
    ).toBe('2');
    expect(within(picking).getByTestId('task-picking-summary').textContent).toBe('לוקטו 2 מתוך 3 שורות');
    expect(updates(requests)).toHaveLength(0);

    await user.click(within(picking).getByTestId('task-picking-save'));
    await waitFor(() => expect(updates(requests)).toHaveLength(1));
    expect(updates(requests)[0]).toEqual({
      category: 'workCard',
      docId: 410,
      fields: {
        productsPicking: [
          { line: 1, isPicked: true, scannedCount: 0 },
          { line: 2, isPicked: false, scannedCount: 2 },
        ],
      },
      allowNegativeStock: false,
    });
    await waitFor(() => expect(within(picking).queryByTestId('task-picking-save')).toBeNull());
    expect(within(picking).getByTestId('task-picking-summary').textContent).toBe('לוקטו 2 מתוך 3 שורות');

    await user.click(within(card(410)).getByTestId('task-handled-mark'));
    await waitFor(() => expect(updates(requests)).toHaveLength(2));
    expect(updates(requests)[1]).toMatchObject({ fields: { handleStorekeeperStatus: 'הוכן' } });
    expect((await within(card(410)).findByTestId('task-handled')).textContent).toBe('סטטוס הכנה: הוכן');
  });

  it('is not shown to an installer', async () => {
    serveDays({ [today]: [threeLines()] });
    renderSignedIn(<DailyTasksFigure />, { role: 'installer' });
    await screen.findByTestId('task-410');
    expect(within(card(410)).queryByTestId('task-picking')).toBeNull();
    expect(within(card(410)).queryByTestId('task-handled-mark')).toBeNull();
    expect(within(card(410)).getAllByTestId('task-item')).toHaveLength(3);
  });
});
