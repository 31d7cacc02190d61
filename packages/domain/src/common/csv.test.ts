import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, startsLikeFormula } from './csv';

describe('csv: startsLikeFormula', () => {
  it.each([
    '=HYPERLINK("http://x","y")',
    '+1+1',
    '-1+1',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1',
    ' =1+1',
  ])('flags %j', (value) => {
    expect(startsLikeFormula(value)).toBe(true);
  });

  it.each(['משה כהן', '123456782', 'a=b', 'mail@example.org', ''])('leaves %j alone', (value) => {
    expect(startsLikeFormula(value)).toBe(false);
  });
});

describe('csv: csvCell', () => {
  it('neutralises formula text with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+972501234567')).toBe("'+972501234567");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('quotes the delimiter, quotes and line breaks', () => {
    expect(csvCell('כהן, משה')).toBe('"כהן, משה"');
    expect(csvCell('חקלאות "השדה"')).toBe('"חקלאות ""השדה"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a;b')).toBe('a;b');
  });

  it('writes numbers, booleans and empty values as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1250.5)).toBe('1250.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('plain')).toBe('plain');
  });

  it('joins a line of cells', () => {
    expect(csvLine(['PI-1A2B3C4D', '=1+1', 'כהן, משה', 12, null])).toBe('PI-1A2B3C4D,\'=1+1,"כהן, משה",12,');
    expect(csvLine(['a;b', '@x'], ';')).toBe('"a;b";\'@x');
  });
});
