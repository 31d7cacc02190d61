import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { BusinessDocument, DocCategory } from '@tg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../app/i18n';
import { renderSignedIn } from '../../../../ui/test-signed-in';
import { setupUser } from '../../../../ui/test-user';
import { sampleBusinessDetails } from '../../../business-details/test/serve';
import { sampleRegistryItem } from '../../../registry/test/sample-registry-items';
import { sampleUser } from '../../../users/test/sample-users';
import { sampleDocument } from '../../test/sample-documents';
import { failure, json, type RecordedRequest, serve, toastTexts } from '../../test/serve';
import { DocumentModal, type DocumentModalMode } from './document-modal';

let requests: RecordedRequest[] = [];
const sent = (path: string) => requests.filter((request) => request.path === path);
const field = (name: string) => screen.getByTestId(`doc-field-${name}`) as HTMLInputElement;

function renderModal({
  mode,
  category = 'priceQuote',
  document,
  onClose = vi.fn(),
}: {
  mode: DocumentModalMode;
  category?: DocCategory;
  document?: BusinessDocument;
  onClose?: () => void;
}) {
  return renderSignedIn(
    <DocumentModal open mode={mode} category={category} document={document} onClose={onClose} />,
    { role: 'worker' },
  );
}

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('document modal: create', () => {
  it('sends createDoc with the category and puts the server’s reasons beside their fields and in a list', async () => {
    requests = serve((_method, path) =>
      path === '/doc/createDoc'
        ? failure(400, 'VALIDATION_FAILED', {
            'userInformation.userId': 'documents.missingCustomer',
            machine: 'documents.missingMachine',
            products: 'documents.missingItems',
          })
        : undefined,
    );
    const user = setupUser();
    const onClose = vi.fn();
    renderModal({ mode: 'create', category: 'workCard', onClose });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('כרטיס עבודה חדש');
    await user.type(field('userInformation-name'), 'משה כהן');
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() => expect(sent('/doc/createDoc')).toHaveLength(1));
    const body = sent('/doc/createDoc')[0]?.body as { category: string; doc: Record<string, unknown> };
    expect(body.category).toBe('workCard');
    expect((body.doc.userInformation as { name: string }).name).toBe('משה כהן');
    expect(body.doc.generalStatus).toEqual({ status: 'סטטוס כללי' });
    expect(body).not.toHaveProperty('transferFrom');

    const list = await screen.findByTestId('doc-missing-fields');
    expect(
      within(list)
        .getAllByTestId('doc-missing-field')
        .map((item) => item.textContent),
    ).toEqual(['חסרים פרטי לקוח', 'חסרים פרטי כלי', 'חסרים פריטים / עבודות']);
    await user.click(within(list).getByTestId('doc-missing-fields-close'));
    const userIdBox = field('userInformation-userId').closest('.MuiFormControl-root') as HTMLElement;
    expect(userIdBox.textContent).toContain('חסרים פרטי לקוח');
    expect(screen.getByTestId('doc-machine-error').textContent).toBe('חסרים פרטי כלי');
    // Nothing typed is lost, and the modal stays.
    expect(field('userInformation-name').value).toBe('משה כהן');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says which number was created and closes', async () => {
    const created = sampleDocument({ docId: 57, category: 'priceQuote' });
    requests = serve((_method, path) => (path === '/doc/createDoc' ? json(created, 201) : undefined));
    const user = setupUser();
    const onClose = vi.fn();
    renderModal({ mode: 'create', onClose });
    await user.type(field('userInformation-name'), 'משה כהן');
    await user.click(screen.getByTestId('doc-tab-notes'));
    await user.type(field('docNotes-0-content'), 'פנייה טלפונית');
    await user.click(screen.getByTestId('doc-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastTexts()).toContain('מסמך מספר 57 נוצר בהצלחה');
    const doc = (sent('/doc/createDoc')[0]?.body as { doc: { docNotes: unknown[] } }).doc;
    expect(doc.docNotes).toEqual([{ id: '', content: 'פנייה טלפונית', isNew: true }]);
  });

  it('searches the product picker on Enter without submitting the document', async () => {
    requests = serve((_method, path) =>
      path === '/product/getData' ? json({ products: [], total: 0, totalPages: 1 }) : undefined,
    );
    const user = setupUser();
    renderModal({ mode: 'create' });
    await user.click(screen.getByTestId('doc-tab-items'));
    await user.click(screen.getByTestId('doc-items-add-product'));
    await user.type(await screen.findByTestId('doc-product-picker-search'), 'שמשה{Enter}');
    await waitFor(() =>
      expect(requests.some((request) => request.url.searchParams.get('searchQuery') === 'שמשה')).toBe(true),
    );
    expect(sent('/doc/createDoc')).toHaveLength(0);
    expect(screen.queryByTestId('doc-missing-fields')).toBeNull();
    expect(screen.getByTestId('doc-product-picker')).toBeTruthy();
  });

  it('keeps what was typed across a reload of the page', async () => {
    requests = serve();
    const user = setupUser();
    renderModal({ mode: 'create' });
    await user.type(field('userInformation-name'), 'טיוטה');
    await new Promise((resolve) => setTimeout(resolve, 500));
    cleanup();
    renderModal({ mode: 'create' });
    expect(field('userInformation-name').value).toBe('טיוטה');
    expect(screen.getByTestId('draft-restored')).toBeTruthy();
  });
});

describe('document modal: the VAT rate', () => {
  /** The business's rate is now 17 %; the lines are 515 before VAT. */
  function serveAt17() {
    requests = serve((_method, path) =>
      path === '/settings/getBusinessDetails'
        ? json({ ...sampleBusinessDetails(), vatPercent: 17 })
        : undefined,
    );
  }
  const lines = {
    products: [
      { ...sampleDocument().products[0], price: 100, quantity: 2, discount: 10, totalWithoutVAT: 180 },
    ],
    works: [],
  } as Partial<BusinessDocument>;

  it('prices a new document at the business’s rate now', async () => {
    serveAt17();
    const user = setupUser();
    renderModal({ mode: 'create' });
    await user.click(screen.getByTestId('doc-tab-items'));
    await waitFor(() => expect(screen.getByTestId('doc-items-totals').textContent).toContain('מע"מ 17%'));
  });

  it('shows a saved document at the rate it was created at: 18 % stays 18 %, 17 % shows 17 %', async () => {
    serveAt17();
    const user = setupUser();
    const old = sampleDocument({ ...lines, vatPercent: 18 });
    const view = renderModal({ mode: 'view', document: old });
    await user.click(screen.getByTestId('doc-tab-items'));
    // 180 + 18 % = 212.4 → 212; at 17 % it would be 210.6 → 211.
    expect(screen.getByTestId('doc-items-totals').textContent).toContain('מע"מ 18%');
    expect(screen.getByTestId('doc-items-grandTotal').textContent).toBe('₪212.00');
    view.unmount();

    renderModal({ mode: 'view', document: sampleDocument({ ...lines, vatPercent: 17 }) });
    await user.click(screen.getByTestId('doc-tab-items'));
    expect(screen.getByTestId('doc-items-totals').textContent).toContain('מע"מ 17%');
    expect(screen.getByTestId('doc-items-grandTotal').textContent).toBe('₪211.00');
  });
});

describe('document modal: the shipping address', () => {
  it('clears street and building when the city changes, and the building when the street changes', async () => {
    requests = serve();
    const user = setupUser();
    renderModal({ mode: 'edit', document: sampleDocument() });
    expect(field('shippingAddress-neighborhood').value).toBe('הרצל');
    await user.type(field('shippingAddress-neighborhood'), 'א');
    expect(field('shippingAddress-buildingNumber').value).toBe('');
    await user.type(field('shippingAddress-buildingNumber'), '7');
    await user.type(field('shippingAddress-city'), 'ה');
    expect(field('shippingAddress-city').value).toBe('חיפהה');
    expect(field('shippingAddress-neighborhood').value).toBe('');
    expect(field('shippingAddress-buildingNumber').value).toBe('');
  });
});

describe('document modal: the shipping city from the gazetteer', () => {
  const haifa = { nameHe: 'חיפה', nameEn: 'Haifa', district: 'חיפה', lat: 32.794, lng: 34.9896 };
  const hadera = { nameHe: 'חדרה', nameEn: 'Hadera', district: 'חיפה', lat: 32.434, lng: 34.9197 };
  const serveLocalities = () =>
    serve((_method, path, _body, url) =>
      path === '/geo/localities'
        ? json({ localities: url.searchParams.get('search') === 'חי' ? [haifa] : [haifa, hadera] })
        : undefined,
    );

  it('offers חיפה for "חי"; choosing it by keyboard sets the city and clears the street and building', async () => {
    requests = serveLocalities();
    const user = setupUser();
    renderModal({ mode: 'edit', document: sampleDocument() });
    await user.clear(field('shippingAddress-city'));
    await user.type(field('shippingAddress-city'), 'חי');
    await user.type(field('shippingAddress-neighborhood'), 'הנשיא');
    await user.type(field('shippingAddress-buildingNumber'), '12');
    await user.click(field('shippingAddress-city'));
    await user.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: /חיפה/ });
    expect(option.textContent).toContain('Haifa');
    expect(sent('/geo/localities').at(-1)?.url.searchParams.get('search')).toBe('חי');
    // By keyboard: the arrow highlights the first locality, Enter chooses it.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field('shippingAddress-city').value).toBe('חיפה');
    expect(field('shippingAddress-neighborhood').value).toBe('');
    expect(field('shippingAddress-buildingNumber').value).toBe('');
  });

  it('keeps a place not in the list as typed, and says no locality matched', async () => {
    requests = serve((_method, path) => (path === '/geo/localities' ? json({ localities: [] }) : undefined));
    const user = setupUser();
    renderModal({ mode: 'edit', document: sampleDocument() });
    await user.clear(field('shippingAddress-city'));
    await user.type(field('shippingAddress-city'), 'כפר דמיוני');
    expect(await screen.findByText(/לא נמצא יישוב בשם הזה/)).toBeTruthy();
    await user.click(field('shippingAddress-neighborhood'));
    expect(field('shippingAddress-city').value).toBe('כפר דמיוני');
  });

  it('offers no list once a locality is typed in full, so nothing covers the fields below', async () => {
    requests = serve((_method, path) =>
      path === '/geo/localities' ? json({ localities: [haifa] }) : undefined,
    );
    const user = setupUser();
    renderModal({ mode: 'create', category: 'workCard' });
    await user.type(field('shippingAddress-city'), 'חיפה');
    await waitFor(() => expect(sent('/geo/localities').at(-1)?.url.searchParams.get('search')).toBe('חיפה'));
    await waitFor(() => expect(field('shippingAddress-city').getAttribute('aria-busy')).not.toBe('true'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
    expect(field('shippingAddress-city').value).toBe('חיפה');
  });

  it('shows the English name first in English', async () => {
    await i18next.changeLanguage('en');
    requests = serveLocalities();
    const user = setupUser();
    renderModal({ mode: 'edit', document: sampleDocument() });
    await user.clear(field('shippingAddress-city'));
    await user.type(field('shippingAddress-city'), 'ח');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.firstElementChild?.firstElementChild?.textContent)).toEqual([
      'Haifa',
      'Hadera',
    ]);
  });
});

