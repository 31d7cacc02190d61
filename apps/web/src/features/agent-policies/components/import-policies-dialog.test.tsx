import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyImportResult } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { renderWithProviders } from '../../../ui/test-providers';
import { json, requestsTo, serve } from '../test/serve';
import { ImportPoliciesDialog } from './import-policies-dialog';

const importPath = '/insurance/subscriptions/importCsv';
const result: PolicyImportResult = {
  imported: 1,
  failed: 2,
  rows: [
    { line: 2, tractorNumber: '1234501', ok: true, message: 'imported', policyNumber: 'PI-0B9C8D7E' },
    {
      line: 3,
      tractorNumber: '7654321',
      ok: false,
      message: 'missingValues',
      missing: ['vinNumber', 'type'],
    },
    { line: 4, tractorNumber: '1111111', ok: false, message: 'chassisMismatch' },
  ],
};

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('import-policies-file'), { target: { files: [file] } });

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('agent-policies: CSV import', () => {
  it('uploads the chosen file and lists each row with its translated message', async () => {
    const requests = serve((request) =>
      request.url.pathname === `/api${importPath}` ? json(result) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<ImportPoliciesDialog open onClose={() => {}} />);
    const upload = screen.getByTestId('import-policies-upload') as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    choose(new File(['a,b'], 'policies.csv', { type: 'text/csv' }));
    await user.click(upload);

    expect((await screen.findByTestId('import-policies-imported')).textContent).toBe('מנויים שנקלטו: 1');
    expect(screen.getByTestId('import-policies-failed').textContent).toBe('שורות שנדחו: 2');
    expect(screen.getByTestId('import-row-2').textContent).toContain('PI-0B9C8D7E');
    expect(screen.getByTestId('import-row-3').textContent).toContain(
      'חסרים ערכים עבור הכלי: מספר שלדה, סוג מנוי',
    );
    expect(screen.getByTestId('import-row-4').textContent).toContain('מספר השלדה אינו תואם לכלי במאגר');
    const sent = requestsTo(requests, importPath)[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('policies.csv');
  });

  it('refuses a file that is not CSV before uploading anything', () => {
    const requests = serve(() => undefined);
    renderWithProviders(<ImportPoliciesDialog open onClose={() => {}} />);
    choose(new File(['x'], 'policies.xlsx'));
    expect(screen.getByTestId('import-policies-file-error').textContent).toBe(
      'הקובץ policies.xlsx אינו קובץ CSV',
    );
    expect((screen.getByTestId('import-policies-upload') as HTMLButtonElement).disabled).toBe(true);
    expect(requests).toHaveLength(0);
  });
});
