import { parse } from 'csv-parse/sync';

/**
 * The repair rules for the government's broken files, where csv-parse's relax options stop short.
 * csv-parse already keeps a stray quote inside an unquoted field (`טרקטור "ירוק"`, `בע"מ`) as
 * text (relax_quotes) and accepts records of any width (relax_column_count). What it cannot know
 * is that in these files a record is a line: an opening quote that is never closed swallows the
 * lines after it, and a field broken over two lines arrives as two short records. These rules
 * read such lines one by one, as the publisher meant them.
 */

export interface LineFields {
  fields: string[];
  /** Read by a repair rule rather than as well-formed CSV. */
  repaired: boolean;
}

/** One line as CSV; a line whose opening quote is never closed is split plainly instead. */
export function readLine(text: string, delimiter: string): LineFields {
  // Without a quote csv-parse would split on the delimiter and nothing else; skip its set-up cost.
  if (!text.includes('"'))
    return { fields: text.split(delimiter).map((field) => field.trim()), repaired: false };
  try {
    const [record] = parse(text, {
      delimiter,
      relax_quotes: true,
      relax_column_count: true,
      ltrim: true,
    }) as string[][];
    return { fields: (record ?? ['']).map((field) => field.trim()), repaired: false };
  } catch {
    return { fields: splitBrokenLine(text, delimiter), repaired: true };
  }
}

/**
 * A line with broken quoting is split on every delimiter, and the stray quotes at the edges of
 * its fields are dropped: `1|"CATERPILLAR|320` is 1, CATERPILLAR, 320.
 */
export function splitBrokenLine(text: string, delimiter: string): string[] {
  return text.split(delimiter).map((part) =>
    part
      .trim()
      .replace(/^"+|"+$/g, '')
      .trim(),
  );
}

export interface LineRecord extends LineFields {
  line: number;
  /** The line's text, for joining it with the next one. */
  text: string;
}

/**
 * Joins a record that lost its end to a line break with the line after it: a line with fewer
 * fields than the header is held, and when it and the next line read as one line make exactly the
 * header's width, they are one record (the break becomes a space). Otherwise the short line goes
 * on as it is, for the caller to reject with its own line number. Fields past the header's width
 * that are all empty are trailing delimiters and are dropped. The first line is the header.
 */
export function brokenLineJoiner(delimiter: string) {
  let width = 0;
  let held: LineRecord | undefined;
  const complete = (record: LineRecord): LineRecord => {
    const { fields } = record;
    if (fields.length <= width || fields.slice(width).some((field) => field !== '')) return record;
    return { ...record, fields: fields.slice(0, width) };
  };
  return {
    /** Passes on the records that `record` completes, into `out`. */
    push(record: LineRecord, out: LineRecord[]): void {
      if (width === 0) {
        width = record.fields.length;
        out.push(record);
        return;
      }
      if (held) {
        const text = `${held.text} ${record.text}`;
        const joined = readLine(text, delimiter);
        const first = held;
        held = undefined;
        if (joined.fields.length === width) {
          out.push({ line: first.line, text, fields: joined.fields, repaired: true });
          return;
        }
        out.push(first);
      }
      if (record.fields.length < width) held = record;
      else out.push(complete(record));
    },
    end(out: LineRecord[]): void {
      if (held) out.push(held);
      held = undefined;
    },
  };
}
