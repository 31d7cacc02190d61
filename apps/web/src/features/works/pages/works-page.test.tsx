import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role, Work } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { calibration, json, type RecordedRequest, sampleWork, serve, worksPath } from '../test/serve';
import { WorksPage } from './works-page';

const installation = sampleWork();

/** A small works server: the list, the next number, create, update and delete over `works`. */
function serveWorks(
  options: { works?: Work[]; next?: string[]; onCreate?: (body: unknown) => Response } = {},
) {
  let works = options.works ?? [installation, calibration];
  const numbers = options.next ?? ['1700003'];
  let asked = 0;
  const requests = serve((_method, path, body) => {
    if (path === worksPath('fetchWorksProducts'))
      return json({ works, total: works.length, totalPages: Math.max(1, Math.ceil(works.length / 15)) });
    if (path === worksPath('getLastWorkId')) {
      const newWorkId = numbers[Math.min(asked, numbers.length - 1)];
      asked += 1;
      return json({ newWorkId });
    }
    if (path === worksPath('createWorkProduct')) {
      if (options.onCreate) return options.onCreate(body);
      const input = body as { name: string; price: string; catalogNumber?: string };
      const created = sampleWork({
        _id: 'a7b8c9d0-1e2f-4a3b-8c4d-5e6f708192a3',
        catalogNumber: input.catalogNumber ?? '1700099',
        name: input.name,
        price: Number(input.price),
      });
      works = [...works, created];
      return json(created, 201);
    }
    if (path === worksPath('updateWorkProduct')) {
      const input = body as Work;
      works = works.map((work) =>
        work._id === input._id ? { ...work, ...input, price: Number(input.price) } : work,
      );
      return json(works.find((work) => work._id === input._id));
    }
    if (path === worksPath('deleteWorksProduct')) {
      const { _id } = body as { _id: string };
      works = works.filter((work) => work._id !== _id);
      return json({ deletedWorkProduct: { _id } });
    }
    return undefined;
  });
  return requests;
}

const sent = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => request.path === worksPath(call));

function renderPage(role: Role = 'worker') {
  return renderSignedIn(<WorksPage />, { role });
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('works page: the list', () => {
  it('shows the first page of 15 (page 0 of the call) with number, name and price in shekels', async () => {
    const requests = serveWorks();
    renderPage();
    const row = await screen.findByTestId(`row-${calibration._id}`);
    expect(within(row).getByText('1700002')).toBeTruthy();
    expect(within(row).getByText('כיול מצלמה')).toBeTruthy();
    expect(within(row).getByText('₪250.5')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'עבודות' })).toBeTruthy();
    expect(sent(requests, 'fetchWorksProducts')[0]?.body).toEqual({ page: 0, pageSize: 15 });
  });

  it('searches by what was typed, trimmed, from the first page', async () => {
    const requests = serveWorks();
    const user = setupUser();
    renderPage();
    await screen.findByTestId(`row-${installation._id}`);
    await user.type(screen.getByTestId('works-search'), '  כיול {Enter}');
    await waitFor(() =>
      expect(sent(requests, 'fetchWorksProducts').at(-1)?.body).toEqual({
        page: 0,
        pageSize: 15,
        search: 'כיול',
      }),
    );
  });

  it('says so when there are no works, and when the list cannot load', async () => {
    serveWorks({ works: [] });
    renderPage();
    expect((await screen.findByTestId('table-empty')).textContent).toBe('אין עבודות עדיין');
    cleanup();
    vi.unstubAllGlobals();
    serve(() => json({ error: { code: 'INTERNAL', message: 'down' } }, 500));
    renderPage();
    expect(await screen.findAllByText('שגיאה בטעינת נתונים')).not.toHaveLength(0);
  });

  it.each<Role>([
    'agent',
    'storekeeper',
  ])('shows %s the works read-only: no add, edit or delete', async (role) => {
    serveWorks();
    const user = setupUser();
    renderPage(role);
    const row = await screen.findByTestId(`row-${installation._id}`);
    expect(screen.queryByTestId('works-add')).toBeNull();
    expect(within(row).queryByTestId('row-edit')).toBeNull();
    expect(within(row).queryByTestId('row-delete')).toBeNull();
    await user.click(within(row).getByTestId('row-view'));
    const dialog = await screen.findByTestId('work-dialog');
    expect((within(dialog).getByTestId('work-field-name') as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).queryByTestId('dialog-save')).toBeNull();
  });
});

