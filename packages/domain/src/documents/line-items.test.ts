import { describe, expect, it } from 'vitest';
import { specialCatalogNumber } from '../products/product-rules';
import {
  canEditDiscount,
  DEFAULT_DOCUMENT_WAREHOUSE_VALUE,
  documentWarehouse,
  documentWarehouses,
  FREE_ITEM_CATALOG_NUMBER,
  FREE_ITEM_MAX_QUANTITY,
  FREE_ITEM_MIN_QUANTITY,
  isFreeItem,
  newProductLine,
  newWorkLine,
  repricedLine,
} from './line-items';

describe('the free item', () => {
  it('is catalogue number 9999999, as text like every product catalogue number, quantity 1 to 999', () => {
    expect(FREE_ITEM_CATALOG_NUMBER).toBe('9999999');
    expect(FREE_ITEM_CATALOG_NUMBER).toBe(specialCatalogNumber);
    expect([FREE_ITEM_MIN_QUANTITY, FREE_ITEM_MAX_QUANTITY]).toEqual([1, 999]);
    expect(isFreeItem({ catalogNumber: '9999999' })).toBe(true);
    expect(isFreeItem({ catalogNumber: ' 9999999 ' })).toBe(true);
    expect(isFreeItem({ catalogNumber: '99999990' })).toBe(false);
    expect(isFreeItem({})).toBe(false);
  });
});

describe('document warehouses', () => {
  it('are 2 "בית עוזיאל" (the default) and 3 "רמלה", both of role "מחסן"', () => {
    expect(documentWarehouses).toEqual([
      { value: 2, label: 'בית עוזיאל', role: 'מחסן' },
      { value: 3, label: 'רמלה', role: 'מחסן' },
    ]);
    expect(DEFAULT_DOCUMENT_WAREHOUSE_VALUE).toBe(2);
    expect(documentWarehouse(3)).toEqual({ value: 3, label: 'רמלה', role: 'מחסן' });
    expect(documentWarehouse('2')?.label).toBe('בית עוזיאל');
    expect(documentWarehouse(7)).toBeUndefined();
  });

  it('hand out copies, so editing a line never changes the list', () => {
    const line = newProductLine({ _id: 'p1', price: 10 });
    if (line.warehouse) line.warehouse.label = 'changed';
    expect(documentWarehouses[0]?.label).toBe('בית עוזיאל');
    expect(newProductLine({ _id: 'p2' }).warehouse?.label).toBe('בית עוזיאל');
  });
});

describe('newProductLine', () => {
  it("builds a line with spec 2 §4's defaults and its amounts", () => {
    const line = newProductLine({
      _id: 'prod-1',
      catalogNumber: 'AB-12',
      name: 'שמשה קדמית',
      category: 'windows',
      price: 450,
      isOriginal: true,
      deliveryTime: '3 ימי עסקים',
    });
    expect(line).toEqual({
      id: 'prod-1',
      category: 'windows',
      catalogNumber: 'AB-12',
      name: 'שמשה קדמית',
      generalName: '',
      isGeneralName: false,
      isCatalogNumVisible: true,
      quantity: 1,
      price: 450,
      discount: 0,
      netPrice: 450,
      totalWithoutVAT: 450,
      warehouse: { value: 2, label: 'בית עוזיאל', role: 'מחסן' },
      deliveryTime: '3 ימי עסקים',
      scannedCount: 0,
      isPicked: false,
      isPrintBarcode: false,
      isOriginal: true,
      installer: null,
    });
  });

  it('starts a product without a price at 0, its discount not yet editable', () => {
    const line = newProductLine({
      _id: 'free',
      catalogNumber: '9999999',
      name: 'פריט חופשי',
      category: 'parts',
    });
    expect(line).toMatchObject({ price: 0, netPrice: 0, totalWithoutVAT: 0, quantity: 1 });
    expect(canEditDiscount(line)).toBe(false);
  });
});

describe('newWorkLine', () => {
  it("builds a work line in category 'works' with the same defaults", () => {
    const line = newWorkLine({ _id: 'w-9', catalogNumber: '1004', name: 'התקנת שמשה', price: 250 });
    expect(line).toMatchObject({
      id: 'w-9',
      category: 'works',
      catalogNumber: '1004',
      name: 'התקנת שמשה',
      quantity: 1,
      price: 250,
      discount: 0,
      netPrice: 250,
      totalWithoutVAT: 250,
      warehouse: { value: 2 },
      isPicked: false,
      scannedCount: 0,
      installer: null,
    });
  });

  it('accepts a price typed as text', () => {
    expect(newWorkLine({ id: 'w-1', name: 'פירוק', price: '120.5' })).toMatchObject({
      id: 'w-1',
      price: 120.5,
      totalWithoutVAT: 120.5,
    });
  });
});

describe('repricedLine', () => {
  it('recomputes a line after an edit and keeps its other fields', () => {
    const line = {
      ...newProductLine({ _id: 'p', catalogNumber: 'X1', price: 33.3 }),
      quantity: 3,
      discount: 0.15,
    };
    expect(repricedLine(line)).toMatchObject({
      id: 'p',
      catalogNumber: 'X1',
      quantity: 3,
      discount: 15,
      netPrice: 28.305,
      totalWithoutVAT: 84.92,
    });
  });
});

describe('canEditDiscount', () => {
  it('is true only once the line has a gross price', () => {
    expect(canEditDiscount({ price: 10 })).toBe(true);
    expect(canEditDiscount({ price: '10' })).toBe(true);
    expect(canEditDiscount({ price: 0 })).toBe(false);
    expect(canEditDiscount({ price: '' })).toBe(false);
    expect(canEditDiscount({ price: 'abc' })).toBe(false);
    expect(canEditDiscount({ price: null })).toBe(false);
    expect(canEditDiscount({})).toBe(false);
  });
});
