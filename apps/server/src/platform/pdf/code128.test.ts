import { describe, expect, it } from 'vitest';
import { code128QuietZone, code128Svg, encodeCode128B } from './code128';

const moduleString = (widths: number[]) =>
  widths.map((width, index) => (index % 2 === 0 ? '1' : '0').repeat(width)).join('');

describe('pdf: Code 128 set B', () => {
  it('starts with start B (104), ends with the checksum mod 103 and the stop', () => {
    // P=48 J=42 J=42 1=17 2=18 3=19 C=35: 104 + 48 + 84 + 126 + 68 + 90 + 114 + 245 = 879 → 879 mod 103 = 55.
    const encoded = encodeCode128B('PJJ123C');
    expect(encoded.values).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    expect(encoded.checksum).toBe(55);
  });

  it('draws the known bar patterns of start B, the characters and the stop', () => {
    const { widths, modules } = encodeCode128B('A1');
    // A=33, 1=17; checksum (104 + 33 + 2·17) mod 103 = 68.
    const expected = ['211214', '111323', '123221', '141221', '2331112'].join('');
    expect(widths.join('')).toBe(expected);
    expect(modules).toBe(4 * 11 + 13);
    expect(moduleString(widths)).toBe(
      '11010010000' + '10100011000' + '10011100110' + '10000100110' + '1100011101011',
    );
  });

  it('gives every symbol 11 modules and the stop 13', () => {
    const text = ' ~AZaz09-/.';
    const { values, modules } = encodeCode128B(text);
    expect(values).toHaveLength(text.length + 3);
    expect(modules).toBe((text.length + 2) * 11 + 13);
  });

  it('refuses what set B cannot encode', () => {
    expect(() => encodeCode128B('')).toThrow();
    expect(() => encodeCode128B('מק״ט')).toThrow(/cannot encode/);
    expect(() => encodeCode128B('a\tb')).toThrow(/cannot encode/);
  });

  it('draws one rectangle per bar inside the quiet zones, with an escaped label', () => {
    const svg = code128Svg('A1', { width: '50mm', height: '12mm', label: '<A1>' }).value;
    expect(svg.match(/<rect /g)).toHaveLength(3 * 4 + 4);
    expect(svg).toContain(`viewBox="0 0 ${57 + 2 * code128QuietZone} 1"`);
    expect(svg).toContain(`<rect x="${code128QuietZone}" y="0" width="2" height="1"/>`);
    expect(svg).toContain('aria-label="&lt;A1&gt;"');
  });
});
