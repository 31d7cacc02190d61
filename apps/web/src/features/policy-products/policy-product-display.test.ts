import { describe, expect, it } from 'vitest';
import { termsLinkOf } from './policy-product-display';

describe('policy-products display', () => {
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