describe('document modal: update', () => {
  it('shows the server’s "a new note is required" beside the note, on the notes tab', async () => {
    const doc = sampleDocument({ docId: 31 });
    requests = serve((_method, path) =>
      path === '/doc/updateDoc'
        ? failure(400, 'VALIDATION_FAILED', { docNotes: 'documents.newNoteRequired' })
        : undefined,
    );
    const user = setupUser();
    renderModal({ mode: 'edit', document: doc });
    await user.type(field('comments'), 'דחוף');
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() => expect(sent('/doc/updateDoc')).toHaveLength(1));
    const body = sent('/doc/updateDoc')[0]?.body as { doc: Record<string, unknown> };
    expect(body.doc.category).toBe('priceQuote');
    expect(body.doc.docId).toBe(31);
    expect(body.doc.comments).toBe('דחוף');
    const list = await screen.findByTestId('doc-missing-fields');
    expect(list.textContent).toContain('חייב להוסיף הערה חדשה');
    await user.click(within(list).getByTestId('doc-missing-fields-close'));
    expect(screen.getByTestId('doc-tab-notes').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('doc-notes-error').textContent).toBe('חייב להוסיף הערה חדשה');
    await waitFor(() => expect(document.activeElement).toBe(field('docNotes-0-content')));
  });

  it('says an update of a document closed meanwhile is read-only, and shows it read-only', async () => {
    const doc = sampleDocument({ docId: 32 });
    const closedNow = { ...doc, status: false, closeReason: 'בוטל' };
    requests = serve((_method, path) => {
      if (path === '/doc/updateDoc') return failure(409, 'CONFLICT', { status: 'validation.invalidValue' });
      if (path === '/doc/getItemByFields') return json({ items: [closedNow] });
      return undefined;
    });
    const user = setupUser();
    renderModal({ mode: 'edit', document: doc });
    await user.click(screen.getByTestId('doc-tab-notes'));
    await user.type(field('docNotes-0-content'), 'עדכון');
    await user.click(screen.getByTestId('doc-save'));
    await waitFor(() => expect(toastTexts()).toContain('המסמך סגור ולכן לקריאה בלבד'));
    await waitFor(() => expect(screen.queryByTestId('doc-save')).toBeNull());
    expect(field('userInformation-name').readOnly).toBe(true);
  });

  it('shows saved notes newest first, the log newest first with translated actions', async () => {
    const doc = sampleDocument({
      docNotes: [
        {
          id: 'a',
          content: 'ישנה',
          createdBy: { role: 'worker', name: 'רון', id: 'u', date: '01/01/2026', hour: '08:00' },
          isNew: false,
        },
        {
          id: 'b',
          content: 'חדשה',
          createdBy: { role: 'worker', name: 'גל', id: 'u', date: '03/01/2026', hour: '10:15' },
          isNew: false,
        },
      ],
      activityLog: [
        {
          date: '01/01/2026',
          hour: '08:00',
          user: 'רון',
          action: 'create',
          field: ['docId'],
          oldValue: null,
          newValue: { docId: 5 },
          comments: '',
        },
        {
          date: '03/01/2026',
          hour: '10:15',
          user: 'גל',
          action: 'update',
          field: 'isDocWithoutVat',
          oldValue: false,
          newValue: true,
          comments: 'ללא מע"מ',
        },
      ],
    });
    requests = serve();
    const user = setupUser();
    renderModal({ mode: 'edit', document: doc });
    await user.click(screen.getByTestId('doc-tab-notes'));
    expect(screen.getByTestId('doc-note-0').textContent).toContain('חדשה');
    expect(screen.getByTestId('doc-note-0').textContent).toContain('גל');
    expect(screen.getByTestId('doc-note-0').textContent).toContain('03/01/2026');
    expect(screen.getByTestId('doc-note-1').textContent).toContain('ישנה');
    await user.click(screen.getByTestId('doc-tab-activityLog'));
    const rows = screen.getAllByTestId('doc-log-row');
    expect(rows[0]?.textContent).toContain('עדכון');
    expect(rows[0]?.textContent).toContain('ללא מע"מ');
    expect(rows[0]?.textContent).toContain('לא');
    expect(rows[0]?.textContent).toContain('כן');
    expect(rows[1]?.textContent).toContain('יצירה');
    expect(rows[1]?.textContent).toContain('מספר מסמך: 5');
  });
});

