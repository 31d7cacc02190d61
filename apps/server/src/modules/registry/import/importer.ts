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

/** A share of the rows, by vehicle: its batches are written one after another. */
interface Lane {
  batch: Map<string, MappedRow>;
  lines: number;
  /** The lane's batch being written, if any. */
  writing: Promise<void>;
}

/** The lane of a vehicle's key: the same vehicle always goes to the same lane. */
function laneOf(key: string, lanes: number): number {
  let hash = 0;
  for (let index = 0; index < key.length; index++) hash = (hash * 31 + key.charCodeAt(index)) | 0;
  return Math.abs(hash) % lanes;
}

/**
 * Reads a government CSV as a stream and upserts it in batches. Broken lines are repaired by the
 * reader when they can be (a field split over two lines, unbalanced quotes, a trailing delimiter)
 * and reported with their line number otherwise. `onProgress` runs after every batch.
 *
 * The rows are split by vehicle into `lanes` whose batches are written at the same time, while
 * the file goes on being read (issue 19): the database writes on two connections and the reading
 * never waits for it: 400,000 private vehicles went from 24,800 to 32,000–34,800 rows a second on
 * two cores, where both are then busy. A vehicle's lines all go to
 * one lane, in file order, so the file's last line of a vehicle still wins and two lanes never
 * write the same row.
 */
export async function importRegistryStream(options: {
  category: RegistryCategory;
  stream: Readable;
  upsert: UpsertBatch;
  onProgress?: (counts: ImportCounts) => Promise<void> | void;
  batchSize?: number;
  lanes?: number;
}): Promise<ImportCounts> {
  const { category, upsert, onProgress, batchSize = 2500, lanes: laneCount = 2 } = options;
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
  const lanes: Lane[] = Array.from({ length: laneCount }, () => ({
    batch: new Map(),
    lines: 0,
    writing: Promise.resolve(),
  }));
  // Progress is saved one report at a time, so an older count never lands after a newer one.
  let reporting = Promise.resolve();

  const reject = (line: number, reason: string) => {
    counts.rejected += 1;
    if (counts.rejectedLines.length < keptRejections) counts.rejectedLines.push({ line, reason });
  };
  /** Waits for the lane's last batch, then starts writing its current one without waiting. */
  const flush = async (lane: Lane) => {
    await lane.writing;
    if (lane.lines === 0) return;
    const rows = [...lane.batch.values()];
    const lines = lane.lines;
    lane.batch = new Map();
    lane.lines = 0;
    lane.writing = upsert(rows).then(({ added, updated }) => {
      counts.added += added;
      counts.updated += updated;
      // Lines superseded by a later line of the same vehicle in this batch count as unchanged too.
      counts.unchanged += lines - added - updated;
      reporting = reporting.then(() => onProgress?.(counts));
      return reporting;
    });
    // A failed batch is rethrown where the lane is next awaited; until then it is not "unhandled".
    lane.writing.catch(() => {});
  };

  const csv = readCsv(options.stream, governmentCsv);
  try {
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
      const lane = lanes[laneOf(key, laneCount)] as Lane;
      lane.batch.set(key, mapped.row);
      lane.lines += 1;
      if (lane.lines >= batchSize) await flush(lane);
    }
    counts.encoding = csv.encoding;
    counts.processedLines = csv.linesRead - headerLine;
    if (!header) throw new ImportFileError('the file is empty');
    for (const lane of lanes) await flush(lane);
  } catch (error) {
    // A failure, in the file or in a lane, still lets every batch under way end before the import does.
    await Promise.allSettled(lanes.map((lane) => lane.writing));
    throw error;
  }
  const ended = await Promise.allSettled(lanes.map((lane) => lane.writing));
  const failed = ended.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  await reporting;
  return counts;
}
