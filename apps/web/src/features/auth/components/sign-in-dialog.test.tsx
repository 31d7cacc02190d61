import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api-client';
import { AuthContext, type AuthContextValue } from '../../../app/auth/auth-context';
import { initialAuthState } from '../../../app/auth/auth-state';
import { i18next } from '../../../app/i18n';
import { setupUser } from '../../../ui/test-user';
import { SignInDialog } from './sign-in-dialog';

const agent: SessionUser = {
  _id: 'u3',
  role: 'agent',
  userType: 'individual',
  name: 'Demo agent',
  phoneNumber: '+972500000003',
  userId: null,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderDialog(signIn: AuthContextValue['signIn']) {
  const onSignedIn = vi.fn();
  const auth: AuthContextValue = { ...initialAuthState, signIn, signOut: vi.fn(async () => {}) };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <AuthContext.Provider value={auth}>
        <SignInDialog open onClose={() => {}} onSignedIn={onSignedIn} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { onSignedIn };
}

const byTestId = (id: string) => screen.getByTestId(id) as HTMLInputElement;

beforeEach(async () => {
  localStorage.clear();
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('auth sign-in dialog', () => {
  it('offers the eight roles in a native select, the admin shown as manager', () => {
    renderDialog(vi.fn());
    const select = screen.getByTestId('signin-role') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.options).toHaveLength(8);
    const admin = [...select.options].find((option) => option.value === 'admin');
    expect(admin?.textContent).toBe(i18next.t('common.roles.admin'));
    expect(admin?.textContent).toBe('מנהל מערכת');
  });

  it('shows the domain rule next to the phone field and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = setupUser();
    renderDialog(vi.fn());
    await user.type(byTestId('signin-phone'), '12ab');
    await user.click(screen.getByTestId('signin-send'));
    expect(await screen.findByText('מספר טלפון לא תקין')).toBeTruthy();
    expect(byTestId('signin-phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the normalised phone, counts down the resend, and explains a wrong code', async () => {
    const fetch = vi.fn(async () => json(200, { requestId: 'r1', sessionId: 's1', resendInSeconds: 30 }));
    vi.stubGlobal('fetch', fetch);
    const signIn = vi.fn(async () => {
      throw new ApiError(401, 'AUTH_INVALID_CODE', 'Invalid code');
    });
    const user = setupUser();
    renderDialog(signIn);
    await user.type(byTestId('signin-phone'), '050-000-0003');
    await user.selectOptions(screen.getByTestId('signin-role'), 'agent');
    await user.click(screen.getByTestId('signin-send'));

    const code = await screen.findByTestId('signin-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/send-otp');
    expect(JSON.parse(String(init.body))).toEqual({ phoneNumber: '+972500000003', role: 'agent' });

    const resend = screen.getByTestId('signin-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toContain('30');

    await user.type(code, '111111');
    await user.click(screen.getByTestId('signin-verify'));
    expect(await screen.findByText(i18next.t('errors.AUTH_INVALID_CODE'))).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith({
      phoneNumber: '+972500000003',
      role: 'agent',
      code: '111111',
      sessionId: 's1',
      requestId: 'r1',
    });
  });

  it('tells how long to wait when sending is rate-limited', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, { error: { code: 'RATE_LIMITED', message: 'Too many', retryAfterSeconds: 110 } }),
      ),
    );
    const user = setupUser();
    renderDialog(vi.fn());
    await user.type(byTestId('signin-phone'), '0500000003');
    await user.click(screen.getByTestId('signin-send'));
    const alert = await screen.findByTestId('signin-error');
    expect(alert.textContent).toContain(i18next.t('errors.RATE_LIMITED'));
    expect(alert.textContent).toContain(i18next.t('errors.retryInMinutes', { count: 2 }));
  });

  it('hands the signed-in user back, and goes back to the phone on "change phone"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { requestId: 'r1', sessionId: 's1', resendInSeconds: 30 })),
    );
    const signIn = vi.fn(async () => agent);
    const user = setupUser();
    const { onSignedIn } = renderDialog(signIn);
    await user.type(byTestId('signin-phone'), '0500000003');
    await user.click(screen.getByTestId('signin-send'));
    await user.click(await screen.findByTestId('signin-change-phone'));
    expect(byTestId('signin-phone').value).toBe('0500000003');
    await user.click(screen.getByTestId('signin-send'));
    await user.type(await screen.findByTestId('signin-code'), '123456');
    await user.click(screen.getByTestId('signin-verify'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(agent));
  });
});