describe('document modal: closing', () => {
  it('asks for a reason, then sends updateItemByFields with status false and the reason', async () => {
    const doc = sampleDocument({ docId: 40 });
    requests = serve((_method, path) =>
      path === '/doc/updateItemByFields'
        ? json({ doc: { ...doc, status: false, closeReason: 'הלקוח ויתר' } })
        : undefined,
    );
    const user = setupUser();
    const onClose = vi.fn();
    renderModal({ mode: 'edit', document: doc, onClose });
    await user.click(screen.getByTestId('doc-actions'));
    await user.click(await screen.findByTestId('doc-action-close'));
    const dialog = await screen.findByTestId('doc-close-dialog');
    await user.click(within(dialog).getByTestId('doc-close-confirm'));
    expect(within(dialog).getByText('יש לציין סיבה')).toBeTruthy();
    expect(sent('/doc/updateItemByFields')).toHaveLength(0);

    await user.type(within(dialog).getByTestId('doc-close-reason'), 'הלקוח ויתר');
    await user.click(within(dialog).getByTestId('doc-close-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('/doc/updateItemByFields')[0]?.body).toEqual({
      category: 'priceQuote',
      docId: 40,
      fields: { status: false, closeReason: 'הלקוח ויתר' },
    });
  });

  it('goes back to editing when closing is cancelled', async () => {
    requests = serve();
    const user = setupUser();
    renderModal({ mode: 'edit', document: sampleDocument() });
    await user.click(screen.getByTestId('doc-actions'));
    await user.click(await screen.findByTestId('doc-action-close'));
    await user.click(within(await screen.findByTestId('doc-close-dialog')).getByTestId('doc-close-cancel'));
    await waitFor(() => expect(screen.queryByTestId('doc-close-dialog')).toBeNull());
    expect(screen.getByTestId('doc-save').textContent).toBe('עדכון');
  });
});

