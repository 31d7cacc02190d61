import { describe, expect, it } from 'vitest';
import { can } from '../common/permissions';
import { roles } from '../common/roles';
import { createProductCategorySchema } from '../products/category.schema';
import { baseProductCategories } from '../products/product-rules';
import { createWorkSchema, updateWorkSchema, workInputSchema, worksQuerySchema } from './work.schema';

const messagesOf = (schema: typeof workInputSchema | typeof createWorkSchema, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('works: the dialog (spec 2 §5)', () => {
  it('accepts a name and a price, trimmed, reading the price as a number', () => {
    expect(workInputSchema.parse({ name: '  התקנת שמשה  ', price: '250.50' })).toEqual({
      name: 'התקנת שמשה',
      price: 250.5,
    });
    expect(workInputSchema.parse({ name: 'כיול', price: 0 })).toEqual({ name: 'כיול', price: 0 });
  });

  it("answers the spec's messages for a missing name and price", () => {
    expect(messagesOf(workInputSchema, {})).toEqual({
      name: 'validation.workNameRequired',
      price: 'validation.workPriceRequired',
    });
    expect(messagesOf(workInputSchema, { name: '   ', price: '  ' })).toEqual({
      name: 'validation.workNameRequired',
      price: 'validation.workPriceRequired',
    });
  });

  it.each([
    ['-5', 'validation.notNegative'],
    [-0.5, 'validation.notNegative'],
    ['12.345', 'validation.priceFormat'],
    [12.345, 'validation.priceFormat'],
    ['12,5', 'validation.priceFormat'],
    ['abc', 'validation.priceFormat'],
    ['123456789', 'validation.priceFormat'],
  ])('refuses the price %j with %s', (price, message) => {
    expect(messagesOf(workInputSchema, { name: 'עבודה', price })).toEqual({ price: message });
  });

  it.each([
    ['0', 0],
    ['7', 7],
    ['99.9', 99.9],
    ['1200.05', 1200.05],
    [99999999.99, 99999999.99],
  ])('accepts the price %j as %d', (price, value) => {
    expect(workInputSchema.parse({ name: 'עבודה', price }).price).toBe(value);
  });

  it('takes a catalogue number as text and treats an empty one as "give me one"', () => {
    expect(createWorkSchema.parse({ name: 'א', price: 1, catalogNumber: 1700006 }).catalogNumber).toBe(
      '1700006',
    );
    expect(createWorkSchema.parse({ name: 'א', price: 1, catalogNumber: ' ' }).catalogNumber).toBeUndefined();
    expect(createWorkSchema.parse({ name: 'א', price: 1 }).catalogNumber).toBeUndefined();
  });

  it('accepts the category works and refuses any other', () => {
    expect(createWorkSchema.safeParse({ name: 'א', price: 1, category: 'works' }).success).toBe(true);
    expect(messagesOf(createWorkSchema, { name: 'א', price: 1, category: 'windows' })).toEqual({
      category: 'validation.invalidValue',
    });
  });

  it('needs the id of the work to update', () => {
    const result = updateWorkSchema.safeParse({ name: 'א', price: 1, _id: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.missingItemId');
  });
});

describe('works: the list (spec 2 §7, §9)', () => {
  it('pages from 0, fifteen to a page, and accepts the machine fields it ignores', () => {
    expect(worksQuerySchema.parse({})).toEqual({ page: 0, pageSize: 15 });
    expect(
      worksQuerySchema.parse({
        page: '2',
        pageSize: '10',
        search: ' כיול ',
        vinNumber: 'X',
        tractorNumber: '1',
      }),
    ).toEqual({ page: 2, pageSize: 10, search: 'כיול', vinNumber: 'X', tractorNumber: '1' });
  });

  it.each([
    { page: -1 },
    { page: 1.5 },
    { pageSize: 0 },
    { pageSize: 101 },
    { page: 'x' },
  ])('refuses %j', (query) => {
    expect(worksQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('works: who may do what', () => {
  it('lets the roles that read the catalogue read works and only staff manage them', () => {
    expect(roles.filter((role) => can(role, 'works.read'))).toEqual(
      roles.filter((role) => can(role, 'products.read')),
    );
    expect(roles.filter((role) => can(role, 'works.manage'))).toEqual(['admin', 'worker']);
  });
});

describe('works are not a product category (ADR 0024)', () => {
  it("is no built-in category, and no category may take the works screen's path", () => {
    expect(baseProductCategories).not.toContain('works');
    const created = createProductCategorySchema.safeParse({
      categoryName: 'עבודות',
      categoryEnName: 'Works',
    });
    expect(created.error?.issues.map((issue) => issue.message)).toEqual(['validation.categoryTaken']);
  });
});
