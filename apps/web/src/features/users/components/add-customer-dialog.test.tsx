import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { User } from '@tg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { AddCustomerDialog, type AddCustomerDialogProps } from './add-customer-dialog';

const created: User = {
  _id: '3e0c1b2a-5d4f-4e6a-9b8c-7d6e5f4a3b2c',
  role: 'customer',
  userType: 'individual',
  userInformation: {
    name: 'Moshe Peretz',
    userId: '123456789',
    email: 'moshe@example.com',
    phoneNumber: '+972501234567',
    address: '',
    city: '',
    country: 'ישראל',
    postalCode: '',
    additionalInfo: '',
  },
  docs: [],
  visibility: true,
  machines: [],
  permissions: { images: false, discounts: false, searchByVinNumber: false, fullProductDetails: false },
  contacts: [],
  type: null,
  group: '7f1d2c3b-4a5e-4f60-8a71-9b8c7d6e5f40',
  groupName: 'Dana Levi',
  notes: [],
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const field = (name: string) => screen.getByTestId(`add-customer-${name}`) as HTMLInputElement;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/** The helper text under a field (MUI links it by aria-describedby). */
function helperOf(name: string): string {
  const id = field(name).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

function answer(status: number, body: unknown) {
  return vi.fn(async (_input: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

function renderDialog(props: Partial<AddCustomerDialogProps> = {}) {
  const onClose = vi.fn();
  const onAdded = vi.fn();
  renderWithProviders(<AddCustomerDialog open onClose={onClose} onAdded={onAdded} {...props} />);
  return { onClose, onAdded };
}

async function fillValid(user: UserEvent) {
  await user.type(field('name'), 'Moshe Peretz');
  await user.type(field('userId'), '123456789');
  await user.type(field('phoneNumber'), '050-123-4567');
  await user.type(field('email'), 'moshe@example.com');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('users add-customer dialog', () => {
  it('asks for ID, name and phone, says so in a toast, and sends nothing', async () => {
    const fetch = answer(201, created);
    vi.stubGlobal('fetch', fetch);
    const user = setupUser();
    renderDialog();

    await user.click(screen.getByTestId('add-customer-submit'));

    expect(await screen.findByText(t('customers.addDialog.notices.fixErrors'))).toBeTruthy();
    for (const name of ['name', 'userId', 'phoneNumber']) {
      expect(helperOf(name), name).toBe(t('validation.required'));
      expect(field(name).getAttribute('aria-invalid'), name).toBe('true');
    }
    expect(field('email').getAttribute('aria-invalid')).toBe('false');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts as an individual in Israel', () => {
    renderDialog();
    expect((screen.getByTestId('add-customer-type-individual') as HTMLInputElement).checked).toBe(true);
    expect(field('country').value).toBe('ישראל');
  });

  it.each([
    ['1234', 'validation.userIdLength'],
    ['1234567890', 'validation.userIdLength'],
    ['12345a', 'validation.userIdLength'],
  ])('refuses the ID %s (5 to 9 digits)', async (id, message) => {
    vi.stubGlobal('fetch', answer(201, created));
    const user = setupUser();
    renderDialog();
    await user.type(field('userId'), id);
    await user.click(screen.getByTestId('add-customer-submit'));
    await waitFor(() => expect(helperOf('userId')).toBe(t(message)));
  });

  it('accepts IDs of 5 and 9 digits', async () => {
    const user = setupUser();
    renderDialog();
    for (const id of ['12345', '123456789']) {
      await user.clear(field('userId'));
      await user.type(field('userId'), id);
      await user.click(screen.getByTestId('add-customer-submit'));
      await waitFor(() => expect(field('userId').getAttribute('aria-invalid')).toBe('false'));
    }
  });

  it('refuses letters in the phone and a malformed email', async () => {
    const fetch = answer(201, created);
    vi.stubGlobal('fetch', fetch);
    const user = setupUser();
    renderDialog();
    await user.type(field('name'), 'Moshe Peretz');
    await user.type(field('userId'), '123456789');
    await user.type(field('phoneNumber'), '050-abc-4567');
    await user.type(field('email'), 'moshe@example');
    await user.click(screen.getByTestId('add-customer-submit'));

    await waitFor(() => expect(helperOf('phoneNumber')).toBe(t('validation.invalidPhone')));
    expect(helperOf('email')).toBe(t('validation.invalidEmail'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names the fields of a business as a company', async () => {
    const user = setupUser();
    renderDialog();
    const dialog = screen.getByTestId('add-customer-dialog');
    expect(within(dialog).getByLabelText(t('customers.addDialog.fields.name'), { exact: false })).toBe(
      field('name'),
    );
    await user.click(screen.getByTestId('add-customer-type-business'));
    expect(within(dialog).getByLabelText(t('customers.addDialog.fields.companyName'), { exact: false })).toBe(
      field('name'),
    );
    expect(
      within(dialog).getByLabelText(t('customers.addDialog.fields.companyNumber'), { exact: false }),
    ).toBe(field('userId'));
  });

  it('sends a customer with the phone in international form, then reports and closes', async () => {
    const fetch = answer(201, created);
    vi.stubGlobal('fetch', fetch);
    const user = setupUser();
    const { onAdded, onClose } = renderDialog();
    await fillValid(user);
    await user.click(screen.getByTestId('add-customer-submit'));

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText(t('customers.addDialog.notices.added'))).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/createItem');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      role: 'customer',
      user: {
        userType: 'individual',
        userInformation: {
          name: 'Moshe Peretz',
          userId: '123456789',
          phoneNumber: '+972501234567',
          email: 'moshe@example.com',
          address: '',
          city: '',
          postalCode: '',
          country: 'ישראל',
          additionalInfo: '',
        },
        machines: [],
      },
    });
  });

  it('turns 9720… into +972…', async () => {
    const fetch = answer(201, created);
    vi.stubGlobal('fetch', fetch);
    const user = setupUser();
    const { onAdded } = renderDialog();
    await user.type(field('name'), 'Moshe Peretz');
    await user.type(field('userId'), '123456789');
    await user.type(field('phoneNumber'), '9720501234567');
    await user.click(screen.getByTestId('add-customer-submit'));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).user.userInformation.phoneNumber).toBe('+972501234567');
  });

  it('shows a taken phone (409) on the phone field and keeps everything typed', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        error: {
          code: 'CONFLICT',
          message: 'Phone taken',
          fields: { 'user.userInformation.phoneNumber': 'validation.phoneTaken' },
        },
      }),
    );
    const user = setupUser();
    const { onAdded, onClose } = renderDialog();
    await user.click(screen.getByTestId('add-customer-type-business'));
    await fillValid(user);
    await user.type(field('city'), 'Haifa');
    await user.click(screen.getByTestId('add-customer-submit'));

    await waitFor(() => expect(helperOf('phoneNumber')).toBe(t('validation.phoneTaken')));
    expect(field('phoneNumber').getAttribute('aria-invalid')).toBe('true');
    expect(field('name').value).toBe('Moshe Peretz');
    expect(field('userId').value).toBe('123456789');
    expect(field('phoneNumber').value).toBe('050-123-4567');
    expect(field('email').value).toBe('moshe@example.com');
    expect(field('city').value).toBe('Haifa');
    expect((screen.getByTestId('add-customer-type-business') as HTMLInputElement).checked).toBe(true);
    expect(onAdded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows 400 answers per field', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          fields: { 'user.userInformation.userId': 'validation.userIdLength' },
        },
      }),
    );
    const user = setupUser();
    renderDialog();
    await fillValid(user);
    await user.click(screen.getByTestId('add-customer-submit'));
    await waitFor(() => expect(helperOf('userId')).toBe(t('validation.userIdLength')));
  });

  it('says "error adding user" for other failures, keeping the form open and filled', async () => {
    vi.stubGlobal('fetch', answer(500, { error: { code: 'INTERNAL', message: 'boom' } }));
    const user = setupUser();
    const { onClose } = renderDialog();
    await fillValid(user);
    await user.click(screen.getByTestId('add-customer-submit'));
    expect(await screen.findByText(t('customers.addDialog.notices.addError'))).toBeTruthy();
    expect(field('name').value).toBe('Moshe Peretz');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts from the given values and sends the vehicles found before', async () => {
    const fetch = answer(201, created);
    vi.stubGlobal('fetch', fetch);
    const user = setupUser();
    const { onAdded } = renderDialog({
      initial: {
        userInformation: { name: 'Moshe Peretz', userId: '123456789', phoneNumber: '0501234567' },
        machines: [{ vinNumber: 'ABC123', tractorNumber: '1234567' }],
      },
    });
    expect(field('name').value).toBe('Moshe Peretz');
    expect(screen.getByTestId('add-customer-machines').textContent).toContain('ABC123');
    await user.click(screen.getByTestId('add-customer-submit'));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).user.machines).toEqual([
      { vinNumber: 'ABC123', tractorNumber: '1234567' },
    ]);
  });

  it('exits without sending', async () => {
    const fetch = answer(201, created);
    vi.stubGlobal('fetch', fetch);
    const user = setupUser();
    const { onClose } = renderDialog();
    await user.click(screen.getByTestId('add-customer-exit'));
    expect(onClose).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
