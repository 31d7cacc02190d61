import type { Readable } from 'node:stream';
import type { RegistryCategory } from '@tg/domain';
import { type CsvReadOptions, type Encoding, readCsv } from '../../../platform/csv/csv-records';
import { type HeaderIndex, indexHeader, type MappedRow, mapRow, missingColumns } from './field-mapping';

export interface ImportCounts {
  encoding: Encoding | null;
  processedLines: number;
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejectedLines: { line: number; reason: string }[];
}

export class ImportFileError extends Error {}

export type UpsertBatch = (rows: MappedRow[]) => Promise<{ added: number; updated: number }>;

const keptRejections = 200;

/**
 * The government's files: pipe-delimited (comma in older ones), one record a line, with the
 * broken quoting and line breaks that the reader's line repair rules mend.
 */
export const governmentCsv: CsvReadOptions = { delimiters: ['|', ','], oneRecordPerLine: true };

/**
 * Reads a government CSV as a stream and upserts it in batches. Broken lines are repaired by the
 * reader when they can be (a field split over two lines, unbalanced quotes, a trailing delimiter)
 * and reported with their line number otherwise. `onProgress` runs after every batch.
 */
export async function importRegistryStream(options: {
  category: RegistryCategory;
  stream: Readable;
  upsert: UpsertBatch;
  onProgress?: (counts: ImportCounts) => Promise<void> | void;
  batchSize?: number;
}): Promise<ImportCounts> {
  const { category, upsert, onProgress, batchSize = 5000 } = options;
  const counts: ImportCounts = {
    encoding: null,
    processedLines: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    rejectedLines: [],
  };
  let header: HeaderIndex | undefined;
  let headerLine = 0;
  let width = 0;
  let batch = new Map<string, MappedRow>();
  let batchLines = 0;

  const reject = (line: number, reason: string) => {
    counts.rejected += 1;
    if (counts.rejectedLines.length < keptRejections) counts.rejectedLines.push({ line, reason });
  };
  const flush = async () => {
    if (batchLines === 0) return;
    const rows = [...batch.values()];
    const { added, updated } = await upsert(rows);
    counts.added += added;
    counts.updated += updated;
    // Lines superseded by a later line of the same vehicle in this batch count as unchanged too.
    counts.unchanged += batchLines - added - updated;
    batch = new Map();
    batchLines = 0;
    await onProgress?.(counts);
  };

  const csv = readCsv(options.stream, governmentCsv);
  for await (const { line, fields } of csv) {
    counts.encoding = csv.encoding;
    if (!header) {
      header = indexHeader(fields);
      headerLine = line;
      width = fields.length;
      const missing = missingColumns(header);
      if (missing.length > 0) throw new ImportFileError(`the file has no column ${missing.join(', ')}`);
      continue;
    }
    counts.processedLines = line - headerLine;
    if (fields.length !== width) {
      reject(line, `expected ${width} fields, found ${fields.length}`);
      continue;
    }
    const mapped = mapRow(category, header, fields);
    if ('reason' in mapped) {
      reject(line, mapped.reason);
      continue;
    }
    const key = mapped.row.plate ? `p:${mapped.row.plate}` : `c:${mapped.row.chassis}`;
    batch.set(key, mapped.row);
    batchLines += 1;
    if (batchLines >= batchSize) await flush();
  }
  counts.encoding = csv.encoding;
  counts.processedLines = csv.linesRead - headerLine;
  if (!header) throw new ImportFileError('the file is empty');
  await flush();
  return counts;
}