describe('document modal: transfer', () => {
  it('issues a work card from an open price quote with transferFrom', async () => {
    const quote = sampleDocument({ docId: 70, category: 'priceQuote' });
    const card = sampleDocument({ docId: 9, category: 'workCard', LinkingReferenceNumber: 70 });
    requests = serve((_method, path) => (path === '/doc/createDoc' ? json(card, 201) : undefined));
    const user = setupUser();
    const onClose = vi.fn();
    renderModal({ mode: 'edit', document: quote, onClose });
    await user.click(screen.getByTestId('doc-actions'));
    await user.click(await screen.findByTestId('doc-action-transferToWorkCard'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(
        'העברת הצעת מחיר מספר 70 לכרטיס עבודה',
      ),
    );
    expect(screen.getByTestId('doc-save').textContent).toBe('הפקה');
    expect(field('userInformation-name').value).toBe('משה כהן');
    await user.click(screen.getByTestId('doc-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = sent('/doc/createDoc')[0]?.body as {
      category: string;
      transferFrom: unknown;
      doc: { generalStatus: unknown; machine: { vinNumber: string } };
    };
    expect(body.category).toBe('workCard');
    expect(body.transferFrom).toEqual({ category: 'priceQuote', docId: 70 });
    expect(body.doc.machine.vinNumber).toBe('JD6155R0001');
    expect(body.doc.generalStatus).toEqual({ status: 'סטטוס כללי' });
    expect(toastTexts()).toContain('מסמך מספר 9 נוצר בהצלחה');
  });

  it('offers no transfer on a work card', async () => {
    requests = serve();
    const user = setupUser();
    renderModal({ mode: 'edit', category: 'workCard', document: sampleDocument({ category: 'workCard' }) });
    await user.click(screen.getByTestId('doc-actions'));
    expect(await screen.findByTestId('doc-action-close')).toBeTruthy();
    expect(screen.queryByTestId('doc-action-transferToWorkCard')).toBeNull();
  });
});

describe('document modal: machine search in the side panel', () => {
  const registry = (items: unknown[]) => (_method: string, path: string) =>
    path === '/gov/getItemByFields' ? json({ items }) : undefined;

  it('opens the machine-not-found dialog when nothing matches', async () => {
    requests = serve((method, path) =>
      path === '/gov/getItemByFields' ? failure(404, 'NOT_FOUND') : registry([])(method, path),
    );
    const user = setupUser();
    renderModal({ mode: 'create' });
    await user.type(screen.getByTestId('doc-search-vinNumber'), 'ZZZ999{Enter}');
    const dialog = await screen.findByTestId('doc-machine-not-found');
    expect(dialog.textContent).toContain('ZZZ999');
    const lookup = sent('/gov/getItemByFields')[0]?.url.searchParams;
    expect(lookup?.get('category')).toBe('gov-all');
    expect(JSON.parse(lookup?.get('fields') ?? '')).toEqual([{ mispar_shilda: 'ZZZ999' }]);
    await user.click(within(dialog).getByTestId('doc-machine-not-found-manual'));
    expect(field('machine-vinNumber').value).toBe('ZZZ999');
  });

  it('asks for more characters before searching', async () => {
    requests = serve();
    const user = setupUser();
    renderModal({ mode: 'create' });
    await user.type(screen.getByTestId('doc-search-tractorNumber'), '12');
    await user.click(screen.getByTestId('doc-search-tractorNumber-button'));
    expect(await screen.findByTestId('input-required-dialog')).toBeTruthy();
    expect(sent('/gov/getItemByFields')).toHaveLength(0);
  });

  it('lets the person choose when several machines match', async () => {
    const first = sampleRegistryItem({
      _id: 'r1',
      mispar_rechev: '555',
      mispar_shilda: 'AAA111',
      tozeret_nm: 'NEW HOLLAND',
    });
    const second = sampleRegistryItem({
      _id: 'r2',
      mispar_rechev: '555',
      mispar_shilda: 'BBB222',
      tozeret_nm: 'KUBOTA',
    });
    requests = serve(registry([first, second]));
    const user = setupUser();
    renderModal({ mode: 'create' });
    await user.type(screen.getByTestId('doc-search-tractorNumber'), '555{Enter}');
    const chooser = await screen.findByTestId('doc-machine-chooser');
    const choices = within(chooser).getAllByTestId('doc-machine-chooser-choice');
    expect(choices).toHaveLength(2);
    await user.click(choices[1] as HTMLElement);
    expect(field('machine-vinNumber').value).toBe('BBB222');
    expect(field('machine-machine').value).toBe('KUBOTA');
  });

  it('fills the machine from one match and the customer who owns it', async () => {
    const machine = sampleRegistryItem();
    const owner = sampleUser({
      userInformation: { ...sampleUser().userInformation, name: 'דנה לוי', userId: '222333444' },
    });
    requests = serve((method, path) => {
      if (path === '/users/getItemByFields') return json({ items: [owner] });
      return registry([machine])(method, path);
    });
    const user = setupUser();
    renderModal({ mode: 'create' });
    await user.type(screen.getByTestId('doc-search-vinNumber'), '1L06155RKKK900123{Enter}');
    await waitFor(() => expect(field('machine-vinNumber').value).toBe('1L06155RKKK900123'));
    expect(field('machine-tractorNumber').value).toBe('1234501');
    expect(field('machine-machine').value).toBe('JOHN DEERE');
    expect(field('machine-model').value).toBe('6155R');
    expect(field('machine-year').value).toBe('2019');
    await waitFor(() => expect(field('userInformation-name').value).toBe('דנה לוי'));
    expect(field('userInformation-userId').value).toBe('222333444');
    expect(field('userInformation-phoneNumber').value).toBe('0501234567');
    const lookup = sent('/users/getItemByFields')[0]?.url.searchParams;
    expect(lookup?.get('role')).toBe('customer');
    expect(JSON.parse(lookup?.get('fields') ?? '')).toEqual([
      { 'machines.vinNumber': '1L06155RKKK900123' },
      { 'machines.tractorNumber': '1234501' },
    ]);
  });
});

describe('document modal: view', () => {
  it('shows a closed document read-only, with the document it was transferred to', async () => {
    const quote = sampleDocument({ docId: 80, status: false, closeReason: 'transferred:workCard:12' });
    requests = serve();
    renderModal({ mode: 'view', document: quote });
    expect(screen.queryByTestId('doc-save')).toBeNull();
    expect(
      screen.queryByTestId('doc-side-panel')?.querySelector('[data-testid="doc-search-vinNumber"]'),
    ).toBeNull();
    expect((screen.getByTestId('doc-flag-isDocWithoutVat') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('doc-closed-notice').textContent).toContain('הועבר לכרטיס עבודה מספר');
    expect(screen.getByTestId('doc-closed-successor').textContent).toBe('12');
  });
});

describe('document modal: linked documents, refresh and leaving', () => {
  it('opens the price quote a work card came from, in view when it is closed', async () => {
    const quote = sampleDocument({ docId: 70, status: false, closeReason: 'transferred:workCard:9' });
    const card = sampleDocument({ docId: 9, category: 'workCard', LinkingReferenceNumber: 70 });
    requests = serve((_method, path) =>
      path === '/doc/getItemByFields' ? json({ items: [quote] }) : undefined,
    );
    const user = setupUser();
    renderModal({ mode: 'edit', category: 'workCard', document: card });
    await user.click(screen.getByTestId('doc-linked-open'));
    await waitFor(() => expect(screen.getAllByTestId('document-modal')).toHaveLength(2));
    const lookup = sent('/doc/getItemByFields')[0]?.url.searchParams;
    expect(lookup?.get('category')).toBe('priceQuote');
    expect(JSON.parse(lookup?.get('fields') ?? '')).toEqual([{ docId: 70 }]);
    const linked = screen.getAllByTestId('document-modal')[1] as HTMLElement;
    expect(within(linked).getByRole('heading', { level: 2 }).textContent).toContain(
      'הצעת מחיר מספר 70 (צפייה)',
    );
    expect(within(linked).queryByTestId('doc-save')).toBeNull();
  });

  it('asks before closing with unsaved changes, and closes at once without', async () => {
    requests = serve();
    const user = setupUser();
    const onClose = vi.fn();
    renderModal({ mode: 'edit', document: sampleDocument(), onClose });
    await user.click(screen.getByTestId('doc-exit'));
    expect(onClose).toHaveBeenCalledTimes(1);

    cleanup();
    const later = vi.fn();
    renderModal({ mode: 'edit', document: sampleDocument(), onClose: later });
    await user.type(field('comments'), 'שינוי');
    await user.click(screen.getByTestId('doc-exit'));
    const ask = await screen.findByTestId('confirm-dialog');
    expect(ask.textContent).toContain('יש שינויים שלא נשמרו');
    expect(later).not.toHaveBeenCalled();
    await user.click(within(ask).getByTestId('confirm-yes'));
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('refreshes the document from the server, asking first when something was typed', async () => {
    const doc = sampleDocument({ docId: 44 });
    const fresh = { ...doc, comments: 'מהשרת', generalStatus: { ...doc.generalStatus, status: 'בטיפול' } };
    requests = serve((_method, path) =>
      path === '/doc/getItemByFields' ? json({ items: [fresh] }) : undefined,
    );
    const user = setupUser();
    renderModal({ mode: 'edit', document: doc });
    await user.type(field('comments'), 'מקומי');
    await user.click(screen.getByTestId('doc-refresh'));
    const ask = await screen.findByTestId('confirm-dialog');
    expect(sent('/doc/getItemByFields')).toHaveLength(0);
    await user.click(within(ask).getByTestId('confirm-yes'));
    await waitFor(() => expect(field('comments').value).toBe('מהשרת'));
    expect((screen.getByTestId('doc-field-generalStatus') as HTMLInputElement).value).toBe('בטיפול');
  });
});
