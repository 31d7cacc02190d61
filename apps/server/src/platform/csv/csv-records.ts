import { pipeline, Readable } from 'node:stream';
import { type Parser, parse } from 'csv-parse';
import { brokenLineJoiner, type LineRecord, readLine } from './broken-lines';
import { decodeText, type Encoding } from './text-decoding';

export type { Encoding } from './text-decoding';

export interface CsvRecord {
  /** 1-based number of the record's first line in the file, as a person counts them. */
  line: number;
  /** Trimmed. A quoted field may hold the delimiter, doubled quotes and (see `oneRecordPerLine`) line breaks. */
  fields: string[];
  /** Read by a repair rule (broken-lines.ts) rather than as well-formed CSV. */
  repaired: boolean;
}

export interface CsvReadOptions {
  /**
   * The delimiters a file may use, most likely first. The first one found in the first non-blank
   * line (the header) is the file's; a line with none of them means a comma.
   */
  delimiters: readonly string[];
  /**
   * The government's files: every record is one line and the first is the header. A quoted field
   * never spans lines there, so a record that does is an opening quote never closed, and its lines
   * are read one by one; a line with fewer fields than the header is joined with the next one
   * when that makes the header's width; trailing delimiters past the header's width are dropped
   * (broken-lines.ts). Without it a file is plain CSV: a quoted field may hold line breaks.
   */
  oneRecordPerLine?: boolean;
}

/** A CSV file read record by record as it streams in; blank lines are skipped. */
export interface CsvRecords extends AsyncIterable<CsvRecord> {
  /** Known once the first bytes are read. */
  readonly encoding: Encoding | null;
  readonly delimiter: string | null;
  /** Lines read so far, blank ones included; the whole file's count once the records are read. */
  readonly linesRead: number;
}

/**
 * Reads a CSV from a byte stream (or a whole buffer) with csv-parse: the encoding is detected
 * (Windows-1255 or UTF-8, a byte-order mark dropped), then the delimiter from the header line.
 * csv-parse's relax options keep stray quotes in unquoted fields as text and take records of any
 * width; an opening quote never closed falls back to the line repair rules of broken-lines.ts.
 */
export function readCsv(source: AsyncIterable<Buffer> | Buffer, options: CsvReadOptions): CsvRecords {
  const state = { encoding: null as Encoding | null, delimiter: null as string | null, linesRead: 0 };
  const bytes = Buffer.isBuffer(source) ? [source] : source;
  return {
    get encoding() {
      return state.encoding;
    },
    get delimiter() {
      return state.delimiter;
    },
    get linesRead() {
      return state.linesRead;
    },
    [Symbol.asyncIterator]: () => records(bytes, options, state)[Symbol.asyncIterator](),
  };
}

interface ReadState {
  encoding: Encoding | null;
  delimiter: string | null;
  linesRead: number;
}

async function* records(
  bytes: AsyncIterable<Buffer> | Iterable<Buffer>,
  options: CsvReadOptions,
  state: ReadState,
): AsyncGenerator<CsvRecord> {
  const text = decodeText(bytes, (encoding) => {
    state.encoding = encoding;
  });
  const { head, rest } = await readHeaderLine(text);
  const delimiter = options.delimiters.find((candidate) => head.line.includes(candidate)) ?? ',';
  state.delimiter = delimiter;
  const parsed = pipeline(Readable.from(countingLines(head.text, rest, state)), csvParser(delimiter), () => {
    // An error reaches the loop below: pipeline destroys the parser with it.
  });
  const reader = lineRecords(delimiter, options);
  const out: LineRecord[] = [];
  try {
    for await (const batch of batches<ParsedRecord>(parsed)) {
      for (const record of batch) reader.take(record, out);
      for (const { line, fields, repaired } of out) yield { line, fields, repaired };
      out.length = 0;
    }
    reader.end(out);
    for (const { line, fields, repaired } of out) yield { line, fields, repaired };
  } finally {
    // A reader that stops early (a file without the needed columns) closes the file it reads.
    parsed.destroy();
  }
}

/**
 * What a stream holds, a batch at a time: its own async iterator takes several promise steps for
 * every object, which would cost a large file more than csv-parse's parsing does.
 */
async function* batches<T>(stream: Readable): AsyncGenerator<T[]> {
  for (;;) {
    const batch: T[] = [];
    for (let item = stream.read(); item !== null; item = stream.read()) batch.push(item as T);
    if (batch.length > 0) {
      yield batch;
      continue;
    }
    if (stream.readableEnded) return;
    if (stream.destroyed) throw stream.errored ?? new Error('the CSV stream closed before its end');
    await new Promise<void>((resolve) => {
      const settle = () => {
        for (const event of ['readable', 'end', 'close', 'error']) stream.off(event, settle);
        resolve();
      };
      for (const event of ['readable', 'end', 'close', 'error']) stream.on(event, settle);
    });
  }
}

