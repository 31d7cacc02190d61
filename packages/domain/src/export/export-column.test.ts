import { describe, expect, it } from 'vitest';
import {
  dateColumn,
  exportCell,
  exportDate,
  exportLanguages,
  numberColumn,
  textColumn,
  translated,
} from './export-column';
import { exportColumns } from './export-columns';

const header = translated('כותרת', 'Header', 'عنوان', 'Заголовок');

describe('export columns', () => {
  it('export shows calendar dates, moments and display dates as DD/MM/YYYY (moments on the day in Israel)', () => {
    expect(exportDate('2026-11-28')).toBe('28/11/2026');
    expect(exportDate('2026-11-27T22:30:00.000Z')).toBe('28/11/2026');
    expect(exportDate('28/11/2026')).toBe('28/11/2026');
  });

  it('export writes money as numbers, known values in the person language, and empty values as empty', () => {
    const row = { price: 1180.5, status: 'pending', note: null };
    const status = textColumn<typeof row>('status', header, (r) => r.status, {
      values: { pending: translated('ממתין', 'Pending', 'معلق', 'Ожидает') },
    });
    expect(
      exportCell(
        numberColumn<typeof row>('price', header, (r) => r.price, 'money'),
        row,
        'he',
      ),
    ).toBe(1180.5);
    expect(exportCell(status, row, 'ru')).toBe('Ожидает');
    expect(exportCell(status, { ...row, status: 'other' }, 'en')).toBe('other');
    expect(
      exportCell(
        textColumn<typeof row>('note', header, (r) => r.note),
        row,
        'he',
      ),
    ).toBe('');
    expect(
      exportCell(
        dateColumn<typeof row>('d', header, () => '2026-01-02'),
        row,
        'he',
      ),
    ).toBe('02/01/2026');
  });

  it('export has a header in every language for every column of every list', () => {
    for (const columns of Object.values(exportColumns)) {
      for (const column of columns) {
        for (const language of exportLanguages) expect(column.header[language].trim()).not.toBe('');
      }
    }
  });
});
