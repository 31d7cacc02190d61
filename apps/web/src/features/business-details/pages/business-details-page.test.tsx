import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tg/domain';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../../app/auth/auth-context';
import { initialAuthState } from '../../../app/auth/auth-state';
import { i18next } from '../../../app/i18n';
import { visibleAreas } from '../../../app/navigation';
import { NotificationsProvider } from '../../../app/notifications';
import { AppRoutes } from '../../../app/router';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, type RecordedRequest, sampleBusinessDetails, serve, toastTexts } from '../test/serve';
import { BusinessDetailsPage } from './business-details-page';

let requests: RecordedRequest[] = [];
const updates = () => requests.filter((request) => request.path === '/settings/updateBusinessDetails');
const input = (name: string) => screen.getByTestId<HTMLInputElement>(`business-details-${name}`);
/** The helper text under a field: its message once refused. */
const messageOf = (name: string) => {
  const described = input(name).getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
};
const save = () => screen.getByTestId('business-details-save');

beforeEach(async () => {
  await i18next.changeLanguage('he');
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPage() {
  const user = setupUser();
  renderSignedIn(<BusinessDetailsPage />, { role: 'admin' });
  await screen.findByTestId('business-details-form');
  return user;
}

describe('business details page', () => {
  it('shows the saved details in their five sections, phones the local way, with save and discard off', async () => {
    requests = serve();
    await openPage();
    for (const section of ['business', 'contact', 'bank', 'social', 'leadNotices']) {
      expect(screen.getByTestId(`business-details-section-${section}`)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'פרטי בנק' })).toBeTruthy();
    expect(input('name').value).toBe('זכוכית לטרקטורים');
    expect(input('phone').value).toBe('039000000');
    expect(input('whatsapp').value).toBe('0509000000');
    expect(input('highlights-1').value).toBe('4 ניידות שירות בשטח');
    expect(input('highlights-2').value).toBe('');
    expect(input('bank-accountNumber').value).toBe('123456');
    expect(input('phone').getAttribute('dir')).toBe('ltr');
    expect(save()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('business-details-discard')).toHaveProperty('disabled', true);
  });

  it('puts each refused value’s message beside its field and sends nothing', async () => {
    requests = serve();
    const user = await openPage();
    await user.clear(input('name'));
    await user.clear(input('phone'));
    await user.type(input('phone'), '12');
    await user.type(input('bank-accountNumber'), 'x');
    await user.type(input('social-facebook'), 'facebook.com/x');
    await user.click(save());
    await waitFor(() => expect(messageOf('name')).toBe('שדה חובה'));
    expect(messageOf('phone')).toBe('מספר טלפון לא תקין');
    expect(messageOf('bank-accountNumber')).toBe('יש להזין ספרות בלבד');
    expect(messageOf('social-facebook')).toBe('קישור לא תקין (יש להתחיל ב-http:// או https://)');
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf('email')).not.toBe('כתובת אימייל לא תקינה');
    expect(updates()).toHaveLength(0);
  });

  it('saves a change: the server gets the whole record in stored form, then save is off again', async () => {
    requests = serve();
    const user = await openPage();
    await user.clear(input('phone'));
    await user.type(input('phone'), '04-6123456');
    await user.type(input('highlights-2'), 'אספקה והתקנה');
    await user.click(save());
    await waitFor(() => expect(toastTexts()).toContain('פרטי העסק נשמרו'));
    expect(updates().map((request) => request.body)).toEqual([
      {
        ...sampleBusinessDetails(),
        phone: '+97246123456',
        highlights: ['15 שנות ניסיון', '4 ניידות שירות בשטח', 'אספקה והתקנה'],
      },
    ]);
    expect(input('phone').value).toBe('046123456');
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
  });

  it('sets the VAT rate: 18 until changed, out of 0–100 refused beside the field, then saved as a number', async () => {
    requests = serve();
    const user = await openPage();
    expect(input('vatPercent').value).toBe('18');
    expect(input('vatPercent').getAttribute('dir')).toBe('ltr');
    await user.clear(input('vatPercent'));
    await user.type(input('vatPercent'), '101');
    await user.click(save());
    await waitFor(() => expect(messageOf('vatPercent')).toBe('ערך לא תקין'));
    expect(updates()).toHaveLength(0);

    await user.clear(input('vatPercent'));
    await user.type(input('vatPercent'), '17');
    await user.click(save());
    await waitFor(() => expect(toastTexts()).toContain('פרטי העסק נשמרו'));
    expect(updates().map((request) => (request.body as { vatPercent: unknown }).vatPercent)).toEqual([17]);
  });

  it('chooses whom a new storefront request is sent to: a wrong phone or e-mail is refused, then saved', async () => {
    requests = serve();
    const user = await openPage();
    const section = screen.getByTestId('business-details-section-leadNotices');
    expect(within(section).getByRole('heading', { name: 'פניות חדשות מהאתר' })).toBeTruthy();
    expect(input('leadNotices-phones-0').value).toBe('');
    expect(input('leadNotices-phones-0').getAttribute('dir')).toBe('ltr');
    await user.type(input('leadNotices-phones-0'), '050-1234567');
    await user.type(input('leadNotices-phones-2'), '12');
    await user.type(input('leadNotices-email'), 'office@');
    await user.click(save());
    await waitFor(() => expect(messageOf('leadNotices-phones-2')).toBe('מספר טלפון לא תקין'));
    expect(messageOf('leadNotices-email')).toBe('כתובת אימייל לא תקינה');
    expect(updates()).toHaveLength(0);

    await user.clear(input('leadNotices-phones-2'));
    await user.type(input('leadNotices-email'), 'shop.example');
    await user.click(save());
    await waitFor(() => expect(toastTexts()).toContain('פרטי העסק נשמרו'));
    expect(updates().map((request) => (request.body as { leadNotices: unknown }).leadNotices)).toEqual([
      { phones: ['+972501234567'], email: 'office@shop.example', language: 'he' },
    ]);
    expect(input('leadNotices-phones-0').value).toBe('0501234567');
  });

  it('chooses the language of the notices, each language by its own name, and saves it', async () => {
    requests = serve();
    const user = await openPage();
    const language = screen.getByRole('combobox', { name: 'שפת ההודעות' });
    expect(language).toBe(input('leadNotices-language'));
    expect((language as HTMLSelectElement).value).toBe('he');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['עברית', 'English', 'العربية', 'Русский']);
    expect(messageOf('leadNotices-language')).toBe('ה-SMS והאימייל על פנייה חדשה נכתבים בשפה זו');
    expect(save()).toHaveProperty('disabled', true);
    await user.selectOptions(language, 'English');
    expect(save()).toHaveProperty('disabled', false);
    await user.click(save());
    await waitFor(() => expect(toastTexts()).toContain('פרטי העסק נשמרו'));
    expect(updates().map((request) => request.body)).toEqual([
      { ...sampleBusinessDetails(), leadNotices: { phones: [], email: '', language: 'en' } },
    ]);
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
    expect(input('leadNotices-language').value).toBe('en');
  });

  it('opens with the language saved', async () => {
    requests = serve({
      ...sampleBusinessDetails(),
      leadNotices: { phones: ['+972501234567'], email: '', language: 'ar' },
    });
    await openPage();
    expect(input('leadNotices-language').value).toBe('ar');
    expect(save()).toHaveProperty('disabled', true);
  });

  it('counts only real changes: the same phone typed another way leaves save off', async () => {
    requests = serve();
    const user = await openPage();
    await user.clear(input('phone'));
    await user.type(input('phone'), '03-900-0000');
    expect(save()).toHaveProperty('disabled', true);
    await user.type(input('tagline'), ' ');
    expect(save()).toHaveProperty('disabled', true);
    await user.type(input('tagline'), 'מ');
    expect(save()).toHaveProperty('disabled', false);
  });

  it('shows the server’s refusal beside the field it names, keeping what was typed', async () => {
    requests = serve(undefined, (_method, path) =>
      path === '/settings/updateBusinessDetails'
        ? json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'invalid',
                fields: { 'bank.branchNumber': 'validation.tooLong' },
              },
            },
            400,
          )
        : undefined,
    );
    const user = await openPage();
    await user.clear(input('bank-branchNumber'));
    await user.type(input('bank-branchNumber'), '601');
    await user.click(save());
    await waitFor(() => expect(messageOf('bank-branchNumber')).toBe('הערך ארוך מדי'));
    expect(toastTexts().some((text) => text.startsWith('שמירת פרטי העסק נכשלה'))).toBe(true);
    expect(input('bank-branchNumber').value).toBe('601');
    expect(document.activeElement).toBe(input('bank-branchNumber'));
  });

  it('discards the changes after asking, back to the saved details', async () => {
    requests = serve();
    const user = await openPage();
    await user.clear(input('address'));
    await user.type(input('address'), 'רחוב חדש 1');
    await user.click(screen.getByTestId('business-details-discard'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('לבטל את השינויים?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ביטול השינויים' }));
    await waitFor(() => expect(input('address').value).toBe('משק 12, בית עוזיאל'));
    expect(save()).toHaveProperty('disabled', true);
    expect(updates()).toHaveLength(0);
  });

  it('keeps unsaved typing as a draft: the page opens with it again, and "start over" drops it', async () => {
    requests = serve();
    const user = await openPage();
    await user.clear(input('address'));
    await user.type(input('address'), 'טיוטה 7');
    // The draft is written a moment after typing stops.
    await waitFor(() =>
      expect(Object.keys(sessionStorage).some((key) => key.includes('businessDetails'))).toBe(true),
    );
    cleanup();
    await openPage();
    expect(input('address').value).toBe('טיוטה 7');
    expect(save()).toHaveProperty('disabled', false);
    await setupUser().click(screen.getByTestId('draft-discard'));
    expect(input('address').value).toBe('משק 12, בית עוזיאל');
  });

  it('says so when the details cannot be loaded, and tries again', async () => {
    let fail = true;
    requests = serve(undefined, (_method, path) =>
      path === '/settings/getBusinessDetails' && fail
        ? json({ error: { code: 'INTERNAL', message: 'down' } }, 500)
        : undefined,
    );
    const user = setupUser();
    renderSignedIn(<BusinessDetailsPage />, { role: 'admin' });
    expect((await screen.findByTestId('business-details-error')).textContent).toContain(
      'טעינת פרטי העסק נכשלה',
    );
    fail = false;
    await user.click(screen.getByTestId('business-details-retry'));
    expect(await screen.findByTestId('business-details-form')).toBeTruthy();
  });
});

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

