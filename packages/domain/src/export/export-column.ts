import { formatDisplayDate, isIsoDate, todayIso } from '../insurance/dates';

/** The languages an export's headers and known values are written in; Hebrew unless asked. */
export const exportLanguages = ['he', 'en', 'ar', 'ru'] as const;
export type ExportLanguage = (typeof exportLanguages)[number];
export const rightToLeftExportLanguages: readonly ExportLanguage[] = ['he', 'ar'];

/** One text in each export language, in the order of `exportLanguages`. */
export type Translated = Readonly<Record<ExportLanguage, string>>;
export const translated = (he: string, en: string, ar: string, ru: string): Translated => ({
  he,
  en,
  ar,
  ru,
});

/**
 * How a cell is written: `text` always as text (formula-escaped), `number` and `money` as numbers
 * a spreadsheet can sum, `date` as DD/MM/YYYY text.
 */
export type ExportCellKind = 'text' | 'number' | 'money' | 'date';
export type ExportValue = string | number | null | undefined;

/** One column of an exported list: its header per language and how a row gives its value. */
export interface ExportColumn<Row> {
  key: string;
  header: Translated;
  kind: ExportCellKind;
  /** Width in characters for the spreadsheet (the header's length when absent). */
  width?: number;
  value: (row: Row) => ExportValue;
  /** Known values (statuses) shown in the person's language; other values stay as stored. */
  values?: Readonly<Record<string, Translated>>;
}

export const textColumn = <Row>(
  key: string,
  header: Translated,
  value: (row: Row) => ExportValue,
  options: Partial<Pick<ExportColumn<Row>, 'width' | 'values'>> = {},
): ExportColumn<Row> => ({ key, header, kind: 'text', value, ...options });

export const numberColumn = <Row>(
  key: string,
  header: Translated,
  value: (row: Row) => ExportValue,
  kind: 'number' | 'money' = 'number',
): ExportColumn<Row> => ({ key, header, kind, value, width: 12 });

export const dateColumn = <Row>(key: string, header: Translated, value: (row: Row) => ExportValue) =>
  ({ key, header, kind: 'date', value, width: 12 }) satisfies ExportColumn<Row>;

/**
 * DD/MM/YYYY from what the lists carry: a calendar date (YYYY-MM-DD), a moment (ISO timestamp,
 * taken as the day in Israel) or a date already shown as DD/MM/YYYY.
 */
export function exportDate(value: string): string {
  if (isIsoDate(value)) return formatDisplayDate(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const moment = new Date(value);
    if (!Number.isNaN(moment.getTime())) return formatDisplayDate(todayIso(moment));
  }
  return value;
}

/** A cell's value as it is written: dates shown, known values translated, empty as ''. */
export function exportCell<Row>(
  column: ExportColumn<Row>,
  row: Row,
  language: ExportLanguage,
): string | number {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  if (column.kind === 'number' || column.kind === 'money') {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : String(value);
  }
  const text = String(value);
  if (column.kind === 'date') return exportDate(text);
  return column.values?.[text]?.[language] ?? text;
}
