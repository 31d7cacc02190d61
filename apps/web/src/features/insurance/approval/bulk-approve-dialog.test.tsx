import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, switchLanguage } from '../../../app/i18n';
import { renderSignedIn } from '../../../ui/test-signed-in';
import { setupUser } from '../../../ui/test-user';
import { BulkApproveDialog, type BulkApproveDialogProps } from './bulk-approve-dialog';

type Handler = (body: { ids: string[] }) => Response | Promise<Response>;
let requests: { path: string; ids: string[] }[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const idOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const fortyIds = Array.from({ length: 40 }, (_, index) => idOf(index));

function serve(path: string, handler: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = JSON.parse(String(init.body)) as { ids: string[] };
      requests.push({ path: url.pathname, ids: body.ids });
      if (url.pathname === path) return handler(body);
      return json({ error: { code: 'NOT_FOUND', message: 'No route' } }, 404);
    }),
  );
}

const onClose = vi.fn();
const onDone = vi.fn();

function renderDialog(props: Partial<BulkApproveDialogProps> = {}) {
  const user = setupUser();
  const view = renderSignedIn(
    <BulkApproveDialog kind="policy" ids={fortyIds} open onClose={onClose} onDone={onDone} {...props} />,
    { role: 'worker' },
  );
  return { ...view, user };
}

beforeEach(async () => {
  requests = [];
  onClose.mockReset();
  onDone.mockReset();
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bulk approval dialog', () => {
  it('asks once, sends 40 subscriptions in chunks of 20 with a bar that counts them, then says 40 approved', async () => {
    const answers: ((response: Response) => void)[] = [];
    serve(
      '/api/insurance/subscriptions/approveMany',
      () =>
        new Promise((resolve) => {
          answers.push(resolve);
        }),
    );
    const { user, client } = renderDialog();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect((await screen.findByTestId('bulk-approve-question')).textContent).toBe('לאשר 40 מנויים?');
    expect(requests).toHaveLength(0);

    await user.click(screen.getByTestId('bulk-approve-confirm'));
    const bar = await screen.findByRole('progressbar', { name: i18next.t('approval.bulk.progressLabel') });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.ids).toEqual(fortyIds.slice(0, 20));

    // Neither Esc nor a click outside closes it while sending.
    fireEvent.keyDown(screen.getByTestId('bulk-approve-dialog'), { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('bulk-approve-cancel')).toBeNull();

    answers[0]?.(json({ approved: 20, failed: [] }));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByTestId('bulk-approve-progress').textContent).toContain('20');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.ids).toEqual(fortyIds.slice(20));
    answers[1]?.(json({ approved: 20, failed: [] }));

    const summary = await screen.findByTestId('bulk-approve-result');
    expect(within(summary).getByTestId('bulk-approve-approved').textContent).toBe('40 אושרו');
    expect(summary.textContent).toContain(i18next.t('approval.bulk.pdfQueued'));
    expect(within(summary).queryByTestId('bulk-approve-failures')).toBeNull();
    expect(onDone).toHaveBeenCalledWith({ approved: 40, failed: [] });
    for (const path of [
      '/api/insurance/subscriptions/fetchGeneralPolicy',
      '/api/generalPolicies/getAgentPendingPoliciesByAgentType',
      '/api/insurance/serviceCall/getServiceCalls',
      '/api/insurance/subscriptions/agentDashboard',
    ])
      expect(invalidate).toHaveBeenCalledWith({ queryKey: [path] });

    await user.click(screen.getByTestId('bulk-approve-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lists each service call not approved with a translated reason, a failed chunk included', async () => {
    const ids = Array.from({ length: 25 }, (_, index) => idOf(index));
    serve('/api/insurance/serviceCall/approveMany', (body) => {
      if (body.ids.length === 5) return json({ error: { code: 'INTERNAL', message: 'Unexpected' } }, 500);
      return json({
        approved: 18,
        failed: [
          { _id: idOf(0), code: 'CONFLICT' },
          { _id: idOf(1), code: 'NOT_FOUND' },
        ],
      });
    });
    const { user } = renderDialog({ kind: 'serviceCall', ids });
    expect((await screen.findByTestId('bulk-approve-question')).textContent).toBe('לאשר 25 קריאות שירות?');
    await user.click(screen.getByTestId('bulk-approve-confirm'));

    const summary = await screen.findByTestId('bulk-approve-result');
    expect(within(summary).getByTestId('bulk-approve-approved').textContent).toBe('18 אושרו');
    // Only subscriptions have PDFs to prepare.
    expect(summary.textContent).not.toContain(i18next.t('approval.bulk.pdfQueued'));
    const failures = within(summary).getAllByTestId('bulk-approve-failure');
    expect(failures).toHaveLength(7);
    expect(failures[0]?.textContent).toContain(i18next.t('approval.bulk.reasons.CONFLICT'));
    expect(failures[0]?.textContent).toContain(idOf(0));
    expect(failures[1]?.textContent).toContain(i18next.t('approval.bulk.reasons.NOT_FOUND'));
    expect(failures[2]?.textContent).toContain(i18next.t('approval.bulk.reasons.unknown'));
    expect(failures[2]?.textContent).toContain(idOf(20));
    expect(onDone).toHaveBeenCalledWith({
      approved: 18,
      failed: [
        { _id: idOf(0), code: 'CONFLICT' },
        { _id: idOf(1), code: 'NOT_FOUND' },
        ...ids.slice(20).map((_id) => ({ _id, code: 'INTERNAL' })),
      ],
    });
  });

  it('cancelling the question sends nothing', async () => {
    serve('/api/insurance/subscriptions/approveMany', () => json({ approved: 0, failed: [] }));
    const { user } = renderDialog();
    await user.click(await screen.findByTestId('bulk-approve-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
  });

  it('asks in the person’s language, counted', async () => {
    serve('/api/insurance/subscriptions/approveMany', () => json({ approved: 1, failed: [] }));
    await switchLanguage('en');
    renderDialog();
    expect((await screen.findByTestId('bulk-approve-question')).textContent).toBe(
      'Approve 40 subscriptions?',
    );
    cleanup();
    await switchLanguage('ru');
    renderDialog({ ids: fortyIds.slice(0, 1) });
    expect((await screen.findByTestId('bulk-approve-question')).textContent).toBe('Утвердить 1 подписку?');
    cleanup();
    await switchLanguage('ar');
    renderDialog({ ids: fortyIds.slice(0, 2) });
    expect((await screen.findByTestId('bulk-approve-question')).textContent).toBe('الموافقة على اشتراكين؟');
  });
});
