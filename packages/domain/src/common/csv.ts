/**
 * CSV cells that a spreadsheet would run as a formula (OWASP "CSV injection"): a cell starting with
 * = + - or @, or with a tab or carriage return that a spreadsheet drops before reading the rest.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function startsLikeFormula(value: string): boolean {
  return formulaStart.test(value) || formulaStart.test(value.trimStart());
}

/**
 * One cell of a CSV file that people open in a spreadsheet. Text that would start a formula gets a
 * leading apostrophe, which spreadsheets show as text and do not print; numbers are written as they
 * are (a negative number is not a formula). Cells holding the delimiter, quotes or line breaks are
 * quoted. Every CSV export uses this, whatever the data's origin: values typed in forms are not
 * checked for formulas, only imports are.
 */
export function csvCell(value: string | number | boolean | null | undefined, delimiter = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = startsLikeFormula(value) ? `'${value}` : value;
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, without the line end (CSV files for spreadsheets end lines with CRLF). */
export function csvLine(
  values: readonly (string | number | boolean | null | undefined)[],
  delimiter = ',',
): string {
  return values.map((value) => csvCell(value, delimiter)).join(delimiter);
}
