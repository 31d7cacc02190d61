import { policyCsvColumns, policyCsvHeaders } from '@tg/domain';
import { describe, expect, it } from 'vitest';
import templateDataUrl from '../../../public/InsuranceTemplate.csv?url&inline';

/** The bytes of the static template, as the browser downloads them. */
function templateBytes(): Uint8Array {
  const base64 = templateDataUrl.slice(templateDataUrl.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

describe('policies CSV template', () => {
  const text = new TextDecoder('windows-1255').decode(templateBytes());
  const lines = text.split('\r\n').filter(Boolean);

  it('has the domain headers in column order, in Windows-1255 with CRLF line ends', () => {
    expect(lines[0]).toBe(policyCsvColumns.map((column) => policyCsvHeaders[column]).join(','));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    // Hebrew in Windows-1255 takes one byte a letter; UTF-8 would take two.
    expect(templateBytes().length).toBe(text.length);
  });

  it('has two example rows with DD/MM/YYYY dates and types 1 and 2', () => {
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(2);
    const column = (name: (typeof policyCsvColumns)[number]) => policyCsvColumns.indexOf(name);
    for (const row of rows) {
      expect(row).toHaveLength(policyCsvColumns.length);
      expect(row[column('startDate')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(row[column('endDate')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    expect(rows.map((row) => row[column('type')])).toEqual(['1', '2']);
  });
});
