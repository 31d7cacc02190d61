import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { MaintenanceReport } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { DevelopSettingsPage } from './develop-settings-page';

let requests: { method: string; path: string; body: unknown }[] = [];

function serve(handler: (path: string) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      requests.push({
        method: init.method ?? 'GET',
        path: url.pathname,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return handler(url.pathname);
    }),
  );
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const usersReport: MaintenanceReport = {
  job: 'convertUserStructure',
  examined: 1204,
  changed: 2,
  skipped: 1,
  samples: [
    { record: 'Dana Levi', before: '052-700 0001', after: '+972527000001' },
    { record: 'Yossi Cohen', before: 'ab-12 3 / ', after: 'AB123 / ' },
  ],
  durationMs: 1500,
};

beforeEach(() => {
  requests = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('maintenance develop settings page', () => {
  it('runs a job only after confirmation and shows its report with examples', async () => {
    let finish: (response: Response) => void = () => {};
    serve(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    const user = setupUser();
    renderWithProviders(<DevelopSettingsPage />);
    const card = screen.getByTestId('job-convertUserStructure');

    await user.click(within(card).getByTestId('job-convertUserStructure-run'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      i18next.t('maintenance.jobs.convertUserStructure.confirm'),
    );
    await user.click(screen.getByTestId('confirm-no'));
    expect(requests).toHaveLength(0);

    await user.click(within(card).getByTestId('job-convertUserStructure-run'));
    await user.click(screen.getByTestId('confirm-yes'));
    expect(await within(card).findByTestId('job-convertUserStructure-progress')).toBeTruthy();
    expect((within(card).getByTestId('job-convertUserStructure-run') as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(requests).toEqual([{ method: 'POST', path: '/api/settings/convertUserStructure', body: {} }]);

    finish(json(usersReport));
    const report = await within(card).findByTestId('report-convertUserStructure');
    expect(within(report).getByTestId('report-examined').textContent).toBe('1,204');
    expect(within(report).getByTestId('report-changed').textContent).toBe('2');
    expect(within(report).getByTestId('report-skipped').textContent).toBe('1');
    const samples = within(report).getAllByTestId('report-sample');
    expect(samples).toHaveLength(2);
    expect(samples[0]?.textContent).toContain('052-700 0001');
    expect(samples[0]?.textContent).toContain('+972527000001');
    expect(within(card).queryByTestId('job-convertUserStructure-progress')).toBeNull();
  });

  it('runs the documents job and shows its report', async () => {
    serve(() =>
      json({
        job: 'convertDocStructure',
        examined: 60,
        changed: 1,
        skipped: 0,
        durationMs: 40,
        samples: [{ record: 'priceQuote 12', before: '1', after: '608 (docTotalPrice)' }],
      }),
    );
    const user = setupUser();
    renderWithProviders(<DevelopSettingsPage />);
    await user.click(screen.getByTestId('job-convertDocStructure-run'));
    await user.click(screen.getByTestId('confirm-yes'));
    const report = await screen.findByTestId('report-convertDocStructure');
    expect(within(report).getByTestId('report-changed').textContent).toBe('1');
    expect(within(report).getByTestId('report-sample').textContent).toContain('priceQuote 12');
  });

  it('shows a failed job as an error and lets it run again', async () => {
    serve(() => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    const user = setupUser();
    renderWithProviders(<DevelopSettingsPage />);
    await user.click(screen.getByTestId('job-convertGovStructure-run'));
    await user.click(screen.getByTestId('confirm-yes'));
    const error = await screen.findByTestId('job-convertGovStructure-error');
    expect(error.textContent).toContain(i18next.t('maintenance.failed'));
    expect((screen.getByTestId('job-convertGovStructure-run') as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for a red confirmation before removing fit-list entries', async () => {
    serve(() => json({ ...usersReport, job: 'removeProductArraysUtil', samples: [] }));
    const user = setupUser();
    renderWithProviders(<DevelopSettingsPage />);
    await user.click(screen.getByTestId('job-removeProductArraysUtil-run'));
    // Destructive: the focus starts on cancel, so Enter does not remove by accident.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('confirm-no')));
    await user.click(screen.getByTestId('confirm-yes'));
    expect(await screen.findByText(i18next.t('maintenance.report.noChanges'))).toBeTruthy();
    expect(requests[0]?.path).toBe('/api/settings/removeProductArraysUtil');
  });

  it('rebuilds the manufacturer catalogue through the catalogue call and reports its size', async () => {
    serve(() => json({ manufacturers: 41, models: 310, manufacturersAdded: 3, modelsAdded: 12 }));
    const user = setupUser();
    renderWithProviders(<DevelopSettingsPage />);
    await user.click(screen.getByTestId('job-catalogRebuild-run'));
    await user.click(screen.getByTestId('confirm-yes'));
    const report = await screen.findByTestId('report-catalogRebuild');
    expect(report.textContent).toBe(
      i18next.t('maintenance.catalog.report', {
        manufacturers: '41',
        manufacturersAdded: '3',
        models: '310',
        modelsAdded: '12',
      }),
    );
    expect(requests).toEqual([{ method: 'POST', path: '/api/catalog/rebuild', body: {} }]);
  });

  it('downloads the backup under the name the server gives it', async () => {
    const bytes = new Uint8Array(2048).fill(7);
    serve(
      () =>
        new Response(bytes, {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="backup-2025-03-04.ndjson.gz"' },
        }),
    );
    // jsdom has no object URLs: give URL the two functions. The page revokes its URL a second after
    // the download (api/download-backup.ts), when this test may be over, so revoking stays a no-op.
    const createObjectURL = vi.fn(() => 'blob:backup');
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = setupUser();
    renderWithProviders(<DevelopSettingsPage />);
    await user.click(screen.getByTestId('job-copyDB-run'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      i18next.t('maintenance.backup.confirm'),
    );
    await user.click(screen.getByTestId('confirm-yes'));

    const done = await screen.findByTestId('report-copyDB');
    expect(done.textContent).toContain('backup-2025-03-04.ndjson.gz');
    expect(saved).toEqual(['backup-2025-03-04.ndjson.gz']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/settings/copyDB' });
  });

  it('tells a person without permission that the backup was refused', async () => {
    serve(() => json({ error: { code: 'FORBIDDEN', message: 'no' } }, 403));
    const user = setupUser();
    renderWithProviders(<DevelopSettingsPage />);
    await user.click(screen.getByTestId('job-copyDB-run'));
    await user.click(screen.getByTestId('confirm-yes'));
    const error = await screen.findByTestId('job-copyDB-error');
    expect(error.textContent).toContain(i18next.t('errors.FORBIDDEN'));
  });
});
