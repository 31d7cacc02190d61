import { TextDecoder } from 'node:util';

export type Encoding = 'utf-8' | 'windows-1255';

/**
 * Hebrew CSVs come as Windows-1255 (the government's files, spreadsheets saved on Hebrew Windows)
 * or UTF-8. Bytes that are not valid UTF-8 mean Windows-1255; a UTF-8 byte-order mark or valid
 * UTF-8 means UTF-8.
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

const sampleSize = 64 * 1024;

/**
 * Decodes a byte stream as it arrives, so a file is never held whole in memory. The encoding is
 * detected from the first 64 KB; a UTF-8 byte-order mark is dropped.
 */
export async function* decodeText(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  onEncoding: (encoding: Encoding) => void,
): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let pending: Buffer[] = [];
  let pendingSize = 0;
  const start = () => {
    const sample = Buffer.concat(pending);
    const encoding = detectEncoding(sample);
    onEncoding(encoding);
    decoder = new TextDecoder(encoding, { ignoreBOM: false });
    pending = [];
    return decoder.decode(sample, { stream: true });
  };
  for await (const chunk of source) {
    if (decoder) {
      yield decoder.decode(chunk, { stream: true });
      continue;
    }
    pending.push(chunk);
    pendingSize += chunk.length;
    if (pendingSize >= sampleSize) yield start();
  }
  if (!decoder) yield start();
  const rest = (decoder as TextDecoder).decode();
  if (rest !== '') yield rest;
}
