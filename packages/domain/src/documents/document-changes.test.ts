import { describe, expect, it } from 'vitest';
import { documentInputSchema } from './document.schema';
import {
  changedFields,
  coreDocumentFields,
  coreFieldsChanged,
  nonCoreDocumentFields,
  stampedDocumentFields,
  updateProblems,
} from './document-changes';
import { documentMessages as m } from './document-messages';
import { newProductLine, newWorkLine } from './line-items';

/** A stored document as the server answers it, stamps included. */
function stored() {
  return {
    ...documentInputSchema.parse({
      userInformation: { name: 'ישראל ישראלי', userId: '123456789' },
      machine: { vinNumber: 'VIN1' },
      products: [
        newProductLine({ _id: 'p1', catalogNumber: 'A1', name: 'מראה', category: 'mirrors', price: 33.3 }),
      ],
      works: [newWorkLine({ _id: 'w1', catalogNumber: '1001', name: 'התקנה', price: 250 })],
      docNotes: [{ id: 'n1', content: 'הערה ראשונה' }],
    }),
    _id: 'doc-1',
    docId: 12,
    category: 'priceQuote',
    date: '01/05/2025',
    status: true,
    generalStatus: { status: 'הצעת מחיר ללקוח', LastModifiedDate: '01/05/2025 10:00', LastModifiedBy: 'דנה' },
    createdBy: { name: 'דנה', userId: 'u1', role: 'worker' },
    docTotalPrice: 334,
    pdfUrl: 'https://files/1.pdf',
    pdfUrl2: 'https://files/1-copy.pdf',
    closeReason: '',
    LinkingReferenceNumber: null,
    activityLog: [{ action: 'create' }],
  };
}

describe('changedFields', () => {
  it('finds nothing changed between a document and itself', () => {
    expect(changedFields(stored(), stored())).toEqual([]);
  });

  it('names each top-level field a person changed', () => {
    const after = stored();
    after.userInformation = { ...after.userInformation, name: 'משה כהן' };
    after.comments = 'לתאם מראש';
    after.isDocWithoutVat = true;
    expect(changedFields(stored(), after)).toEqual(['userInformation', 'comments', 'isDocWithoutVat']);
  });

  it('ignores stamped and computed fields: totals, PDFs, log, creator, date, modified stamp, notes', () => {
    const after = {
      ...stored(),
      docTotalPrice: 1,
      pdfUrl: 'https://files/2.pdf',
      pdfUrl2: '',
      activityLog: [],
      createdBy: { name: 'אחר', userId: 'u2', role: 'admin' },
      date: '02/05/2025',
      generalStatus: {
        status: 'הצעת מחיר ללקוח',
        LastModifiedDate: '02/05/2025 11:00',
        LastModifiedBy: 'אחר',
      },
      docNotes: [],
    };
    after.products = after.products.map((line) => ({ ...line, netPrice: 1, totalWithoutVAT: 999 }));
    expect(changedFields(stored(), after)).toEqual([]);
    expect([...stampedDocumentFields]).toEqual(
      expect.arrayContaining(['docTotalPrice', 'pdfUrl', 'pdfUrl2']),
    );
  });

  it('sees a changed general status, and a changed line, but not the same discount written as a fraction', () => {
    const after = stored();
    after.generalStatus = { ...after.generalStatus, status: 'בטיפול' };
    expect(changedFields(stored(), after)).toEqual(['generalStatus']);

    const before = stored();
    before.products = before.products.map((line) => ({ ...line, discount: 15 }));
    const fraction = stored();
    fraction.products = fraction.products.map((line) => ({ ...line, discount: 0.15 }));
    expect(changedFields(before, fraction)).toEqual([]);

    const moreUnits = stored();
    moreUnits.products = moreUnits.products.map((line) => ({ ...line, quantity: 2 }));
    expect(changedFields(stored(), moreUnits)).toEqual(['products']);

    const otherWarehouse = stored();
    otherWarehouse.products = otherWarehouse.products.map((line) => ({
      ...line,
      warehouse: { value: 3, label: 'רמלה', role: 'מחסן' },
    }));
    expect(changedFields(stored(), otherWarehouse)).toEqual(['products']);
  });

  it('treats a missing field, undefined and null alike', () => {
    const { damageReport: _, ...withoutReport } = stored();
    expect(changedFields(stored(), withoutReport)).toEqual([]);
    expect(changedFields(stored(), { ...stored(), damageReport: { policyDetails: {} } })).toEqual([
      'damageReport',
    ]);
  });
});

