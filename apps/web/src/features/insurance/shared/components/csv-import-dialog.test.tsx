import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { PolicyImportResult } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderWithProviders } from '../../../../ui/test-providers';
import { setupUser } from '../../../../ui/test-user';
import { CsvImportDialog } from './csv-import-dialog';

/** A stand-in for XMLHttpRequest that the test drives: progress events, then the answer. */
class FakeUpload {
  static last: FakeUpload | undefined;
  url = '';
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeUpload.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const csv = () => new File(['a,b\r\n1,2\r\n'], 'subscriptions.csv', { type: 'text/csv' });

beforeEach(async () => {
  FakeUpload.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function chooseAndUpload(file: File = csv()) {
  const user = setupUser();
  const { client } = renderWithProviders(<CsvImportDialog open onClose={() => {}} />);
  await user.upload(screen.getByTestId('csv-import-file'), file);
  await user.click(screen.getByTestId('csv-import-start'));
  await waitFor(() => expect(FakeUpload.last?.body).toBeTruthy());
  return { user, client, upload: FakeUpload.last as FakeUpload };
}

describe('insurance CSV import dialog', () => {
  it('uploads the file with progress, then lists every row in words with the counts', async () => {
    const { client, upload } = await chooseAndUpload();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(upload.url).toBe('/api/insurance/subscriptions/importCsv');
    expect((upload.body?.get('file') as File).name).toBe('subscriptions.csv');

    upload.progress(50, 100);
    expect(await screen.findByText('50%')).toBeTruthy();

    const result: PolicyImportResult = {
      imported: 1,
      failed: 4,
      rows: [
        { line: 2, tractorNumber: '1234567', ok: true, message: 'imported', policyNumber: 'PI-0A1B2C3D' },
        {
          line: 3,
          tractorNumber: '7654321',
          ok: false,
          message: 'missingValues',
          missing: ['vinNumber', 'endDate'],
        },
        { line: 4, tractorNumber: '', ok: false, message: 'allMissing', missing: [] },
        { line: 5, tractorNumber: '5555555', ok: false, message: 'vehicleNotFound' },
        { line: 6, tractorNumber: '6666666', ok: false, message: 'chassisMismatch' },
      ],
    };
    upload.respond(200, result);

    const report = await screen.findByTestId('csv-import-report');
    expect(within(report).getByTestId('csv-import-summary').textContent).toBe(
      i18next.t('insurance.csv.summary', { imported: 1, failed: 4 }),
    );
    expect(within(report).getByTestId('csv-row-2').textContent).toContain(
      i18next.t('insurance.csv.imported', { number: 'PI-0A1B2C3D' }),
    );
    const missing = within(report).getByTestId('csv-row-3').textContent ?? '';
    expect(missing).toContain(
      i18next.t('insurance.csv.messages.missingValues', {
        vehicle: '7654321',
        columns: `${i18next.t('insurance.csv.columns.vinNumber')}, ${i18next.t('insurance.csv.columns.endDate')}`,
      }),
    );
    expect(within(report).getByTestId('csv-row-4').textContent).toContain(
      i18next.t('insurance.csv.messages.allMissing'),
    );
    expect(within(report).getByTestId('csv-row-5').textContent).toContain(
      i18next.t('insurance.csv.messages.vehicleNotFound'),
    );
    expect(within(report).getByTestId('csv-row-6').textContent).toContain(
      i18next.t('insurance.csv.messages.chassisMismatch'),
    );
    // The lists refresh: the imported subscriptions are there now.
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({
        queryKey: ['/api/insurance/subscriptions/fetchGeneralPolicy'],
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: ['/api/generalPolicies/getAgentPendingPoliciesByAgentType'],
    });
  });

  it('says the file could not be read, with the server’s words, on a 400', async () => {
    const { upload } = await chooseAndUpload();
    upload.respond(400, { error: { code: 'VALIDATION_FAILED', message: 'The file is not valid CSV' } });
    const alert = await screen.findByTestId('csv-import-unreadable');
    expect(alert.textContent).toContain(i18next.t('insurance.import.unreadable'));
    expect(alert.textContent).toContain('The file is not valid CSV');
  });

  it('refuses a file that is not a CSV before sending anything', async () => {
    const user = setupUser({ applyAccept: false });
    renderWithProviders(<CsvImportDialog open onClose={() => {}} />);
    await user.upload(
      screen.getByTestId('csv-import-file'),
      new File(['x'], 'list.xlsx', { type: 'application/vnd.ms-excel' }),
    );
    expect(screen.getByTestId('csv-import-file-error').textContent).toBe(
      i18next.t('insurance.import.notCsv', { name: 'list.xlsx' }),
    );
    expect((screen.getByTestId('csv-import-start') as HTMLButtonElement).disabled).toBe(true);
    expect(FakeUpload.last).toBeUndefined();
  });

  it('names the refused columns of a formula cell and of an ID the form would refuse (issue 13)', async () => {
    const { upload } = await chooseAndUpload();
    upload.respond(200, {
      imported: 0,
      failed: 2,
      rows: [
        { line: 2, tractorNumber: '1234567', ok: false, message: 'unsafeCell', columns: ['name', 'email'] },
        { line: 3, tractorNumber: '1234567', ok: false, message: 'invalidUserId' },
      ],
    } satisfies PolicyImportResult);
    const report = await screen.findByTestId('csv-import-report');
    expect(within(report).getByTestId('csv-row-2').textContent).toContain(
      'תא מתחיל ב־=, +, -, @ או בטאב ועלול לפעול כנוסחה: שם המבוטח, אימייל',
    );
    expect(within(report).getByTestId('csv-row-3').textContent).toContain(
      'ת.ז. או ח.פ. חייבים להכיל 5 עד 9 ספרות',
    );
  });

  it('tells staff the rows are active at once, and anyone else that they await approval', () => {
    renderWithProviders(<CsvImportDialog open onClose={() => {}} importsActive />);
    expect(screen.getByText(i18next.t('insurance.import.intro'))).toBeTruthy();
    cleanup();
    renderWithProviders(<CsvImportDialog open onClose={() => {}} />);
    expect(screen.getByText(i18next.t('insurance.import.introPending'))).toBeTruthy();
  });
});
