import { cleanup, screen, waitFor } from '@testing-library/react';
import { type BusinessDocument, personalAccidentsSchema } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleDocument } from '../../test/sample-documents';
import { type RecordedRequest, serve } from '../../test/serve';
import { DocumentModal, type DocumentModalMode, documentTabs, tabOfPath } from '../modal/document-modal';

let requests: RecordedRequest[] = [];
const sent = (path: string) => requests.filter((request) => request.path === path);
const field = (path: string) =>
  screen.getByTestId(`pa-field-${path.replaceAll('.', '-')}`) as HTMLInputElement;

function renderModal(mode: DocumentModalMode, document: BusinessDocument, onClose = vi.fn()) {
  renderSignedIn(
    <DocumentModal open mode={mode} category={document.category} document={document} onClose={onClose} />,
    { role: 'worker' },
  );
  return onClose;
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
  requests = serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the personal accidents section of the document modal', () => {
  it('comes right after the damage report, and holds the personalAccidents paths', async () => {
    expect(documentTabs.indexOf('personalAccidents')).toBe(documentTabs.indexOf('damageReport') + 1);
    expect(tabOfPath('personalAccidents.persons.0.name')).toBe('personalAccidents');
    renderModal('view', sampleDocument({ docId: 51 }));
    expect(screen.getByTestId('doc-tab-personalAccidents').textContent).toBe('תאונות אישיות');
  });

  it('can be looked at without changing the document: closing does not ask to discard', async () => {
    const user = setupUser();
    const onClose = renderModal('edit', sampleDocument({ docId: 52 }));
    await user.click(screen.getByTestId('doc-tab-personalAccidents'));
    expect(screen.getByTestId('pa-empty')).toBeTruthy();
    await user.click(screen.getByTestId('doc-exit'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends the persons injured with the update', async () => {
    const user = setupUser();
    renderModal('edit', sampleDocument({ docId: 53 }));
    await user.click(screen.getByTestId('doc-tab-personalAccidents'));
    await user.click(screen.getByTestId('pa-start'));
    await user.click(screen.getByTestId('pa-add'));
    await user.type(field('persons.0.name'), 'דנה לוי');
    await user.selectOptions(field('persons.0.role'), 'driver');
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() => expect(sent('/doc/updateDoc')).toHaveLength(1));
    const { doc } = sent('/doc/updateDoc')[0]?.body as {
      doc: { personalAccidents: { noInjuredPersons: boolean; persons: Record<string, unknown>[] } };
    };
    expect(doc.personalAccidents.noInjuredPersons).toBe(false);
    expect(doc.personalAccidents.persons).toEqual([
      expect.objectContaining({ name: 'דנה לוי', role: 'driver', treatment: 'none', absentFromWork: false }),
    ]);
  });

  it('brings the section back with the focus on a field it refuses when saving elsewhere', async () => {
    const user = setupUser();
    renderModal('edit', sampleDocument({ docId: 54 }));
    await user.click(screen.getByTestId('doc-tab-personalAccidents'));
    await user.click(screen.getByTestId('pa-start'));
    await user.click(screen.getByTestId('pa-add'));
    await user.type(field('persons.0.name'), 'דנה');
    await user.type(field('persons.0.phone'), '12');
    await user.click(screen.getByTestId('doc-tab-details'));
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() =>
      expect(screen.getByTestId('doc-tab-personalAccidents').getAttribute('aria-selected')).toBe('true'),
    );
    await waitFor(() => expect(document.activeElement).toBe(field('persons.0.phone')));
    expect(field('persons.0.phone').closest('.MuiFormControl-root')?.textContent).toContain(
      i18next.t('validation.invalidPhone'),
    );
    expect(sent('/doc/updateDoc')).toHaveLength(0);
  });

  it('shows a saved statement read-only in view mode', async () => {
    const user = setupUser();
    const personalAccidents = personalAccidentsSchema.parse({
      persons: [{ name: 'דנה לוי', role: 'passenger' }],
    });
    renderModal('view', sampleDocument({ docId: 55, personalAccidents }));
    await user.click(screen.getByTestId('doc-tab-personalAccidents'));
    expect(field('persons.0.name').value).toBe('דנה לוי');
    expect(field('persons.0.name').disabled).toBe(true);
    expect(screen.queryByTestId('pa-add')).toBeNull();
    expect(screen.queryByTestId('pa-remove-person-0')).toBeNull();
  });
});
