import { describe, expect, it } from 'vitest';
import { formatShekels, termsLinkOf } from './policy-product-display';

describe('policy-products display', () => {
  it('writes amounts in shekels with thousands separators and at most two decimals', () => {
    expect(formatShekels(1250)).toBe('₪1,250');
    expect(formatShekels(99.5)).toBe('₪99.5');
    expect(formatShekels(0)).toBe('₪0');
  });

  it('opens the typed link first, else the uploaded document', () => {
    const file = {
      _id: 'f',
      url: 'https://files.example/terms.pdf',
      name: 'terms.pdf',
      path: 'p',
      mimeType: 'application/pdf',
      size: 1,
    };
    expect(termsLinkOf({ link: 'https://example.com/terms', termsFile: file })).toBe(
      'https://example.com/terms',
    );
    expect(termsLinkOf({ link: '', termsFile: file })).toBe('https://files.example/terms.pdf');
    expect(termsLinkOf({ link: '', termsFile: null })).toBe('');
  });
});
