import { cleanup, screen, waitFor } from '@testing-library/react';
import { type BusinessDocument, damageReportSchema } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleDocument } from '../../test/sample-documents';
import { type RecordedRequest, serve } from '../../test/serve';
import { DocumentModal, type DocumentModalMode } from '../modal/document-modal';

let requests: RecordedRequest[] = [];
const sent = (path: string) => requests.filter((request) => request.path === path);
const field = (path: string) =>
  screen.getByTestId(`dr-field-${path.replaceAll('.', '-')}`) as HTMLInputElement;

function renderModal(mode: DocumentModalMode, document: BusinessDocument, onClose = vi.fn()) {
  renderSignedIn(
    <DocumentModal open mode={mode} category={document.category} document={document} onClose={onClose} />,
    {
      role: 'worker',
    },
  );
  return onClose;
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
  requests = serve();
  // jsdom has no 2D canvas (it would say so on the console): the pads stay empty, as in such a browser.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the damage report section of the document modal', () => {
  it('can be looked at without changing the document: closing does not ask to discard', async () => {
    const user = setupUser();
    const onClose = renderModal('edit', sampleDocument({ docId: 41 }));
    await user.click(screen.getByTestId('doc-tab-damageReport'));
    expect(screen.getByTestId('dr-empty')).toBeTruthy();
    await user.click(screen.getByTestId('doc-exit'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends the started form, checked and completed, with the update', async () => {
    const user = setupUser();
    renderModal('edit', sampleDocument({ docId: 42 }));
    await user.click(screen.getByTestId('doc-tab-damageReport'));
    await user.click(screen.getByTestId('dr-start'));
    expect(field('insuredPerson.name').value).toBe('משה כהן');
    await user.type(field('accidentDetails.accidentLocation'), 'צומת יגור');
    await user.click(screen.getByTestId('dr-field-driverDetails-drivingWithInsurancePermission-yes'));
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() => expect(sent('/doc/updateDoc')).toHaveLength(1));
    const { doc } = sent('/doc/updateDoc')[0]?.body as {
      doc: { damageReport: Record<string, Record<string, unknown>> };
    };
    expect(doc.damageReport.accidentDetails?.accidentLocation).toBe('צומת יגור');
    expect(doc.damageReport.driverDetails?.drivingWithInsurancePermission).toBe(true);
    expect(doc.damageReport.insuredPerson).toMatchObject({
      name: 'משה כהן',
      idNumber: '123456789',
      osek_murshe: false,
    });
    expect(doc.damageReport.thirdPartyDetails?.insuranceType).toBe('comprehensive');
  });

  it('brings the form back with the field it refuses when saving elsewhere', async () => {
    const user = setupUser();
    renderModal('edit', sampleDocument({ docId: 43 }));
    await user.click(screen.getByTestId('doc-tab-damageReport'));
    await user.click(screen.getByTestId('dr-start'));
    await user.type(field('thirdPartyDetails.vehicleOwnerIdNumber'), '12');
    await user.click(screen.getByTestId('doc-tab-details'));
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() =>
      expect(screen.getByTestId('doc-tab-damageReport').getAttribute('aria-selected')).toBe('true'),
    );
    await waitFor(() => expect(document.activeElement).toBe(field('thirdPartyDetails.vehicleOwnerIdNumber')));
    expect(
      field('thirdPartyDetails.vehicleOwnerIdNumber').closest('.MuiFormControl-root')?.textContent,
    ).toContain(i18next.t('validation.userIdLength'));
    expect(sent('/doc/updateDoc')).toHaveLength(0);
  });

  it('shows a saved form read-only in view mode, with its signature as an image', async () => {
    const user = setupUser();
    const signature = 'data:image/png;base64,c2lnbmVk';
    const damageReport = damageReportSchema.parse({
      insuredPerson: { name: 'דנה לוי' },
      insuredSign: signature,
    });
    renderModal('view', sampleDocument({ docId: 44, damageReport }));
    await user.click(screen.getByTestId('doc-tab-damageReport'));
    expect(field('insuredPerson.name').value).toBe('דנה לוי');
    expect(field('insuredPerson.name').disabled).toBe(true);
    expect(screen.getByTestId('dr-signature-insuredSign').getAttribute('src')).toBe(signature);
    expect(screen.queryByTestId('dr-approve-signatures')).toBeNull();
    expect(screen.queryByTestId('dr-remove')).toBeNull();
  });
});
