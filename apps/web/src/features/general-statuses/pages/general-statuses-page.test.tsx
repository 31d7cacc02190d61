import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { json, type RecordedRequest, sampleStatuses, serve, toastTexts } from '../test/serve';
import { GeneralStatusesPage } from './general-statuses-page';

let requests: RecordedRequest[] = [];
const sent = (path: string) => requests.filter((request) => request.path === `/settings/${path}`);
const names = () =>
  screen
    .getAllByTestId(/^general-status-\d+$/)
    .map((row) => within(row).getByTestId('general-status-name').textContent);

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('general statuses page', () => {
  it('lists the statuses in index order; system ones are marked and cannot be deleted', async () => {
    const shuffled = sampleStatuses().reverse();
    requests = serve(shuffled);
    const user = setupUser();
    renderSignedIn(<GeneralStatusesPage />, { role: 'worker' });
    const first = await screen.findByTestId('general-status-1');
    expect(first.textContent).toContain('הצעת מחיר ללקוח');
    expect(names()).toEqual(sampleStatuses().map((status) => status.value));
    expect(within(first).getByTestId('general-status-system').textContent).toBe('סטטוס מערכת');
    const locked = within(first).getByTestId('row-delete');
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(locked.getAttribute('aria-description')).toBe('לא ניתן למחוק סטטוס מערכת');
    await user.click(locked);
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    const working = screen.getByTestId('general-status-3');
    expect(working.textContent).toContain('בטיפול');
    expect(within(working).queryByTestId('general-status-system')).toBeNull();
    expect(within(working).getByTestId('row-delete').getAttribute('aria-disabled')).toBeNull();
  });

  it('says so when there are no statuses', async () => {
    requests = serve([]);
    renderSignedIn(<GeneralStatusesPage />, { role: 'worker' });
    expect((await screen.findByTestId('table-empty')).textContent).toBe(
      'אין עדיין סטטוסים. הוסיפו את הראשון.',
    );
  });

  it('adds a status: the name is required, beside the field; then it goes last with a toast', async () => {
    requests = serve();
    const user = setupUser();
    renderSignedIn(<GeneralStatusesPage />, { role: 'worker' });
    await screen.findByTestId('general-status-1');
    await user.click(screen.getByTestId('general-statuses-create'));
    const dialog = await screen.findByTestId('general-status-dialog');
    await user.click(within(dialog).getByTestId('general-status-save'));
    expect(await within(dialog).findByText('יש להזין שם סטטוס')).toBeTruthy();
    expect(sent('createGeneralStatus')).toHaveLength(0);
    await user.type(within(dialog).getByTestId('general-status-field-value'), '  נשלח  ללקוח ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toastTexts()).toContain('הסטטוס נשלח ללקוח נוסף בהצלחה'));
    expect(sent('createGeneralStatus').map((request) => request.body)).toEqual([{ status: 'נשלח ללקוח' }]);
    expect((await screen.findByTestId('general-status-8')).textContent).toContain('נשלח ללקוח');
  });

  it('shows a name the list already has as taken before sending it', async () => {
    requests = serve();
    const user = setupUser();
    renderSignedIn(<GeneralStatusesPage />, { role: 'worker' });
    await screen.findByTestId('general-status-1');
    await user.click(screen.getByTestId('general-statuses-create'));
    const dialog = await screen.findByTestId('general-status-dialog');
    await user.type(within(dialog).getByTestId('general-status-field-value'), 'בטיפול');
    await user.click(within(dialog).getByTestId('general-status-save'));
    expect(await within(dialog).findByText('סטטוס בשם זה כבר קיים, נא לבחור סטטוס ייחודי')).toBeTruthy();
    expect(sent('createGeneralStatus')).toHaveLength(0);
  });

  it('shows the server’s field error beside the field and keeps the dialog open', async () => {
    requests = serve(undefined, (_method, path) =>
      path === '/settings/createGeneralStatus'
        ? json(
            {
              error: {
                code: 'CONFLICT',
                message: 'A status with this name already exists',
                fields: { status: 'validation.statusNameTaken' },
              },
            },
            409,
          )
        : undefined,
    );
    const user = setupUser();
    renderSignedIn(<GeneralStatusesPage />, { role: 'worker' });
    await screen.findByTestId('general-status-1');
    await user.click(screen.getByTestId('general-statuses-create'));
    const dialog = await screen.findByTestId('general-status-dialog');
    const field = within(dialog).getByTestId('general-status-field-value');
    await user.type(field, 'Approved');
    await user.click(within(dialog).getByTestId('general-status-save'));
    expect(await within(dialog).findByText('סטטוס בשם זה כבר קיים, נא לבחור סטטוס ייחודי')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('general-status-dialog')).toBeTruthy();
  });

  it('enables saving an edit only when the name or the place changed, and sends what was read', async () => {
    requests = serve();
    const user = setupUser();
    renderSignedIn(<GeneralStatusesPage />, { role: 'worker' });
    const row = await screen.findByTestId('general-status-4');
    await user.click(within(row).getByTestId('row-edit'));
    const dialog = await screen.findByTestId('general-status-dialog');
    const save = within(dialog).getByTestId('general-status-save') as HTMLButtonElement;
    const name = within(dialog).getByTestId('general-status-field-value') as HTMLInputElement;
    const index = within(dialog).getByTestId('general-status-field-index') as HTMLInputElement;
    expect(name.value).toBe('ממתין לחלקים');
    expect(index.value).toBe('4');
    expect(save.disabled).toBe(true);
    await user.clear(index);
    await user.type(index, '2');
    expect(save.disabled).toBe(false);
    await user.clear(index);
    await user.type(index, '4');
    expect(save.disabled).toBe(true);
    await user.type(name, ' ');
    expect(save.disabled).toBe(true);
    await user.type(name, 'ים');
    expect(save.disabled).toBe(false);
    await user.clear(index);
    await user.type(index, '2');
    await user.click(save);
    await waitFor(() => expect(toastTexts()).toContain('הסטטוס עודכן בהצלחה'));
    expect(sent('updateGeneralStatus').map((request) => request.body)).toEqual([
      {
        id: sampleStatuses()[3]?._id,
        currentStatus: 'ממתין לחלקים',
        previousIndex: 4,
        updatedIndex: 2,
        updatedStatusName: 'ממתין לחלקים ים',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('general-status-2').textContent).toContain('ממתין לחלקים ים'),
    );
  });

  it('refuses a place outside the list beside the field', async () => {
    requests = serve();
    const user = setupUser();
    renderSignedIn(<GeneralStatusesPage />, { role: 'worker' });
    await user.click(within(await screen.findByTestId('general-status-3')).getByTestId('row-edit'));
    const dialog = await screen.findByTestId('general-status-dialog');
    const index = within(dialog).getByTestId('general-status-field-index');
    await user.clear(index);
    await user.type(index, '9');
    await user.click(within(dialog).getByTestId('general-status-save'));
    expect(await within(dialog).findByText('המיקום חייב להיות מספר שלם בין 1 למספר הסטטוסים')).toBeTruthy();
    expect(sent('updateGeneralStatus')).toHaveLength(0);
  });

  it('lets a system status move but not be renamed', async () => {
    requests = serve();
    const user = setupUser();
    renderSignedIn(<GeneralStatusesPage />, { role: 'worker' });
    await user.click(within(await screen.findByTestId('general-status-5')).getByTestId('row-edit'));
    const dialog = await screen.findByTestId('general-status-dialog');
    const name = within(dialog).getByTestId('general-status-field-value') as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(within(dialog).getByText(/אפשר לשנות את מיקומו/)).toBeTruthy();
    const index = within(dialog).getByTestId('general-status-field-index');
    await user.clear(index);
    await user.type(index, '1');
    await user.click(within(dialog).getByTestId('general-status-save'));
    await waitFor(() => expect(sent('updateGeneralStatus')).toHaveLength(1));
    expect(sent('updateGeneralStatus')[0]?.body).toMatchObject({
      updatedIndex: 1,
      updatedStatusName: 'נאסף',
    });
  });

  it('closes a stale edit with the reason and reloads the list', async () => {
    requests = serve(undefined, (_method, path) =>
      path === '/settings/updateGeneralStatus'
        ? json(
            {
              error: {
                code: 'CONFLICT',
                message: 'moved',
                fields: { previousIndex: 'validation.statusChanged' },
              },
            },
            409,
          )
        : undefined,
    );
    const user = setupUser();
    renderSignedIn(<GeneralStatusesPage />, { role: 'worker' });
    await user.click(within(await screen.findByTestId('general-status-3')).getByTestId('row-edit'));
    const dialog = await screen.findByTestId('general-status-dialog');
    await user.type(within(dialog).getByTestId('general-status-field-value'), ' דחוף');
    const loads = sent('getGeneralStatuses').length;
    await user.click(within(dialog).getByTestId('general-status-save'));
    await waitFor(() => expect(toastTexts().join()).toContain('הסטטוס שונה בינתיים על ידי משתמש אחר'));
    await waitFor(() => expect(screen.queryByTestId('general-status-dialog')).toBeNull());
    await waitFor(() => expect(sent('getGeneralStatuses').length).toBeGreaterThan(loads));
  });

  it('deletes a status after confirmation; cancelling sends nothing', async () => {
    requests = serve();
    const user = setupUser();
    renderSignedIn(<GeneralStatusesPage />, { role: 'worker' });
    const row = await screen.findByTestId('general-status-3');
    await user.click(within(row).getByTestId('row-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('בטיפול');
    await user.click(within(confirm).getByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(sent('deleteGeneralStatus')).toHaveLength(0);
    await user.click(within(screen.getByTestId('general-status-3')).getByTestId('row-delete'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-yes'));
    await waitFor(() => expect(toastTexts()).toContain('הסטטוס בטיפול נמחק'));
    expect(sent('deleteGeneralStatus').map((request) => request.body)).toEqual([
      { id: sampleStatuses()[2]?._id },
    ]);
    await waitFor(() => expect(screen.getByTestId('general-status-3').textContent).toContain('ממתין לחלקים'));
    expect(screen.queryByTestId('general-status-7')).toBeNull();
  });

  it('shows the list without changing it to someone who may only read', async () => {
    requests = serve();
    renderSignedIn(<GeneralStatusesPage />, { role: 'installer' });
    await screen.findByTestId('general-status-1');
    expect(screen.queryByTestId('general-statuses-create')).toBeNull();
    expect(screen.queryByTestId('row-edit')).toBeNull();
  });
});
