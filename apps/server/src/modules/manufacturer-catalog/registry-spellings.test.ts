import { describe, expect, it } from 'vitest';
import { registrySpellings } from './registry-spellings';

describe('manufacturer catalogue registry spellings', () => {
  it('looks a name up as written, in capitals, in lower case and capitalised, once each', () => {
    expect(registrySpellings(['john deere', ' JOHN DEERE '])).toEqual([
      'john deere',
      'JOHN DEERE',
      'John Deere',
    ]);
    expect(registrySpellings(['massey-ferguson'])).toContain('Massey-Ferguson');
  });

  it('keeps Hebrew names as they are and drops blanks', () => {
    expect(registrySpellings(['ג׳ון דיר', '  '])).toEqual(['ג׳ון דיר']);
  });
});
