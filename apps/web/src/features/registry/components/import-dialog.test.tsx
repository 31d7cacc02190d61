import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { type ImportJob, registryContracts } from '@tg/domain';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractKey, session } from '../../../app/api-client';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { setupUser } from '../../../ui/test-user';
import { useImportJob } from '../api/use-registry';
import { sampleImportJob } from '../test/sample-registry-items';
import { ImportDialog } from './import-dialog';

/** A stand-in for XMLHttpRequest that the test drives: progress events, then the answer. */
class FakeUpload {
  static last: FakeUpload | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name === 'content-type' ? 'application/json' : null;
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

let jobAnswers: ImportJob[] = [];
let jobRequests = 0;

function serve() {
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.startsWith('/api/gov/import/')) {
        jobRequests += 1;
        const answer = jobAnswers.length > 1 ? jobAnswers.shift() : jobAnswers[0];
        return new Response(JSON.stringify(answer), { status: 200 });
      }
      return new Response(JSON.stringify({ items: [], total: 0, totalPages: 1 }), { status: 200 });
    }),
  );
}

/** The page's part: it keeps the job id, so the job is still followed once the dialog closes. */
function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [jobId, setJobId] = useState<string>();
  const [open, setOpen] = useState(true);
  const job = useImportJob(jobId).data;
  return (
    <>
      <output data-testid="harness-status">{job?.status ?? ''}</output>
      <ImportDialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        category="braidTools"
        jobId={jobId}
        onJobStarted={(started) => setJobId(started._id)}
      />
    </>
  );
}

/** The cache entry of a braid-tools list, under the list call's key. */
const braidToolsList = contractKey(registryContracts.list, { category: 'braidTools' });

const csv = () => new File(['mispar_tzama|degem_nm\n1|A\n'], 'braid-tools.csv', { type: 'text/csv' });

beforeEach(async () => {
  FakeUpload.last = undefined;
  jobAnswers = [];
  jobRequests = 0;
  session.setToken('token-1');
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  session.setToken(null);
  vi.unstubAllGlobals();
});

