import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { json, serve } from '../../test/serve';
import { BulkChangeDialog, type BulkChangeDialogProps } from './bulk-change-dialog';

const idOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const docsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ _id: idOf(index), docId: 100 + index }));

const onClose = vi.fn();
const onDone = vi.fn();

function renderDialog(props: Partial<BulkChangeDialogProps> = {}) {
  const user = setupUser();
  const view = renderSignedIn(
    <BulkChangeDialog
      kind="status"
      documents={docsOf(25)}
      open
      onClose={onClose}
      onDone={onDone}
      {...props}
    />,
    { role: 'worker' },
  );
  return { ...view, user };
}

async function choose(user: ReturnType<typeof setupUser>, testId: string, option: string) {
  await user.click(within(screen.getByTestId(testId).parentElement as HTMLElement).getByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(async () => {
  onClose.mockReset();
  onDone.mockReset();
  await i18next.changeLanguage('he');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bulk change of documents', () => {
  it('asks once with the count, sends 25 in chunks of 20 and 5 with a bar, then names each refusal with its reason', async () => {
    const answers: ((response: Response) => void)[] = [];
    const requests = serve((_method, path) =>
      path === '/doc/updateMany'
        ? (new Promise<Response>((resolve) => answers.push(resolve)) as unknown as Response)
        : undefined,
    );
    const sent = () => requests.filter((request) => request.path === '/doc/updateMany');
    const { user, client } = renderDialog();
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    expect(screen.getByTestId('doc-bulk-next').hasAttribute('disabled')).toBe(true);
    await choose(user, 'doc-bulk-status', 'בטיפול');
    await user.type(screen.getByTestId('doc-bulk-note'), 'הועבר לטיפול');
    await user.click(screen.getByTestId('doc-bulk-next'));
    expect(screen.getByTestId('doc-bulk-question').textContent).toBe(
      'לשנות את הסטטוס של 25 מסמכים ל„בטיפול”?',
    );
    expect(sent()).toHaveLength(0);

    await user.click(screen.getByTestId('doc-bulk-confirm'));
    const bar = await screen.findByRole('progressbar', { name: i18next.t('document-bulk.progressLabel') });
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toEqual({
      ids: docsOf(20).map((doc) => doc._id),
      changes: { generalStatus: 'בטיפול' },
      note: 'הועבר לטיפול',
    });
    expect(screen.queryByTestId('doc-bulk-cancel')).toBeNull();
    answers[0]?.(
      json({
        updated: 18,
        failed: [
          { _id: idOf(0), code: 'CONFLICT', reason: 'validation.invalidValue' },
          { _id: idOf(1), code: 'VALIDATION_FAILED', reason: 'documents.noChanges' },
        ],
      }),
    );
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('80'));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect((sent()[1]?.body as { ids: string[] }).ids).toHaveLength(5);
    answers[1]?.(json({ error: { code: 'INTERNAL', message: 'x' } }, 500));

    const summary = await screen.findByTestId('doc-bulk-result');
    expect(within(summary).getByTestId('doc-bulk-updated').textContent).toBe('עודכנו 18 מסמכים');
    const failures = within(summary).getAllByTestId('doc-bulk-failure');
    expect(failures).toHaveLength(7);
    expect(failures[0]?.textContent).toContain(i18next.t('document-bulk.reasons.CONFLICT'));
    expect(failures[0]?.textContent).toContain('מסמך 100');
    expect(failures[1]?.textContent).toContain(i18next.t('documents.noChanges'));
    expect(failures[2]?.textContent).toContain(i18next.t('document-bulk.reasons.unknown'));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalled();
    await user.click(screen.getByTestId('doc-bulk-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('assigns a person of the chosen role, or takes the role off', async () => {
    const requests = serve((_method, path, _body, url) => {
      if (path === '/users/getData' && url.searchParams.get('role') === 'installer')
        return json({
          users: [{ _id: idOf(900), userInformation: { name: 'דני מתקין' }, visibility: true }],
          total: 1,
          totalPages: 1,
        });
      if (path === '/doc/updateMany') return json({ updated: 2, failed: [] });
      return undefined;
    });
    const { user } = renderDialog({ kind: 'assign', documents: docsOf(2) });
    await choose(user, 'doc-bulk-person', 'דני מתקין');
    await user.click(screen.getByTestId('doc-bulk-next'));
    expect(screen.getByTestId('doc-bulk-question').textContent).toBe('לשייך 2 מסמכים לדני מתקין (מתקין)?');
    // Back to the choice: nothing was sent.
    await user.click(screen.getByTestId('doc-bulk-cancel'));
    await choose(user, 'doc-bulk-person', i18next.t('document-bulk.nobody'));
    await user.click(screen.getByTestId('doc-bulk-next'));
    await user.click(screen.getByTestId('doc-bulk-confirm'));
    await screen.findByTestId('doc-bulk-result');
    const sent = requests.filter((request) => request.path === '/doc/updateMany');
    expect(sent.map((request) => request.body)).toEqual([
      { ids: [idOf(0), idOf(1)], changes: { handleBy: { installer: null } } },
    ]);
  });

  it('counts in each language', async () => {
    serve();
    for (const [language, count, text] of [
      ['en', 1, 'Set the status of 1 document to “בטיפול”?'],
      ['ar', 2, 'تغيير حالة مستندين إلى „בטיפול”؟'],
      ['ru', 5, 'Изменить статус 5 документов на «בטיפול»?'],
    ] as const) {
      await switchLanguage(language);
      const { user } = renderDialog({ documents: docsOf(count) });
      await choose(user, 'doc-bulk-status', 'בטיפול');
      await user.click(screen.getByTestId('doc-bulk-next'));
      expect(screen.getByTestId('doc-bulk-question').textContent).toBe(text);
      cleanup();
    }
  });
});
