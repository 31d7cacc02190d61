import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';

export type Encoding = 'utf-8' | 'windows-1255';

/**
 * The government's files are usually Windows-1255 (Hebrew), sometimes UTF-8. Bytes that are not
 * valid UTF-8 mean Windows-1255; a UTF-8 byte-order mark or valid UTF-8 with non-ASCII means UTF-8.
 */
export function detectEncoding(sample: Buffer): Encoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  // A sample may end inside a multi-byte character: decide on whole lines only.
  const lastNewline = sample.lastIndexOf(0x0a);
  const whole = lastNewline > 0 ? sample.subarray(0, lastNewline) : sample;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(whole);
    return 'utf-8';
  } catch {
    return 'windows-1255';
  }
}

export interface RawLine {
  /** 1-based line number in the file, as a person counts them. */
  number: number;
  text: string;
}

/**
 * Reads a file stream line by line, decoding as it goes: the file is never held whole in memory.
 * The encoding is detected from the first 64 KB.
 */
export async function* readLines(
  stream: Readable,
  onEncoding: (encoding: Encoding) => void,
): AsyncGenerator<RawLine> {
  let decoder: TextDecoder | undefined;
  let pending: Buffer[] = [];
  let pendingSize = 0;
  let rest = '';
  let number = 0;
  const sampleSize = 64 * 1024;

  function* emit(text: string) {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      number += 1;
      yield { number, text: line.endsWith('\r') ? line.slice(0, -1) : line };
    }
  }

  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (!decoder) {
      pending.push(chunk);
      pendingSize += chunk.length;
      if (pendingSize < sampleSize) continue;
      const sample = Buffer.concat(pending);
      const encoding = detectEncoding(sample);
      onEncoding(encoding);
      decoder = new TextDecoder(encoding, { ignoreBOM: false });
      pending = [];
      yield* emit(decoder.decode(sample, { stream: true }));
      continue;
    }
    yield* emit(decoder.decode(chunk, { stream: true }));
  }
  if (!decoder) {
    const sample = Buffer.concat(pending);
    const encoding = detectEncoding(sample);
    onEncoding(encoding);
    decoder = new TextDecoder(encoding, { ignoreBOM: false });
    yield* emit(decoder.decode(sample, { stream: true }));
  }
  const last = rest + decoder.decode();
  if (last.trim() !== '') yield { number: number + 1, text: last.replace(/\r$/, '') };
}

/** The delimiter of a header line: the government's pipe, else comma. */
export function detectDelimiter(header: string): '|' | ',' {
  return header.includes('|') ? '|' : ',';
}

/**
 * Splits one line. Quoted fields may contain the delimiter and doubled quotes; when the quoting is
 * broken (an opening quote never closed, a stray quote inside a field) the line is split plainly
 * and the stray quotes at the edges of fields are dropped, which is what the publisher meant.
 */
export function splitLine(line: string, delimiter: string): { fields: string[]; repaired: boolean } {
  if (!line.includes('"'))
    return { fields: line.split(delimiter).map((field) => field.trim()), repaired: false };
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let atFieldStart = true;
  for (let index = 0; index < line.length; index++) {
    const character = line[index];
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
      } else field += character;
    } else if (character === '"' && atFieldStart) {
      quoted = true;
      atFieldStart = false;
    } else if (character === delimiter) {
      fields.push(field.trim());
      field = '';
      atFieldStart = true;
    } else {
      field += character;
      if (character !== ' ') atFieldStart = false;
    }
  }
  if (quoted) {
    return {
      fields: line.split(delimiter).map((part) =>
        part
          .trim()
          .replace(/^"+|"+$/g, '')
          .trim(),
      ),
      repaired: true,
    };
  }
  fields.push(field.trim());
  return { fields, repaired: false };
}
