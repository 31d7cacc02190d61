import { describe, expect, it } from 'vitest';
import { documentInputSchema } from './document.schema';
import { documentMessages as m, problemMessages } from './document-messages';
import {
  type DocCategory,
  documentCategories,
  type ReadinessDocument,
  readinessProblems,
} from './document-readiness';
import { newProductLine, newWorkLine } from './line-items';

const product = newProductLine({
  _id: 'p1',
  catalogNumber: 'AB-12',
  name: 'מראה',
  category: 'mirrors',
  price: 90,
});
const work = newWorkLine({ _id: 'w1', catalogNumber: '1001', name: 'התקנה', price: 250 });

/** A document every category accepts. */
function ready(): ReadinessDocument {
  return {
    userInformation: { userType: 'individual', name: 'ישראל ישראלי', userId: '123456789' },
    machine: { vinNumber: 'WVWZZZ1JZXW000001', tractorNumber: '' },
    isDocWithoutMachine: false,
    products: [product],
    works: [work],
    shippingAddress: { city: 'רמלה', shippingDate: '15/05/2025' },
    handleBy: { storekeeper: { id: 'u-7' } },
  };
}

const problemsOf = (category: DocCategory, changes: Partial<ReadinessDocument>) =>
  readinessProblems(category, { ...ready(), ...changes });

describe('readinessProblems', () => {
  it('finds nothing missing in a complete document of any category', () => {
    expect(documentCategories).toEqual(['priceQuote', 'workCard', 'shippingCertificate']);
    for (const category of documentCategories) expect(readinessProblems(category, ready())).toEqual([]);
  });

  it('needs the customer name, id number and type, each beside its field', () => {
    expect(
      problemsOf('priceQuote', { userInformation: { userType: 'individual', name: '  ', userId: '' } }),
    ).toEqual([
      { field: 'userInformation.name', message: m.missingCustomer },
      { field: 'userInformation.userId', message: m.missingCustomer },
    ]);
    expect(problemsOf('shippingCertificate', { userInformation: null })).toEqual([
      { field: 'userInformation.name', message: m.missingCustomer },
      { field: 'userInformation.userId', message: m.missingCustomer },
      { field: 'userInformation.userType', message: m.missingCustomer },
    ]);
  });

  it('needs a chassis or vehicle number unless the document is without machine', () => {
    const noMachine = { machine: { vinNumber: '', tractorNumber: ' ' } };
    expect(problemsOf('workCard', noMachine)).toEqual([{ field: 'machine', message: m.missingMachine }]);
    expect(problemsOf('priceQuote', noMachine)).toEqual([{ field: 'machine', message: m.missingMachine }]);
    expect(problemsOf('priceQuote', { machine: { tractorNumber: '12-345-67' } })).toEqual([]);
    expect(problemsOf('workCard', { ...noMachine, isDocWithoutMachine: true })).toEqual([]);
  });

  it('needs a product or a work', () => {
    for (const category of documentCategories)
      expect(problemsOf(category, { products: [], works: [] })).toEqual([
        { field: 'products', message: m.missingItems },
      ]);
    expect(problemsOf('priceQuote', { products: [], works: [work] })).toEqual([]);
    expect(problemsOf('priceQuote', { products: [product], works: null })).toEqual([]);
  });

  it("needs every product's catalogue number, category, name and warehouse", () => {
    const bare = { ...product, catalogNumber: '', category: '', name: '', warehouse: null };
    expect(problemsOf('priceQuote', { products: [product, bare] })).toEqual([
      { field: 'products.1.catalogNumber', message: m.missingProductDetails },
      { field: 'products.1.category', message: m.missingProductDetails },
      { field: 'products.1.name', message: m.missingProductDetails },
      { field: 'products.1.warehouse', message: m.missingWarehouse },
    ]);
    expect(
      problemsOf('priceQuote', { products: [{ ...product, warehouse: { value: 2, label: '' } }] }),
    ).toEqual([{ field: 'products.0.warehouse', message: m.missingWarehouse }]);
    expect(problemsOf('priceQuote', { products: [{ ...product, warehouse: { label: 'רמלה' } }] })).toEqual([
      { field: 'products.0.warehouse', message: m.missingWarehouse },
    ]);
  });

  it('takes the typed name instead of the catalogue name when the line uses a general name', () => {
    const general = { ...product, name: '', isGeneralName: true, generalName: 'מראה צד ימין' };
    expect(problemsOf('priceQuote', { products: [general] })).toEqual([]);
    expect(problemsOf('priceQuote', { products: [{ ...general, generalName: ' ', name: 'מראה' }] })).toEqual([
      { field: 'products.0.generalName', message: m.missingProductDetails },
    ]);
  });

  it("needs every work's category, catalogue number and name, and no warehouse", () => {
    expect(problemsOf('priceQuote', { works: [{ ...work, warehouse: null }] })).toEqual([]);
    expect(
      problemsOf('workCard', { works: [{ ...work, category: '', catalogNumber: '', name: '' }] }),
    ).toEqual([
      { field: 'works.0.category', message: m.missingWorkDetails },
      { field: 'works.0.catalogNumber', message: m.missingWorkDetails },
      { field: 'works.0.name', message: m.missingWorkDetails },
    ]);
  });

  it('needs the shipping city and date and a handling storekeeper on a work card only', () => {
    const changes = { shippingAddress: { city: '', shippingDate: '' }, handleBy: { storekeeper: null } };
    expect(problemsOf('workCard', changes)).toEqual([
      { field: 'shippingAddress.city', message: m.missingShipping },
      { field: 'shippingAddress.shippingDate', message: m.missingShipping },
      { field: 'handleBy.storekeeper', message: m.missingStorekeeper },
    ]);
    expect(problemsOf('workCard', { handleBy: { storekeeper: { id: '' } } })).toEqual([
      { field: 'handleBy.storekeeper', message: m.missingStorekeeper },
    ]);
    expect(problemsOf('priceQuote', changes)).toEqual([]);
    expect(problemsOf('shippingCertificate', changes)).toEqual([]);
  });

  it('lists everything an empty work card (as the wire schema fills it) lacks, each message once for the dialog', () => {
    const empty = documentInputSchema.parse({});
    const problems = readinessProblems('workCard', empty);
    expect(problems.map((problem) => problem.field)).toEqual([
      'userInformation.name',
      'userInformation.userId',
      'machine',
      'products',
      'shippingAddress.city',
      'shippingAddress.shippingDate',
      'handleBy.storekeeper',
    ]);
    expect(problemMessages(problems)).toEqual([
      m.missingCustomer,
      m.missingMachine,
      m.missingItems,
      m.missingShipping,
      m.missingStorekeeper,
    ]);
  });
});