describe('registry import dialog', () => {
  it('goes from the file to the upload progress, the job’s progress and the report', async () => {
    serve();
    const user = setupUser();
    const { client } = renderWithProviders(<Harness />);
    // A list on screen, to see it refreshed when the job ends.
    client.setQueryData(braidToolsList, {
      items: [],
      total: 0,
      totalPages: 1,
    });
    expect((screen.getByTestId('import-start') as HTMLButtonElement).disabled).toBe(true);

    await user.upload(screen.getByTestId('import-file-input'), csv());
    expect(screen.getByTestId('import-file-name').textContent).toContain('braid-tools.csv');
    await user.click(screen.getByTestId('import-start'));

    const upload = FakeUpload.last as FakeUpload;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/gov/import');
    expect(upload.withCredentials).toBe(true);
    expect(upload.headers.authorization).toBe('Bearer token-1');
    expect([...(upload.body as FormData).keys()]).toEqual(['category', 'file']);
    expect((upload.body as FormData).get('category')).toBe('braidTools');

    act(() => upload.progress(50, 100));
    const bar = within(screen.getByTestId('import-progress')).getByTestId('import-upload-bar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('import-progress').textContent).toContain('50%');

    jobAnswers = [
      sampleImportJob({ processedLines: 5000, added: 4000, updated: 900, unchanged: 99, rejected: 1 }),
      sampleImportJob({
        status: 'done',
        encoding: 'windows-1255',
        processedLines: 8123,
        added: 7000,
        updated: 1000,
        unchanged: 120,
        rejected: 3,
        rejectedLines: [
          { line: 4, reason: 'expected 11 fields, found 10' },
          { line: 17, reason: 'no plate and no chassis number' },
          { line: 90, reason: 'something else' },
        ],
        finishedAt: '2025-01-01T10:01:00.000Z',
      }),
    ];
    act(() => upload.respond(202, sampleImportJob()));

    // The same hook shows the job's progress once the upload is in.
    await waitFor(() => expect(screen.getByTestId('import-progress').textContent).toContain('שורות שעובדו'));
    await waitFor(() => expect(screen.getByTestId('import-count-processedLines').textContent).toBe('5,000'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('import-count-added').textContent).toBe('4,000');

    const report = await screen.findByTestId('import-report', {}, { timeout: 4000 });
    expect(screen.queryByTestId('import-progress')).toBeNull();
    expect(within(report).getByTestId('import-count-processedLines').textContent).toBe('8,123');
    expect(within(report).getByTestId('import-count-updated').textContent).toBe('1,000');
    expect(within(report).getByTestId('import-count-unchanged').textContent).toBe('120');
    expect(within(report).getByTestId('import-count-rejected').textContent).toBe('3');
    expect(within(report).getByTestId('import-encoding').textContent).toContain('windows-1255');
    const rows = within(within(report).getByTestId('import-rejected-lines')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '4צפויים 11 שדות, נמצאו 10',
      '17אין מספר רישוי ואין מספר שלדה',
      '90something else',
    ]);
    // The lists were asked again once the job ended.
    await waitFor(() => expect(client.getQueryState(braidToolsList)?.isInvalidated).toBe(true));
    const asked = jobRequests;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(jobRequests).toBe(asked);
    expect(screen.getByTestId('import-close').textContent).toBe('סגירה');
  }, 15_000);

  it('can be closed while the job runs, and the job is still followed', async () => {
    serve();
    const user = setupUser();
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    await user.upload(screen.getByTestId('import-file-input'), csv());
    await user.click(screen.getByTestId('import-start'));
    jobAnswers = [
      sampleImportJob({ processedLines: 10 }),
      sampleImportJob({ status: 'done', processedLines: 20 }),
    ];
    act(() => (FakeUpload.last as FakeUpload).respond(202, sampleImportJob()));

    await waitFor(() =>
      expect(screen.getByTestId('import-progress').textContent).toContain('הייבוא ימשיך בשרת'),
    );
    expect(screen.getByTestId('import-close').textContent).toBe('סגירה (הייבוא ימשיך)');
    await user.click(screen.getByTestId('import-close'));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('harness-status').textContent).toBe('done'), {
      timeout: 4000,
    });
  }, 10_000);

  it('shows the job’s error when it fails', async () => {
    serve();
    const user = setupUser();
    renderWithProviders(<Harness />);
    await user.upload(screen.getByTestId('import-file-input'), csv());
    await user.click(screen.getByTestId('import-start'));
    jobAnswers = [
      sampleImportJob({ status: 'failed', error: 'missing columns: mispar_rechev / mispar_shilda' }),
    ];
    act(() => (FakeUpload.last as FakeUpload).respond(202, sampleImportJob()));
    const failed = await screen.findByTestId('import-failed', {}, { timeout: 3000 });
    expect(failed.textContent).toContain('ייבוא הקובץ braid-tools.csv נכשל');
    expect(failed.textContent).toContain('missing columns');
  });

  it('refuses a file that is not CSV, naming it, and says when the upload itself fails', async () => {
    serve();
    const user = setupUser({ applyAccept: false });
    renderWithProviders(<Harness />);
    await user.upload(
      screen.getByTestId('import-file-input'),
      new File(['x'], 'vehicles.xlsx', { type: 'application/vnd.ms-excel' }),
    );
    expect(screen.getByTestId('import-file-error').textContent).toBe('הקובץ vehicles.xlsx אינו קובץ CSV');
    expect((screen.getByTestId('import-start') as HTMLButtonElement).disabled).toBe(true);

    await user.upload(screen.getByTestId('import-file-input'), csv());
    await user.click(screen.getByTestId('import-start'));
    act(() => (FakeUpload.last as FakeUpload).respond(403, { error: { code: 'FORBIDDEN', message: 'no' } }));
    const error = await screen.findByTestId('import-upload-error');
    expect(error.textContent).toContain('העלאת הקובץ braid-tools.csv נכשלה');
    expect(error.textContent).toContain('אין לך הרשאה');
    expect((screen.getByTestId('import-start') as HTMLButtonElement).disabled).toBe(false);
  });
});
