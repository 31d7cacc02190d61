import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ManagedRole, User } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleUser } from '../../test/sample-users';
import { UserDialog, type UserDialogProps } from './user-dialog';

let requests: { method: string; path: string; body: unknown }[] = [];

function serve(handler: (method: string, path: string, body: unknown) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path: url.pathname, body });
      return handler(method, url.pathname, body);
    }),
  );
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const emptyList = () => json({ users: [], total: 0, totalPages: 0 });

function renderDialog(props: Partial<UserDialogProps> & { role?: ManagedRole } = {}) {
  const onClose = vi.fn();
  const defaults: UserDialogProps = { open: true, mode: 'create', role: 'customer', onClose };
  const result = renderSignedIn(<UserDialog {...defaults} {...props} />, { role: 'worker' });
  return { ...result, onClose };
}

const field = (path: string) =>
  screen.getByTestId(`user-field-${path.replaceAll('.', '-')}`) as HTMLInputElement;
const saveButton = () => screen.getByTestId('dialog-save') as HTMLButtonElement;
const tab = (name: string) => screen.queryByTestId(`user-tab-${name}`);

beforeEach(async () => {
  requests = [];
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('users dialog: create', () => {
  it('marks the required fields, says to fill them, and sends nothing', async () => {
    serve(emptyList);
    const user = setupUser();
    renderDialog();
    await user.click(saveButton());

    expect(await screen.findByText(i18next.t('validation.fillRequired'))).toBeTruthy();
    for (const path of ['userInformation.name', 'userInformation.userId', 'userInformation.phoneNumber']) {
      expect(field(path).getAttribute('aria-invalid'), path).toBe('true');
    }
    expect(screen.getAllByText(i18next.t('validation.required')).length).toBe(3);
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('says the ID must have 5–9 digits, in the spec’s words', async () => {
    serve(emptyList);
    const user = setupUser();
    renderDialog();
    await user.type(field('userInformation.userId'), '1234');
    await user.click(saveButton());
    expect(await screen.findByText('מספר זהות/ח.פ. חייב להכיל 5-9 ספרות')).toBeTruthy();
  });

  it('has the name attributes end-to-end tests rely on', () => {
    serve(emptyList);
    renderDialog();
    expect(field('userInformation.name').name).toBe('userInformation.name');
    expect(field('userInformation.phoneNumber').name).toBe('userInformation.phoneNumber');
    expect(screen.getByTestId('user-type-business')).toBeTruthy();
  });

  it('sends a valid customer with a machine, normalised, and closes with the spec’s notice', async () => {
    serve((method, path, body) =>
      method === 'POST' && path.endsWith('/createItem')
        ? json(
            sampleUser({
              userInformation: {
                ...sampleUser().userInformation,
                ...(body as { user: User }).user.userInformation,
              },
            }),
            201,
          )
        : emptyList(),
    );
    const user = setupUser();
    const { onClose } = renderDialog();
    await user.click(screen.getByTestId('user-type-business'));
    expect(screen.getByLabelText(/שם החברה/)).toBeTruthy();
    await user.type(field('userInformation.name'), ' Green Fields Ltd ');
    await user.type(field('userInformation.userId'), '51234567');
    await user.type(field('userInformation.phoneNumber'), '050-123-4567');
    await user.click(tab('machines') as HTMLElement);
    await user.click(screen.getByTestId('machine-add'));
    await user.type(field('machines.0.vinNumber'), 'jd-6155 r');
    await user.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('משתמש נוסף בהצלחה')).toBeTruthy();
    const create = requests.find((request) => request.path === '/api/users/createItem');
    expect(create?.method).toBe('POST');
    expect(create?.body).toMatchObject({
      role: 'customer',
      user: {
        userType: 'business',
        userInformation: {
          name: 'Green Fields Ltd',
          userId: '51234567',
          phoneNumber: '+972501234567',
          country: 'ישראל',
        },
        machines: [{ vinNumber: 'JD6155R', tractorNumber: '' }],
        permissions: { images: false, discounts: false, searchByVinNumber: false, fullProductDetails: false },
        notes: [],
        docs: [],
      },
    });
  });

  it('needs a chassis or vehicle number per machine, and shows the machines tab', async () => {
    serve(emptyList);
    const user = setupUser();
    renderDialog();
    await user.type(field('userInformation.name'), 'Dana Levi');
    await user.type(field('userInformation.userId'), '123456789');
    await user.type(field('userInformation.phoneNumber'), '0501234567');
    await user.click(tab('machines') as HTMLElement);
    await user.click(screen.getByTestId('machine-add'));
    await user.click(tab('basicInfo') as HTMLElement);
    await user.click(saveButton());

    expect(await screen.findByText(i18next.t('validation.machineNumberRequired'))).toBeTruthy();
    expect(tab('machines')?.getAttribute('aria-selected')).toBe('true');
    // The other tab stayed mounted with what was typed.
    expect(field('userInformation.name').value).toBe('Dana Levi');
  });

  it('puts a taken phone (409) on the phone field and keeps the dialog open with the values', async () => {
    serve((method) =>
      method === 'POST'
        ? json(
            {
              error: {
                code: 'CONFLICT',
                message: 'Phone taken',
                fields: { 'user.userInformation.phoneNumber': 'validation.phoneTaken' },
              },
            },
            409,
          )
        : emptyList(),
    );
    const user = setupUser();
    const { onClose } = renderDialog({ role: 'supplier' });
    await user.type(field('userInformation.name'), 'Glass Supplies');
    await user.type(field('userInformation.userId'), '515151515');
    await user.type(field('userInformation.phoneNumber'), '0521112223');
    await user.click(saveButton());

    expect(await screen.findByText(i18next.t('validation.phoneTaken'))).toBeTruthy();
    expect(field('userInformation.phoneNumber').getAttribute('aria-invalid')).toBe('true');
    expect(field('userInformation.phoneNumber').value).toBe('0521112223');
    expect(field('userInformation.name').value).toBe('Glass Supplies');
    expect(screen.getByText(/שגיאה בהוספת משתמש/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('users dialog: tabs per role (spec 2 §2)', () => {
  it('a customer has machines, attachments and a disabled sub-users tab', () => {
    serve(emptyList);
    renderDialog({ role: 'customer' });
    expect(tab('machines')).toBeTruthy();
    expect(tab('attachments')).toBeTruthy();
    expect((tab('subUsers') as HTMLButtonElement).disabled).toBe(true);
    expect((tab('documentHistory') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a worker has no additional info, and a disabled policies tab', () => {
    serve(emptyList);
    renderDialog({ role: 'worker' });
    expect(tab('additionalInfo')).toBeNull();
    expect(tab('machines')).toBeNull();
    expect(tab('permissions')).toBeTruthy();
    expect((tab('policies') as HTMLButtonElement).disabled).toBe(true);
  });

  it('an agent has sub-users (after saving) and contacts, but no notes', () => {
    serve(emptyList);
    renderDialog({ role: 'agent' });
    expect((tab('subUsers') as HTMLButtonElement).disabled).toBe(false);
    expect(tab('contacts')).toBeTruthy();
    expect(tab('notes')).toBeNull();
  });

  it('an installer has the warehouse and installations tabs, real ones that wait for the saved record', async () => {
    serve(emptyList);
    const user = setupUser();
    renderDialog({ role: 'installer' });
    await user.click(tab('installationsPerformed') as HTMLElement);
    expect(screen.getByTestId('installations-tab-unsaved').textContent).toBe(
      i18next.t('users.installationsTab.unsaved'),
    );
    await user.click(tab('warehouse') as HTMLElement);
    expect(screen.getByTestId('warehouse-tab-unsaved')).toBeTruthy();
    expect(screen.queryByTestId(/^pending-module-/)).toBeNull();
  });

  it('the policies tab is a real one that waits for the saved record', async () => {
    serve(emptyList);
    const user = setupUser();
    renderDialog({ role: 'agent' });
    await user.click(tab('policies') as HTMLElement);
    expect(screen.getByTestId('policies-tab-unsaved').textContent).toBe(
      i18next.t('users.policiesTab.unsaved'),
    );
    expect(requests.some((request) => request.path.includes('fetchGeneralPolicy'))).toBe(false);
  });
});

describe('users dialog: edit', () => {
  const saved = sampleUser({
    notes: [
      {
        id: 'n1',
        content: 'First call',
        createdBy: { role: 'worker', name: 'Avi', id: 'w1', date: '01/02/2025', hour: '09:30' },
        isNew: false,
      },
      {
        id: 'n2',
        content: 'Asked for a quote',
        createdBy: { role: 'worker', name: 'Avi', id: 'w1', date: '05/02/2025', hour: '11:00' },
        isNew: false,
      },
    ],
  });

  it('keeps update disabled until something changed, and again when it is typed back', async () => {
    serve(emptyList);
    const user = setupUser();
    renderDialog({ mode: 'edit', user: saved });
    expect(field('userInformation.phoneNumber').value).toBe('0501234567');
    expect(saveButton().disabled).toBe(true);
    await user.type(field('userInformation.name'), 'x');
    expect(saveButton().disabled).toBe(false);
    await user.type(field('userInformation.name'), '{Backspace}');
    expect(saveButton().disabled).toBe(true);
  });

  it('shows saved notes read-only, newest first, and sends a new note without an id', async () => {
    serve((method) => (method === 'PATCH' ? json(saved) : emptyList()));
    const user = setupUser();
    const { onClose } = renderDialog({ mode: 'edit', user: saved });
    await user.click(tab('notes') as HTMLElement);
    const panel = screen.getByTestId('user-panel-notes');
    expect(within(panel).getByTestId('note-0').textContent).toContain('Asked for a quote');
    expect(within(panel).getByTestId('note-0').textContent).toContain('05/02/2025');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(within(panel).queryByTestId('note-remove-1')).toBeNull();

    await user.click(screen.getByTestId('note-add'));
    await user.type(field('notes.0.content'), 'Called back');
    expect(within(panel).getByTestId('note-remove-0')).toBeTruthy();
    await user.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const update = requests.find((request) => request.path === '/api/users/updateItem');
    expect(update?.method).toBe('PATCH');
    expect(update?.body).toMatchObject({
      _id: saved._id,
      user: {
        notes: [
          { content: 'Called back' },
          { id: 'n2', content: 'Asked for a quote' },
          { id: 'n1', content: 'First call' },
        ],
      },
    });
    expect(screen.getByText('משתמש עודכן בהצלחה')).toBeTruthy();
  });

  it('asks before closing with unsaved changes', async () => {
    serve(emptyList);
    const user = setupUser();
    const { onClose } = renderDialog({ mode: 'edit', user: saved });
    await user.type(field('userInformation.email'), '.il');
    await user.click(screen.getByTestId('dialog-cancel'));
    expect(await screen.findByTestId('confirm-dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('confirm-yes'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('users dialog: attachments', () => {
  const stored = {
    _id: '5f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
    url: '/api/files/5f0c1a2b?signature=abc',
    name: 'license.pdf',
    path: 'users/customer/license.pdf',
    mimeType: 'application/pdf',
    size: 2048,
  };

  it('refuses too large and unsupported files by name before uploading', async () => {
    serve(emptyList);
    const user = setupUser({ applyAccept: false });
    renderDialog({ mode: 'edit', user: sampleUser() });
    await user.click(tab('attachments') as HTMLElement);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('attachment-input') as HTMLInputElement, big);
    const tooLarge = await screen.findByText('הקובץ big.pdf גדול מדי. הגודל המקסימלי הוא 5MB');
    // The toast sits outside the modal dialog, which hides it from the accessibility tree.
    const toast = tooLarge.closest('[role="status"]') as HTMLElement;
    await user.click(within(toast).getByRole('button', { hidden: true }));
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByTestId('attachment-input') as HTMLInputElement, text);
    expect(await screen.findByText('סוג הקובץ notes.txt אינו נתמך')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/files/upload')).toBe(false);
    expect(saveButton().disabled).toBe(true);
  });

  it('shows progress, lists the uploaded file with its link, and saves its id', async () => {
    let finishUpload: (response: Response) => void = () => {};
    serve((method, path) => {
      if (path === '/api/files/upload')
        return new Promise<Response>((resolve) => {
          finishUpload = resolve;
        }) as never;
      if (method === 'PATCH') return json(sampleUser({ docs: [stored] }));
      return emptyList();
    });
    const user = setupUser();
    const { onClose } = renderDialog({ mode: 'edit', user: sampleUser() });
    await user.click(tab('attachments') as HTMLElement);
    const pdf = new File(['%PDF-1.4'], 'license.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('attachment-input') as HTMLInputElement, pdf);

    expect(await screen.findByTestId('attachments-pending')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
    finishUpload(json(stored, 201));
    const link = (await screen.findByTestId('attachment-open')) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(stored.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('attachments-pending')).toBeNull();

    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const update = requests.find((request) => request.path === '/api/users/updateItem');
    expect((update?.body as { user: { docs: string[] } }).user.docs).toEqual([stored._id]);
  });
});

describe('users dialog: view', () => {
  it('has no save button and nothing can be typed', async () => {
    serve(emptyList);
    const user = setupUser();
    const { onClose } = renderDialog({ mode: 'view', user: sampleUser() });
    expect(screen.queryByTestId('dialog-save')).toBeNull();
    expect(field('userInformation.name').readOnly).toBe(true);
    expect(field('userInformation.name').value).toBe('Dana Levi');
    await user.click(tab('machines') as HTMLElement);
    expect(field('machines.0.vinNumber').readOnly).toBe(true);
    expect(screen.queryByTestId('machine-add')).toBeNull();
    await user.click(screen.getByTestId('dialog-cancel'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('users dialog: nothing typed is lost on a reload', () => {
  it('brings back a new customer’s typing when the dialog opens again, and can start over', async () => {
    serve(emptyList);
    const user = setupUser();
    renderDialog();
    await user.type(field('userInformation.name'), 'דנה לוי');
    window.dispatchEvent(new Event('pagehide'));
    cleanup();

    // Another role's new form is another draft.
    renderDialog({ role: 'agent' });
    expect(field('userInformation.name').value).toBe('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    cleanup();

    renderDialog();
    expect(field('userInformation.name').value).toBe('דנה לוי');
    expect(screen.getByTestId('draft-restored')).toBeTruthy();
    await user.click(screen.getByTestId('draft-discard'));
    expect(field('userInformation.name').value).toBe('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
  });
});
