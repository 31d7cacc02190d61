import { csvLine, type ExportColumn, type ExportLanguage, exportCell } from '@tg/domain';

/** Excel reads a UTF-8 file as UTF-8 (Hebrew intact) only when it starts with the byte order mark. */
const byteOrderMark = '\uFEFF';
const lineEnd = '\r\n';

/**
 * A CSV file as text chunks: the BOM and headers, then one chunk per batch of rows. Cells are
 * quoted per RFC 4180 and text that a spreadsheet would run as a formula gets a leading `'`
 * (csvCell); numbers (money, quantities) stay numbers, so a negative amount is still a number.
 */
export async function* csvChunks(
  columns: readonly ExportColumn<unknown>[],
  batches: AsyncIterable<readonly unknown[]>,
  language: ExportLanguage,
): AsyncGenerator<string> {
  yield byteOrderMark + csvLine(columns.map((column) => column.header[language])) + lineEnd;
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows)
      chunk += csvLine(columns.map((column) => exportCell(column, row, language))) + lineEnd;
    yield chunk;
  }
}
