import { cleanup, screen, waitFor } from '@testing-library/react';
import type { SpecialUser } from '@tg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { SpecialUserDialog } from './special-user-dialog';

const dana: SpecialUser = {
  _id: '0b9d5f7e-3c0a-4d7e-9a52-6f1c2b3a4d5e',
  name: 'Dana Levi',
  phone: '+972501234567',
  roles: ['customer'],
  allowStaffPhone: false,
};

function input(testId: string): HTMLInputElement {
  return screen.getByTestId(testId) as HTMLInputElement;
}

function saveButton(): HTMLButtonElement {
  return screen.getByTestId('dialog-save') as HTMLButtonElement;
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('special-users dialog, create mode', () => {
  it('shows the translated rule next to each wrong field and sends nothing', async () => {
    const fetch = answer(201, { ...dana, code: '123456' });
    vi.stubGlobal('fetch', fetch);
    const user = setupUser();
    renderWithProviders(<SpecialUserDialog open mode="create" onClose={() => {}} />);

    await user.type(input('special-user-name'), 'Da');
    await user.type(input('special-user-phone'), '0501234567');
    await user.type(input('special-user-code'), '123');
    await user.click(saveButton());

    expect(await screen.findByText(i18next.t('validation.minLength3'))).toBeTruthy();
    expect(screen.getByText(i18next.t('validation.specialPhone'))).toBeTruthy();
    expect(screen.getByText(i18next.t('validation.specialCode'))).toBeTruthy();
    expect(screen.getByText(i18next.t('validation.specialRolesRequired'))).toBeTruthy();
    expect(input('special-user-name').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has the name attributes end-to-end tests rely on', () => {
    renderWithProviders(<SpecialUserDialog open mode="create" onClose={() => {}} />);
    expect(input('special-user-name').name).toBe('name');
    expect(input('special-user-phone').name).toBe('phone');
    expect(input('special-user-code').name).toBe('code');
  });

  it('offers every role but the manager’s, with translated names', () => {
    renderWithProviders(<SpecialUserDialog open mode="create" onClose={() => {}} />);
    expect(screen.queryByTestId('special-user-role-admin')).toBeNull();
    expect(input('special-user-role-worker')).toBeTruthy();
    expect(screen.getByText(i18next.t('common.roles.storekeeper'))).toBeTruthy();
    expect(input('special-user-allow-staff').checked).toBe(false);
  });

  it('sends a valid person with its roles, then shows the code once until closed', async () => {
    const fetch = answer(201, { ...dana, roles: ['agent', 'customer'], code: '123456' });
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(<SpecialUserDialog open mode="create" onClose={onClose} />);

    await user.type(input('special-user-name'), ' Dana Levi ');
    await user.type(input('special-user-phone'), '972501234567');
    await user.type(input('special-user-code'), '123456');
    await user.click(input('special-user-role-customer'));
    await user.click(input('special-user-role-agent'));
    await user.click(saveButton());

    expect(await screen.findByTestId('special-user-created')).toBeTruthy();
    expect(screen.getByText(i18next.t('special-users.created.title'))).toBeTruthy();
    expect(input('special-user-created-code').value).toBe('123456');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/special-otp-numbers/createItem');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Dana Levi',
      phone: '+972501234567',
      code: '123456',
      roles: ['agent', 'customer'],
      allowStaffPhone: false,
    });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('special-user-created-done'));
    expect(onClose).toHaveBeenCalled();
  });

  it('puts a taken phone (409) on the phone field and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        error: { code: 'CONFLICT', message: 'Phone taken', fields: { phone: 'validation.phoneTaken' } },
      }),
    );
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(<SpecialUserDialog open mode="create" onClose={onClose} />);

    await user.type(input('special-user-name'), 'Dana Levi');
    await user.type(input('special-user-phone'), '+972501234567');
    await user.type(input('special-user-code'), '654321');
    await user.click(input('special-user-role-customer'));
    await user.click(saveButton());

    expect(await screen.findByText(i18next.t('validation.phoneTaken'))).toBeTruthy();
    expect(input('special-user-phone').getAttribute('aria-invalid')).toBe('true');
    expect(input('special-user-name').value).toBe('Dana Levi');
    expect(input('special-user-phone').value).toBe('+972501234567');
    expect(input('special-user-code').value).toBe('654321');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('special-users dialog, edit mode', () => {
  it('never shows the stored code: a new one, the roles or the flag change, and save waits for a change', async () => {
    const fetch = answer(200, dana);
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(<SpecialUserDialog open mode="edit" user={dana} onClose={onClose} />);

    expect(input('special-user-name').value).toBe('Dana Levi');
    expect(input('special-user-name').disabled).toBe(true);
    expect(input('special-user-phone').value).toBe('+972501234567');
    expect(input('special-user-phone').disabled).toBe(true);
    expect(input('special-user-code').disabled).toBe(false);
    expect(input('special-user-code').readOnly).toBe(false);
    expect(input('special-user-code').value).toBe('');
    expect(screen.getByText(i18next.t('special-users.form.codeKeepHint'))).toBeTruthy();
    expect(input('special-user-role-customer').checked).toBe(true);
    expect(saveButton().disabled).toBe(true);

    await user.clear(input('special-user-code'));
    await user.type(input('special-user-code'), '12');
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());
    expect(await screen.findByText(i18next.t('validation.specialCode'))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(input('special-user-code'));
    await user.type(input('special-user-code'), '999999');
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/special-otp-numbers/updateItem');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({
      _id: dana._id,
      code: '999999',
      roles: ['customer'],
      allowStaffPhone: false,
    });
  });

  it('changes the staff flag alone, keeping the code', async () => {
    const fetch = answer(200, { ...dana, allowStaffPhone: true });
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    const user = setupUser();
    renderWithProviders(<SpecialUserDialog open mode="edit" user={dana} onClose={onClose} />);
    await user.click(input('special-user-allow-staff'));
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      _id: dana._id,
      roles: ['customer'],
      allowStaffPhone: true,
    });
  });

  it('typing the same code back disables save again', async () => {
    const user = setupUser();
    renderWithProviders(<SpecialUserDialog open mode="edit" user={dana} onClose={() => {}} />);
    await user.type(input('special-user-code'), '7');
    expect(saveButton().disabled).toBe(false);
    await user.type(input('special-user-code'), '{Backspace}');
    expect(saveButton().disabled).toBe(true);
  });
});

describe('special-users dialog, view mode', () => {
  it('is read-only with no save button and no code, naming the roles and the staff flag', () => {
    renderWithProviders(<SpecialUserDialog open mode="view" user={dana} onClose={() => {}} />);
    expect(screen.queryByTestId('special-user-code')).toBeNull();
    expect(input('special-user-roles').value).toBe(i18next.t('common.roles.customer'));
    expect(input('special-user-allow-staff').value).toBe(i18next.t('special-users.flag.no'));
    for (const testId of ['special-user-name', 'special-user-phone', 'special-user-roles']) {
      expect(input(testId).readOnly).toBe(true);
    }
    expect(screen.queryByTestId('dialog-save')).toBeNull();
    expect(screen.getByTestId('dialog-cancel')).toBeTruthy();
  });
});
