import { describe, expect, it } from 'vitest';
import { productInputSchema } from './product.schema';

const valid = { category: 'windows', catalogNumber: '1001', name: 'שמשה קדמית' };
/** The first message per field, the way forms and the server show them. */
const errors = (input: object) => {
  const result = productInputSchema.safeParse({ ...valid, ...input });
  const fields: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
};

describe('products: what the form saves (spec 3 §5)', () => {
  it('requires a name of 2+ characters and a catalogue number', () => {
    expect(errors({ name: ' ' })).toEqual({ name: 'validation.required' });
    expect(errors({ name: 'א' })).toEqual({ name: 'validation.minLength2' });
    expect(errors({ catalogNumber: '' })).toEqual({ catalogNumber: 'validation.required' });
  });

  it('wants an original part’s catalogue number longer than 2 characters', () => {
    expect(errors({ isOriginal: true, catalogNumber: 'AB' })).toEqual({
      catalogNumber: 'validation.catalogNumberTooShort',
    });
    expect(errors({ isOriginal: true, catalogNumber: 'ABC' })).toEqual({});
    expect(errors({ isOriginal: false, catalogNumber: '12' })).toEqual({});
  });

  it('derives the supplier price from the price and keeps no price before VAT, whatever was sent', () => {
    const parsed = productInputSchema.parse({ ...valid, price: '1250', supplierPrice: 1, priceBeforeVat: 1 });
    expect(parsed).toMatchObject({ price: 1250, supplierPrice: 375 });
    expect(parsed).not.toHaveProperty('priceBeforeVat');
    expect(errors({ price: '12.345' })).toEqual({ price: 'validation.numberOnly' });
    expect(productInputSchema.parse(valid).price).toBe(0);
  });

  it('stores vehicle fits typed as space-separated text as lists, and accepts lists back', () => {
    const parsed = productInputSchema.parse({
      ...valid,
      vinNumber: 'VIN1 VIN2  VIN1',
      tractorNumber: [{ value: '1234567' }],
    });
    expect(parsed.vinNumber).toEqual([{ value: 'VIN1' }, { value: 'VIN2' }]);
    expect(parsed.tractorNumber).toEqual([{ value: '1234567' }]);
    expect(parsed.alternateCatalogNumber).toEqual([]);
  });

  it('takes at most three images and whole quantities', () => {
    const ids = Array.from({ length: 4 }, (_, index) => `00000000-0000-4000-8000-00000000000${index}`);
    expect(errors({ imageIds: ids })).toEqual({ imageIds: 'validation.tooManyImages' });
    expect(errors({ quantity: '2.5' })).toEqual({ quantity: 'validation.numberOnly' });
  });
});

describe('malformed product input', () => {
  it('is refused with messages, never thrown, whatever the shape', () => {
    for (const value of [undefined, null, 'x', 42, [], { category: ['a'] }]) {
      const result = productInputSchema.safeParse(value);
      expect(result.success).toBe(false);
    }
  });
});
