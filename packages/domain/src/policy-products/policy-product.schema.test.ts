import { describe, expect, it } from 'vitest';
import {
  policyProductInputSchema,
  policyProductsQuerySchema,
  updatePolicyProductSchema,
} from './policy-product.schema';

const firstMessages = (input: unknown): Record<string, string> => {
  const result = policyProductInputSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const product = {
  policyName: 'שמשות פלוס',
  type: 'windows',
  policyPrice: '1200',
  deductible: '250.5',
  link: 'https://example.co.il/terms.pdf',
};
const fileId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('policy products: the product form (spec 1 §5)', () => {
  it('accepts a complete product, reading the amounts as numbers', () => {
    expect(policyProductInputSchema.parse(product)).toEqual({
      policyName: 'שמשות פלוס',
      type: 'windows',
      policyType: '',
      policyPrice: 1200,
      deductible: 250.5,
      link: 'https://example.co.il/terms.pdf',
      termsFileId: null,
    });
  });

  it.each([
    ['12.5', 12.5],
    ['12.50', 12.5],
    [' 0 ', 0],
    [99.99, 99.99],
    [1500, 1500],
  ])('reads price %o as %d', (policyPrice, expected) => {
    expect(policyProductInputSchema.parse({ ...product, policyPrice }).policyPrice).toBe(expected);
  });

  it.each([
    '12.345',
    '-5',
    '12,5',
    '1e3',
    'abc',
    '12.',
    12.345,
    -5,
  ])('refuses price %o: numbers only', (policyPrice) => {
    expect(firstMessages({ ...product, policyPrice })).toEqual({ policyPrice: 'validation.numberOnly' });
  });

  it.each(['', '  ', undefined, null])('requires the price and the deductible (%o)', (amount) => {
    expect(firstMessages({ ...product, policyPrice: amount, deductible: amount })).toEqual({
      policyPrice: 'validation.required',
      deductible: 'validation.required',
    });
  });

  it('requires the name and the type, one of windows or lights', () => {
    expect(firstMessages({ ...product, policyName: ' ', type: undefined })).toEqual({
      policyName: 'validation.required',
      type: 'validation.required',
    });
    expect(firstMessages({ ...product, type: 'mirrors' })).toEqual({ type: 'validation.required' });
    expect(firstMessages({ ...product, type: 'lights' })).toEqual({});
  });

  it('requires a terms link or an uploaded terms document, reported on the link', () => {
    expect(firstMessages({ ...product, link: '' })).toEqual({ link: 'validation.termsRequired' });
    expect(firstMessages({ ...product, link: undefined, termsFileId: null })).toEqual({
      link: 'validation.termsRequired',
    });
    expect(firstMessages({ ...product, link: '', termsFileId: fileId })).toEqual({});
  });

  it.each([
    'example.co.il/terms',
    'ftp://example.co.il/terms',
    'https://exa mple.co.il',
    'javascript:alert(1)',
  ])('refuses link %s', (link) => {
    expect(firstMessages({ ...product, link })).toEqual({ link: 'validation.invalidLink' });
  });

  it('refuses a terms file id that is not an uploaded file id', () => {
    expect(firstMessages({ ...product, termsFileId: 'terms.pdf' })).toEqual({
      termsFileId: 'validation.invalidValue',
    });
  });

  it('needs the product id to update', () => {
    expect(updatePolicyProductSchema.safeParse({ ...product, _id: fileId }).success).toBe(true);
    const result = updatePolicyProductSchema.safeParse(product);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.missingItemId']);
  });

  it('lists from page 1, ten at a time', () => {
    expect(policyProductsQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(policyProductsQuerySchema.parse({ page: '2', limit: '25', type: 'lights' })).toEqual({
      page: 2,
      limit: 25,
      type: 'lights',
    });
  });
});
