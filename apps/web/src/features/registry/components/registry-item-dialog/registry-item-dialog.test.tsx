import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleRegistryItem } from '../../test/sample-registry-items';
import { findToast } from '../../test/toast';
import { RegistryItemDialog, type RegistryItemDialogProps } from './registry-item-dialog';

let requests: { method: string; url: URL; body: unknown }[] = [];

function serve(handler: (method: string, url: URL, body: unknown) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, url, body });
      return handler(method, url, body);
    }),
  );
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const writes = () => requests.filter((request) => request.method !== 'GET');

function renderDialog(props: Partial<RegistryItemDialogProps> = {}, role: Role = 'worker') {
  const onClose = vi.fn();
  const defaults: RegistryItemDialogProps = { open: true, mode: 'create', category: 'braidTools', onClose };
  const result = renderSignedIn(<RegistryItemDialog {...defaults} {...props} />, { role });
  return { ...result, onClose };
}

const field = (name: string) => screen.getByTestId(`registry-field-${name}`) as HTMLInputElement;
const saveButton = () => screen.getByTestId('dialog-save') as HTMLButtonElement;

beforeEach(async () => {
  requests = [];
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registry item dialog: create', () => {
  it('shows only vehicle details and images and documents (spec 3 §2.9)', () => {
    serve(() => json({}));
    renderDialog();
    expect(screen.getByTestId('registry-tab-details')).toBeTruthy();
    expect(screen.getByTestId('registry-tab-files')).toBeTruthy();
    for (const hidden of ['items', 'customers', 'insurance']) {
      expect(screen.queryByTestId(`registry-tab-${hidden}`), hidden).toBeNull();
    }
  });

  it('has the category’s own fields with readable labels', () => {
    serve(() => json({}));
    renderDialog();
    expect(screen.getByLabelText('כוח סוס')).toBe(field('koah_sus'));
    expect(field('koah_sus').name).toBe('details.koah_sus');
    expect(screen.getByLabelText('כושר הרמה (טון)')).toBeTruthy();
    expect(screen.queryByTestId('registry-field-tkina_EU')).toBeNull();
  });

  it('says all required fields must be filled under the title "error", lists the errors, and sends nothing', async () => {
    serve(() => json({}));
    const user = setupUser();
    renderDialog();
    await user.click(saveButton());

    const message = await findToast();
    expect(message.textContent).toContain('שגיאה');
    expect(message.textContent).toContain('יש למלא את כל שדות החובה');
    expect(message.textContent).toContain('מספר רישוי: שדה חובה');
    expect(message.textContent).toContain('שנת ייצור: שדה חובה');
    for (const name of ['mispar_rechev', 'mispar_shilda', 'tozeret_nm', 'degem_nm', 'shnat_yitzur']) {
      expect(field(name).getAttribute('aria-invalid'), name).toBe('true');
    }
    expect(field('sug_tzama_nm').getAttribute('aria-invalid')).toBe('false');
    expect(writes()).toEqual([]);
  });

  it('needs a year of exactly 4 digits, in the spec’s words, next to the field', async () => {
    serve(() => json({}));
    const user = setupUser();
    renderDialog();
    await user.type(field('mispar_rechev'), '12-345-67');
    await user.type(field('mispar_shilda'), 'ab 123');
    await user.type(field('tozeret_nm'), 'JOHN DEERE');
    await user.type(field('degem_nm'), '6155R');
    await user.type(field('shnat_yitzur'), '19');
    await user.click(saveButton());

    const message = await findToast();
    expect(message.textContent).toContain('שנת ייצור: חייב להכיל בדיוק 4 ספרות');
    const yearField = field('shnat_yitzur').closest('.MuiFormControl-root') as HTMLElement;
    expect(within(yearField).getByText('חייב להכיל בדיוק 4 ספרות')).toBeTruthy();
    expect(field('mispar_rechev').getAttribute('aria-invalid')).toBe('false');
    expect(writes()).toEqual([]);
  });

  it('creates a valid record, normalised, with the spec’s notice', async () => {
    serve((method, url, body) =>
      method === 'POST' && url.pathname === '/api/gov/createItem'
        ? json(sampleRegistryItem({ ...(body as { item: object }).item, createdByGov: false }), 201)
        : json({}),
    );
    const user = setupUser();
    const onSaved = vi.fn();
    const { onClose } = renderDialog({ onSaved });
    await user.type(field('mispar_rechev'), '12-345-67');
    await user.type(field('mispar_shilda'), 'ab 123');
    await user.type(field('tozeret_nm'), ' JOHN DEERE ');
    await user.type(field('degem_nm'), '6155R');
    await user.type(field('shnat_yitzur'), '2019');
    await user.type(field('koah_sus'), '155');
    await user.click(saveButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await findToast('הכלי נוצר בהצלחה');
    expect(onSaved).toHaveBeenCalled();
    const [create] = writes();
    expect(create?.url.pathname).toBe('/api/gov/createItem');
    expect(create?.body).toEqual({
      category: 'braidTools',
      item: {
        mispar_rechev: '1234567',
        mispar_shilda: 'AB123',
        tozeret_nm: 'JOHN DEERE',
        degem_nm: '6155R',
        shnat_yitzur: '2019',
        sug_tzama_nm: '',
        details: { koah_sus: '155' },
        files: [],
      },
    });
  });

  it('puts "already exists" (409) on the plate, says so, and keeps what was typed', async () => {
    serve((method) =>
      method === 'POST'
        ? json(
            {
              error: {
                code: 'CONFLICT',
                message: 'exists',
                fields: { 'item.mispar_rechev': 'validation.itemExists' },
              },
            },
            409,
          )
        : json({}),
    );
    const user = setupUser();
    const { onClose } = renderDialog();
    await user.type(field('mispar_rechev'), '1234567');
    await user.type(field('mispar_shilda'), 'AB123');
    await user.type(field('tozeret_nm'), 'JOHN DEERE');
    await user.type(field('degem_nm'), '6155R');
    await user.type(field('shnat_yitzur'), '2019');
    await user.click(saveButton());

    await findToast('הכלי כבר קיים');
    await waitFor(() => expect(field('mispar_rechev').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('כבר קיים כלי עם המספר הזה')).toBeTruthy();
    expect(field('mispar_shilda').value).toBe('AB123');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('registry item dialog: edit and view', () => {
  const item = sampleRegistryItem();

  it('shows all five tabs, and keeps update disabled until something changed', async () => {
    serve(() => json({}));
    const user = setupUser();
    renderDialog({ mode: 'edit', item });
    for (const tab of ['details', 'items', 'customers', 'files', 'insurance']) {
      expect(screen.getByTestId(`registry-tab-${tab}`), tab).toBeTruthy();
    }
    expect(field('koah_sus').value).toBe('155');
    expect(saveButton().disabled).toBe(true);

    await user.type(field('degem_nm'), 'X');
    expect(saveButton().disabled).toBe(false);
    await user.type(field('degem_nm'), '{Backspace}');
    expect(saveButton().disabled).toBe(true);

    // Spaces alone are no change: the value sent is trimmed.
    await user.type(field('tozeret_nm'), '  ');
    expect(saveButton().disabled).toBe(true);
  });

  it('updates with the record’s id', async () => {
    serve((method, _url, body) =>
      method === 'PATCH' ? json({ ...item, ...(body as { item: object }).item }) : json({}),
    );
    const user = setupUser();
    const { onClose } = renderDialog({ mode: 'edit', item });
    await user.clear(field('shnat_yitzur'));
    await user.type(field('shnat_yitzur'), '2020');
    await user.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await findToast('הכלי עודכן בהצלחה');
    const [update] = writes();
    expect(update?.url.pathname).toBe('/api/gov/updateItem');
    expect(update?.body).toMatchObject({
      category: 'braidTools',
      item: { _id: item._id, shnat_yitzur: '2020' },
    });
  });

  it('says an update failed, in the spec’s words, and stays open', async () => {
    serve((method) =>
      method === 'PATCH' ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500) : json({}),
    );
    const user = setupUser();
    const { onClose } = renderDialog({ mode: 'edit', item });
    await user.type(field('degem_nm'), 'X');
    await user.click(saveButton());
    await findToast('הכלי לא עודכן כראוי');
    expect(onClose).not.toHaveBeenCalled();
    expect(field('degem_nm').value).toBe('6155RX');
  });

  it('lists the customers whose machines carry the chassis or the plate', async () => {
    serve((_method, url) =>
      url.pathname === '/api/users/getItemByFields'
        ? json({
            items: [
              {
                _id: 'c1',
                userInformation: { name: 'Dana Levi', phoneNumber: '+972501234567' },
                machines: [{ vinNumber: item.mispar_shilda, tractorNumber: '' }],
              },
            ],
          })
        : json({}),
    );
    const user = setupUser();
    renderDialog({ mode: 'view', item });
    await user.click(screen.getByTestId('registry-tab-customers'));
    const list = await screen.findByTestId('registry-customers-list');
    expect(list.textContent).toContain('Dana Levi');
    expect(list.textContent).toContain('0501234567');
    const lookup = requests.find((request) => request.url.pathname === '/api/users/getItemByFields');
    expect(lookup?.url.searchParams.get('role')).toBe('customer');
    expect(JSON.parse(lookup?.url.searchParams.get('fields') ?? '[]')).toEqual([
      { 'machines.vinNumber': item.mispar_shilda },
      { 'machines.tractorNumber': item.mispar_rechev },
    ]);
    expect(screen.getByTestId('registry-customers-link').getAttribute('href')).toBe(
      '/dashboard/worker/users/customer',
    );
  });

  it('view mode is read-only and has no save button', () => {
    serve(() => json({}));
    renderDialog({ mode: 'view', item });
    expect(screen.queryByTestId('dialog-save')).toBeNull();
    expect(field('mispar_rechev').readOnly).toBe(true);
    expect(screen.getByTestId('registry-item-source').textContent).toBe('מהמאגר הממשלתי');
  });
});

describe('registry item dialog: images and documents', () => {
  it('refuses a file over 5 MB or of another type before uploading, naming it', async () => {
    serve(() => json({}));
    const user = setupUser({ applyAccept: false });
    renderDialog();
    await user.click(screen.getByTestId('registry-tab-files'));
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(screen.getByTestId('registry-files-input-photo'), big);
    const tooLarge = await findToast('big.jpg');
    expect(tooLarge.textContent).toContain('גדול מדי');
    // Toasts show one at a time: close this one to see the next.
    await user.click(within(tooLarge).getByRole('button', { hidden: true }));
    await user.upload(
      screen.getByTestId('registry-files-input-photo'),
      new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }),
    );
    expect((await findToast('manual.pdf')).textContent).toContain('אינו נתמך');
    expect(requests.filter((request) => request.url.pathname === '/api/files/upload')).toEqual([]);
  });

  it('uploads a photo, shows its thumbnail, and counts it as a change', async () => {
    serve((method, url) =>
      method === 'POST' && url.pathname === '/api/files/upload'
        ? json({
            _id: '5f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
            url: '/api/files/signed/front.jpg',
            name: 'front.jpg',
            path: 'photo/front.jpg',
            mimeType: 'image/jpeg',
            size: 3,
          })
        : json({}),
    );
    const user = setupUser();
    renderDialog({ mode: 'edit', item: sampleRegistryItem() });
    expect(saveButton().disabled).toBe(true);
    await user.click(screen.getByTestId('registry-tab-files'));
    await user.upload(
      screen.getByTestId('registry-files-input-photo'),
      new File(['abc'], 'front.jpg', { type: 'image/jpeg' }),
    );
    const image = (await screen.findByAltText('front.jpg')) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/files/signed/front.jpg');
    expect(saveButton().disabled).toBe(false);
    await user.click(screen.getByTestId('registry-file-remove'));
    expect(screen.queryByAltText('front.jpg')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });
});

describe('registry item dialog: nothing typed is lost on a reload', () => {
  it('brings back what was typed when the record is opened again, and can start over', async () => {
    const item = sampleRegistryItem();
    serve(() => json({}));
    const user = setupUser();
    renderDialog({ mode: 'edit', item });
    await user.clear(field('koah_sus'));
    await user.type(field('koah_sus'), '160');
    window.dispatchEvent(new Event('pagehide'));
    cleanup();

    renderDialog({ mode: 'edit', item });
    expect(field('koah_sus').value).toBe('160');
    expect(screen.getByTestId('draft-restored')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
    await setupUser().click(screen.getByTestId('draft-discard'));
    expect(field('koah_sus').value).toBe('155');
    expect(saveButton().disabled).toBe(true);
  });
});