describe('coreFieldsChanged', () => {
  it('is true when a field printed on the PDF changed', () => {
    const changes: Record<string, unknown>[] = [
      { userInformation: { ...stored().userInformation, phoneNumber: '0501234567' } },
      { billingCustomer: { ...stored().billingCustomer, name: 'חברה בע"מ' } },
      { machine: { ...stored().machine, tractorNumber: '12-345-67' } },
      { products: [] },
      { works: [] },
      { shippingAddress: { ...stored().shippingAddress, city: 'רמלה' } },
      { contactDetails: { ...stored().contactDetails, name: 'יוסי' } },
      { comments: 'הערה ללקוח' },
      { isDocWithoutVat: true },
      { isPriceVisible: false },
      { damageReport: { accidentDetails: { accidentDate: '01/05/2025' } } },
    ];
    for (const change of changes) expect(coreFieldsChanged(stored(), { ...stored(), ...change })).toBe(true);
  });

  it('is false for working state only: notes, status, assignment, route number, proof images, installer notes', () => {
    const after = {
      ...stored(),
      docNotes: [{ id: 'n2', content: 'חדשה', isNew: true }],
      generalStatus: { status: 'בוצע', LastModifiedDate: '', LastModifiedBy: '' },
      handleBy: {
        worker: { name: 'דנה', id: 'u1' },
        storekeeper: { name: 'רון', id: 'u7' },
        installer: null,
        supplier: null,
      },
      routeNumber: 4,
      proofImages: [{ value: 'https://files/proof.jpg' }],
      installerNotes: 'הלקוח לא היה בבית',
    };
    expect(changedFields(stored(), after).sort()).toEqual(
      ['generalStatus', 'handleBy', 'installerNotes', 'proofImages', 'routeNumber'].sort(),
    );
    expect(coreFieldsChanged(stored(), after)).toBe(false);
  });

  it('classifies every field a client can set on a document exactly once', () => {
    const classified = [...coreDocumentFields, ...nonCoreDocumentFields];
    expect(new Set(classified).size).toBe(classified.length);
    expect([...classified].sort()).toEqual(Object.keys(documentInputSchema.shape).sort());
  });
});

describe('updateProblems', () => {
  const changed = () => ({ ...stored(), comments: 'שונה' });

  it("refuses an update that changes nothing: 'לא בוצעו שינויים במסמך'", () => {
    expect(updateProblems(stored(), stored(), 'הערה חדשה')).toEqual([{ field: 'doc', message: m.noChanges }]);
    expect(updateProblems(stored(), { ...stored(), docTotalPrice: 5, pdfUrl: 'x' }, 'הערה')).toEqual([
      { field: 'doc', message: m.noChanges },
    ]);
  });

  it("needs a new note of at least 2 characters once trimmed: 'חייב להוסיף הערה חדשה'", () => {
    const noNote = [{ field: 'docNotes', message: m.newNoteRequired }];
    expect(updateProblems(stored(), changed(), '')).toEqual(noNote);
    expect(updateProblems(stored(), changed(), undefined)).toEqual(noNote);
    expect(updateProblems(stored(), changed(), ' א ')).toEqual(noNote);
    expect(updateProblems(stored(), changed(), [])).toEqual(noNote);
    expect(updateProblems(stored(), changed(), ['א', ' '])).toEqual(noNote);
  });

  it('accepts a real change with a note', () => {
    expect(updateProblems(stored(), changed(), 'עודכן')).toEqual([]);
    expect(updateProblems(stored(), changed(), ' אב ')).toEqual([]);
    expect(updateProblems(stored(), changed(), ['א', 'עודכן מחיר'])).toEqual([]);
  });
});