describe('works page: the dialog', () => {
  it("creates a work with the next number shown read-only, after the spec's messages beside the empty fields", async () => {
    const requests = serveWorks();
    const user = setupUser();
    renderPage();
    await screen.findByTestId(`row-${installation._id}`);
    await user.click(screen.getByTestId('works-add'));
    const dialog = await screen.findByTestId('work-dialog');
    const number = within(dialog).getByTestId('work-field-catalogNumber') as HTMLInputElement;
    await waitFor(() => expect(number.value).toBe('1700003'));
    expect(number.readOnly).toBe(true);
    expect(within(dialog).getByTestId('work-tab-general').textContent).toBe('פרטים כלליים');

    await user.click(within(dialog).getByTestId('dialog-save'));
    expect(await within(dialog).findByText('יש להזין שם עבודה')).toBeTruthy();
    expect(within(dialog).getByText('יש להזין מחיר עבודה')).toBeTruthy();
    expect(sent(requests, 'createWorkProduct')).toHaveLength(0);

    await user.type(within(dialog).getByTestId('work-field-name'), 'ליטוש שמשה');
    await user.type(within(dialog).getByTestId('work-field-price'), '12.345');
    await user.click(within(dialog).getByTestId('dialog-save'));
    expect(await within(dialog).findByText(i18next.t('validation.priceFormat'))).toBeTruthy();

    await user.clear(within(dialog).getByTestId('work-field-price'));
    await user.type(within(dialog).getByTestId('work-field-price'), '120.5');
    await user.click(within(dialog).getByTestId('dialog-save'));
    expect(await screen.findByText('עבודה נוצרה בהצלחה')).toBeTruthy();
    expect(sent(requests, 'createWorkProduct')[0]?.body).toEqual({
      name: 'ליטוש שמשה',
      price: 120.5,
      catalogNumber: '1700003',
    });
    await waitFor(() => expect(screen.queryByTestId('work-dialog')).toBeNull());
    expect(await screen.findByText('ליטוש שמשה')).toBeTruthy();
  });

  it('says the number is taken beside it when another work took it, and offers the next one', async () => {
    const requests = serveWorks({
      next: ['1700003', '1700004'],
      onCreate: () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: 'taken',
              fields: { catalogNumber: 'validation.workCatalogNumberTaken' },
            },
          },
          409,
        ),
    });
    const user = setupUser();
    renderPage();
    await screen.findByTestId(`row-${installation._id}`);
    await user.click(screen.getByTestId('works-add'));
    const dialog = await screen.findByTestId('work-dialog');
    const number = within(dialog).getByTestId('work-field-catalogNumber') as HTMLInputElement;
    await waitFor(() => expect(number.value).toBe('1700003'));
    await user.type(within(dialog).getByTestId('work-field-name'), 'עבודה חדשה');
    await user.type(within(dialog).getByTestId('work-field-price'), '99');
    await user.click(within(dialog).getByTestId('dialog-save'));

    // Beside the number: the spec's message, and that the next number is now offered.
    const field = number.closest('.MuiFormControl-root') as HTMLElement;
    await waitFor(() => expect(number.value).toBe('1700004'));
    expect(await within(field).findByText('מק"ט עבודה כבר קיים. נקבע מק"ט חדש, אפשר לשמור שוב')).toBeTruthy();
    expect(screen.getByTestId('work-dialog')).toBeTruthy();
    expect(sent(requests, 'getLastWorkId')).toHaveLength(2);
  });

  it('edits a work: update stays disabled until something changed, and sends the work with its number', async () => {
    const requests = serveWorks();
    const user = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${calibration._id}`);
    await user.click(within(row).getByTestId('row-edit'));
    const dialog = await screen.findByTestId('work-dialog');
    expect((within(dialog).getByTestId('work-field-catalogNumber') as HTMLInputElement).value).toBe(
      '1700002',
    );
    const save = within(dialog).getByTestId('dialog-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const price = within(dialog).getByTestId('work-field-price');
    await user.clear(price);
    await user.type(price, '300');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByText(i18next.t('works.notices.updated'))).toBeTruthy();
    expect(sent(requests, 'updateWorkProduct')[0]).toMatchObject({
      method: 'PATCH',
      body: { _id: calibration._id, catalogNumber: '1700002', name: 'כיול מצלמה', price: 300 },
    });
    expect(await within(await screen.findByTestId(`row-${calibration._id}`)).findByText('₪300')).toBeTruthy();
  });

  it("shows the spec's error when an update fails and keeps what was typed", async () => {
    serveWorks();
    const user = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${calibration._id}`);
    vi.unstubAllGlobals();
    serve((_method, path) =>
      path === worksPath('updateWorkProduct')
        ? json({ error: { code: 'INTERNAL', message: 'down' } }, 500)
        : json({ works: [calibration], total: 1, totalPages: 1 }),
    );
    await user.click(within(row).getByTestId('row-edit'));
    const dialog = await screen.findByTestId('work-dialog');
    await user.type(within(dialog).getByTestId('work-field-name'), ' מתקדם');
    await user.click(within(dialog).getByTestId('dialog-save'));
    expect(await screen.findByText('שגיאה בעדכון עבודה')).toBeTruthy();
    expect((within(dialog).getByTestId('work-field-name') as HTMLInputElement).value).toBe(
      'כיול מצלמה מתקדם',
    );
  });
});

describe('works page: deleting', () => {
  it('deletes only after a confirmation naming the work, then refreshes the list', async () => {
    const requests = serveWorks();
    const user = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${installation._id}`);

    await user.click(within(row).getByTestId('row-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain(installation.name);
    expect(confirm.textContent).toContain('1700001');
    expect(confirm.textContent).toContain('לא ניתן לבטל פעולה זו');
    await user.click(within(confirm).getByTestId('confirm-no'));
    expect(sent(requests, 'deleteWorksProduct')).toHaveLength(0);

    await user.click(within(row).getByTestId('row-delete'));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('עבודה נמחקה בהצלחה')).toBeTruthy();
    expect(sent(requests, 'deleteWorksProduct')[0]).toMatchObject({
      method: 'PATCH',
      body: { _id: installation._id },
    });
    await waitFor(() => expect(screen.queryByTestId(`row-${installation._id}`)).toBeNull());
  });

  it("says 'שגיאה במחיקת עבודה' when the delete fails", async () => {
    serve((_method, path) =>
      path === worksPath('deleteWorksProduct')
        ? json({ error: { code: 'NOT_FOUND', message: 'gone' } }, 404)
        : json({ works: [installation], total: 1, totalPages: 1 }),
    );
    const user = setupUser();
    renderPage();
    const row = await screen.findByTestId(`row-${installation._id}`);
    await user.click(within(row).getByTestId('row-delete'));
    await user.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('שגיאה במחיקת עבודה')).toBeTruthy();
  });
});
