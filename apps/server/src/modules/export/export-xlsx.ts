import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import {
  type ExportColumn,
  type ExportLanguage,
  exportCell,
  rightToLeftExportLanguages,
  startsLikeFormula,
} from '@tg/domain';
import ExcelJS from 'exceljs';

const moneyFormat = '#,##0.00';

/** The zip's input behind the sheet: a stream whose state says when its queue is over its mark. */
type ZipInput = NodeJS.EventEmitter & { _writableState?: { needDrain?: boolean } };

/**
 * exceljs hands the sheet's XML to the zip without waiting (its StreamBuf ignores the zip's
 * answer), so when compressing falls behind the queue would grow with the rows. Waiting here for
 * that queue to drain keeps about one batch in memory. Defensive: without the stream, no wait.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const input = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];
  if (input?._writableState?.needDrain) await once(input, 'drain');
}
const widest = 60;

/** Text that a spreadsheet could take for a formula gets the leading `'`, as in the CSV file. */
function safeCell(value: string | number): string | number {
  return typeof value === 'string' && startsLikeFormula(value) ? `'${value}` : value;
}

const widthOf = (column: ExportColumn<unknown>, language: ExportLanguage) =>
  Math.min(widest, Math.max(column.width ?? 10, column.header[language].length + 2));

/**
 * An Excel file written while the rows are read: exceljs's streaming writer commits each row to
 * the zip as it goes, and the writing waits whenever the zip or the reply has not taken what was
 * written, so memory holds about one batch. Every value is a plain string or number cell, never a formula.
 */
export function xlsxStream(
  columns: readonly ExportColumn<unknown>[],
  batches: AsyncIterable<readonly unknown[]>,
  language: ExportLanguage,
  sheetName: string,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ rightToLeft: rightToLeftExportLanguages.includes(language), state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: column.header[language],
    width: widthOf(column, language),
    ...(column.kind === 'money' ? { style: { numFmt: moneyFormat } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };

  const write = async () => {
    for await (const rows of batches) {
      for (const row of rows) {
        sheet.addRow(columns.map((column) => safeCell(exportCell(column, row, language)))).commit();
      }
      await zipCaughtUp(sheet);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
