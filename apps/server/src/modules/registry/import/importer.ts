import type { Readable } from 'node:stream';
import type { RegistryCategory } from '@tg/domain';
import { detectDelimiter, type Encoding, readLines, splitLine } from './csv-reader';
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
 * Reads a government CSV as a stream and upserts it in batches. Broken lines are repaired when
 * they can be (a quoted field split over two lines, unbalanced quotes, a trailing delimiter) and
 * reported with their line number otherwise. `onProgress` runs after every batch.
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
  let width = 0;
  let delimiter: '|' | ',' = '|';
  let pending: { number: number; text: string } | undefined;
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
  const accept = async (number: number, fields: string[]) => {
    if (fields.length > width && fields.slice(width).every((field) => field === ''))
      fields = fields.slice(0, width);
    if (fields.length !== width) return reject(number, `expected ${width} fields, found ${fields.length}`);
    const mapped = mapRow(category, header as HeaderIndex, fields);
    if ('reason' in mapped) return reject(number, mapped.reason);
    const key = mapped.row.plate ? `p:${mapped.row.plate}` : `c:${mapped.row.chassis}`;
    batch.set(key, mapped.row);
    batchLines += 1;
    if (batchLines >= batchSize) await flush();
  };

  for await (const line of readLines(options.stream, (encoding) => {
    counts.encoding = encoding;
  })) {
    if (!header) {
      if (line.text.trim() === '') continue;
      delimiter = detectDelimiter(line.text);
      header = indexHeader(splitLine(line.text, delimiter).fields);
      width = header.size;
      const missing = missingColumns(header);
      if (missing.length > 0) throw new ImportFileError(`the file has no column ${missing.join(', ')}`);
      continue;
    }
    counts.processedLines += 1;
    if (line.text.trim() === '') continue;
    const { fields } = splitLine(line.text, delimiter);
    if (pending) {
      // A field with a line break inside it arrives as two short lines: join them back.
      const joined = splitLine(`${pending.text} ${line.text}`, delimiter).fields;
      const held = pending;
      pending = undefined;
      if (joined.length === width) {
        await accept(held.number, joined);
        continue;
      }
      reject(held.number, `expected ${width} fields, found ${splitLine(held.text, delimiter).fields.length}`);
    }
    if (fields.length < width) {
      pending = line;
      continue;
    }
    await accept(line.number, fields);
  }
  if (pending)
    reject(
      pending.number,
      `expected ${width} fields, found ${splitLine(pending.text, delimiter).fields.length}`,
    );
  if (!header) throw new ImportFileError('the file is empty');
  await flush();
  return counts;
}