/** Reads on until the first non-blank line is whole, to find the delimiter in it. */
async function readHeaderLine(text: AsyncGenerator<string>) {
  let buffered = '';
  for (;;) {
    const line = buffered.split('\n').find((candidate, index, all) => {
      return candidate.trim() !== '' && index < all.length - 1;
    });
    if (line !== undefined) return { head: { line, text: buffered }, rest: text };
    const next = await text.next();
    if (next.done) return { head: { line: buffered, text: buffered }, rest: text };
    buffered += next.value;
  }
}

/** Passes the text on, counting its lines as a person does: a last line without a newline counts if it is not blank. */
async function* countingLines(
  head: string,
  rest: AsyncIterable<string>,
  state: ReadState,
): AsyncGenerator<string> {
  let newlines = 0;
  let openLineHasText = false;
  const count = (chunk: string) => {
    let at = chunk.indexOf('\n');
    const last = chunk.lastIndexOf('\n');
    while (at !== -1) {
      newlines += 1;
      at = chunk.indexOf('\n', at + 1);
    }
    const tail = last === -1 ? chunk : chunk.slice(last + 1);
    openLineHasText = (last === -1 && openLineHasText) || tail.trim() !== '';
    state.linesRead = newlines + (openLineHasText ? 1 : 0);
  };
  if (head !== '') {
    count(head);
    yield head;
  }
  for await (const chunk of rest) {
    count(chunk);
    yield chunk;
  }
}

interface ParsedRecord {
  /** Null for a record csv-parse skipped: an opening quote still open at the end of the file. */
  record: string[] | null;
  raw: string;
}

function csvParser(delimiter: string): Parser {
  const parser: Parser = parse({
    delimiter,
    // A file's lines may end in CRLF and LF both; a lone CR is no line break, as everywhere here.
    record_delimiter: ['\r\n', '\n'],
    bom: true,
    ltrim: true,
    raw: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // Pushed into the same stream, so a skipped record keeps its place among the others.
    on_skip: (_error, raw) => {
      parser.push({ record: null, raw: raw ?? '' } satisfies ParsedRecord);
      return undefined;
    },
  });
  return parser;
}

/**
 * Gives csv-parse's records the number of their first line. Line numbers come from each record's
 * raw text: csv-parse's own `info.lines` counts a CRLF inside a quoted field twice. Records
 * csv-parse skipped and, with `oneRecordPerLine`, records that span lines are read again line by
 * line (broken-lines.ts). Synchronous, so that a record costs no more than one asynchronous step.
 */
function lineRecords(delimiter: string, options: CsvReadOptions) {
  const joiner = options.oneRecordPerLine ? brokenLineJoiner(delimiter) : undefined;
  let nextLine = 1;
  const emit = (record: LineRecord, out: LineRecord[]) => {
    if (joiner) joiner.push(record, out);
    else out.push(record);
  };
  return {
    take({ record, raw }: ParsedRecord, out: LineRecord[]): void {
      const { start, breaks } = blankLinesBefore(raw);
      const line = nextLine + breaks;
      const last = raw[raw.length - 1];
      const ended = record !== null && raw.length > start && (last === '\n' || last === '\r');
      const body = raw.slice(start, ended ? -1 : undefined);
      if (record !== null && body.indexOf('\n') === -1) {
        nextLine = line + (ended ? 1 : 0);
        const fields = record.map(trim);
        if (fields.length > 1 || fields[0] !== '') emit({ line, text: body, fields, repaired: false }, out);
        return;
      }
      const bodyLines = body.split('\n').map((text) => (text.endsWith('\r') ? text.slice(0, -1) : text));
      nextLine = line + bodyLines.length - 1 + (ended ? 1 : 0);
      if (record !== null && !joiner) {
        emit({ line, text: body, fields: record.map(trim), repaired: false }, out);
        return;
      }
      for (const [index, text] of bodyLines.entries()) {
        if (text.trim() !== '') emit({ line: line + index, text, ...readLine(text, delimiter) }, out);
      }
    },
    end(out: LineRecord[]): void {
      joiner?.end(out);
    },
  };
}

const trim = (field: string) => field.trim();

/**
 * Blank lines before a record stay in its raw text, and so does the line break that ends it; each
 * break is one CR or LF there, since csv-parse leaves out the LF of a CRLF it took as a line break.
 * Lines of spaces count as blank: csv-parse's ltrim empties them.
 */
function blankLinesBefore(raw: string): { start: number; breaks: number } {
  if (raw.charCodeAt(0) > 0x20) return { start: 0, breaks: 0 };
  const blank = /^\s*/.exec(raw)?.[0] ?? '';
  let breaks = 0;
  let start = 0;
  for (let index = 0; index < blank.length; index++) {
    if (blank[index] === '\r' || blank[index] === '\n') {
      breaks += 1;
      start = index + 1;
    }
  }
  return { start, breaks };
}
