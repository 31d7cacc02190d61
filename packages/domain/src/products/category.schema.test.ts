import { describe, expect, it } from 'vitest';
import { categoryValueOf, createProductCategorySchema } from './category.schema';

const parse = (categoryEnName: string) =>
  createProductCategorySchema.safeParse({ categoryName: 'צינורות', categoryEnName });

describe('product categories: the English name', () => {
  it('is kept as typed, with its spaces tidied, and gives the value products carry', () => {
    const result = parse('  Hydraulic   hoses ');
    expect(result.success && result.data.categoryEnName).toBe('Hydraulic hoses');
    expect(categoryValueOf('Hydraulic hoses')).toBe('hydraulicHoses');
    expect(categoryValueOf('CAR batteries 2')).toBe('carBatteries2');
  });

  it('must be English letters (digits and spaces after the first letter)', () => {
    for (const name of ['צינורות', '2 hoses', 'hoses-and-pipes', ''])
      expect(parse(name).success, name).toBe(false);
  });

  it('cannot name one of the screens under products/', () => {
    const result = parse('Temporary table');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.categoryTaken');
  });
});