function renderAt(path: string, role: Role) {
  const auth: AuthContextValue = {
    ...initialAuthState,
    isAuthenticated: true,
    userRole: role,
    token: 'token',
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    user: {
      _id: 'u1',
      role,
      userType: 'individual',
      name: 'Dana Levi',
      phoneNumber: '+972500000004',
      userId: null,
    },
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
  };
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>
          <AuthContext.Provider value={auth}>
            <AppRoutes />
            <CurrentPath />
          </AuthContext.Provider>
        </MemoryRouter>
      </NotificationsProvider>
    </QueryClientProvider>,
  );
}

describe('business details page: for the admin only', () => {
  const path = '/dashboard/worker/settings/businessDetails';

  it('is in the admin’s settings menu and not in a worker’s', () => {
    expect(visibleAreas('worker', 'admin').map((area) => area.path)).toContain('settings/businessDetails');
    expect(visibleAreas('worker', 'worker').map((area) => area.path)).not.toContain(
      'settings/businessDetails',
    );
  });

  it('sends a worker who opens it by address to their main page; the admin gets the screen', async () => {
    requests = serve();
    renderAt(path, 'worker');
    await waitFor(() =>
      expect(screen.getByTestId('current-path').textContent).toBe('/dashboard/worker/main'),
    );
    expect(requests.filter((request) => request.path === '/settings/getBusinessDetails')).toHaveLength(0);
    cleanup();
    renderAt(path, 'admin');
    expect(await screen.findByTestId('business-details-form', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe(path);
  });
});
