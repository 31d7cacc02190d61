import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../common/messages';
import { documentInputSchema, documentSchema } from './document.schema';
import { newProductLine } from './line-items';
import {
  isAlreadyOrdered,
  orderedLineFromDocumentLine,
  orderedLineFromProduct,
  orderedQuantity,
  supplierOrderTotal,
} from './supplier-order';

const mirror = {
  _id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  catalogNumber: '100300',
  name: 'מראה צד',
  category: 'mirrors',
  price: 400,
  purchasePrice: 180,
  deliveryTime: '3 ימי עסקים',
  supplier: { name: 'מראות הצפון', refNumber: 'MR-77' },
};

describe('the supplier order lines', () => {
  it('orders a catalogue product at its purchase price with its supplier and delivery time', () => {
    expect(orderedLineFromProduct(mirror)).toMatchObject({
      id: mirror._id,
      catalogNumber: '100300',
      quantity: 1,
      price: 180,
      discount: 0,
      netPrice: 180,
      totalWithoutVAT: 180,
      warehouse: null,
      deliveryTime: '3 ימי עסקים',
      supplier: { name: 'מראות הצפון', refNumber: 'MR-77' },
    });
  });

  it('copies a document line with its quantity but never the customer’s price', () => {
    const line = { ...newProductLine(mirror), quantity: 4, discount: 10 };
    const ordered = orderedLineFromDocumentLine(line, mirror);
    expect(ordered).toMatchObject({ quantity: 4, price: 180, discount: 0, totalWithoutVAT: 720 });
    expect(ordered.supplier).toEqual({ name: 'מראות הצפון', refNumber: 'MR-77' });
    expect(orderedLineFromDocumentLine({ ...line, quantity: 5000 }).quantity).toBe(999);
    // Not in the catalogue any more: ordered with a price to type and no supplier.
    expect(orderedLineFromDocumentLine(line)).toMatchObject({ price: 0, supplier: null });
  });

  it('knows a line already ordered: the same product, or the free item by its typed name', () => {
    const ordered = [orderedLineFromProduct(mirror)];
    expect(isAlreadyOrdered(ordered, newProductLine(mirror))).toBe(true);
    expect(isAlreadyOrdered(ordered, newProductLine({ ...mirror, _id: 'other', catalogNumber: '1' }))).toBe(
      false,
    );
    const free = { catalogNumber: '9999999', id: 'free', isGeneralName: true, generalName: 'מדבקה' };
    expect(isAlreadyOrdered([free], { ...free })).toBe(true);
    expect(isAlreadyOrdered([free], { ...free, generalName: 'שלט' })).toBe(false);
  });

  it('totals the order from unit price × quantity, to agorot', () => {
    expect(
      supplierOrderTotal([
        { price: 180, quantity: 4 },
        { price: 33.35, quantity: 3 },
      ]),
    ).toBe(820.05);
    expect(orderedQuantity('0')).toBe(1);
    expect(orderedQuantity('abc')).toBe(1);
  });
});

describe('the supplier order on the wire', () => {
  it('takes 1 to 999 units a line, and answers the range beside the quantity', () => {
    const parsed = documentInputSchema.safeParse({
      orderedProducts: [
        { catalogNumber: '1', quantity: 1000 },
        { catalogNumber: '2', quantity: 0 },
      ],
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['orderedProducts.0.quantity', m.orderQuantityRange],
      ['orderedProducts.1.quantity', m.orderQuantityRange],
    ]);
    const ok = documentInputSchema.parse({
      orderedProducts: [{ catalogNumber: '1', quantity: '12', supplier: { name: 'ספק', refNumber: 'R1' } }],
      products: [{ catalogNumber: '1', quantity: 5000 }],
    });
    expect(ok.orderedProducts[0]).toMatchObject({ quantity: 12, supplier: { name: 'ספק', refNumber: 'R1' } });
    // Other lines are unchanged: no supplier, and the order's range is the order's alone.
    expect(ok.products[0]).not.toHaveProperty('supplier');
    expect(ok.products[0]?.quantity).toBe(5000);
  });

  it('keeps the supplier of an ordered line in a document as answered', () => {
    const line = { ...orderedLineFromProduct(mirror), quantity: 2 };
    const shape = documentSchema.shape.orderedProducts;
    expect(shape.parse([{ ...line, netPrice: 180, totalWithoutVAT: 360 }])[0]?.supplier).toEqual(
      mirror.supplier,
    );
  });
});
