import { describe, expect, it } from 'vitest';
import { documentSearchTerm, isDocumentNumberSearch } from './document-search';

describe('documents: the list search', () => {
  it('takes a document number of any length', () => {
    expect(documentSearchTerm(' 7 ')).toBe('7');
    expect(documentSearchTerm('12')).toBe('12');
    expect(isDocumentNumberSearch('1234')).toBe(true);
  });

  it('searches other text from three characters only', () => {
    expect(documentSearchTerm('מש')).toBeUndefined();
    expect(documentSearchTerm(' משה ')).toBe('משה');
    expect(documentSearchTerm('')).toBeUndefined();
    expect(isDocumentNumberSearch('7a')).toBe(false);
  });
});
