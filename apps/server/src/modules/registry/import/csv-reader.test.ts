import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, detectEncoding, readLines, splitLine } from './csv-reader';

const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', name));

async function collect(buffer: Buffer, chunkSize = 7) {
  let encoding = '';
  const chunks = Array.from({ length: Math.ceil(buffer.length / chunkSize) }, (_, index) =>
    buffer.subarray(index * chunkSize, (index + 1) * chunkSize),
  );
  const lines = [];
  for await (const line of readLines(Readable.from(chunks), (found) => {
    encoding = found;
  })) {
    lines.push(line);
  }
  return { encoding, lines };
}

describe('registry import: reading government files', () => {
  it('detects Windows-1255 and decodes Hebrew, line by line with CRLF removed', async () => {
    const { encoding, lines } = await collect(fixture('braid-tools-1255.csv'));
    expect(encoding).toBe('windows-1255');
    expect(lines[1]).toEqual({
      number: 2,
      text: '1234501|JOHN DEERE|6155R|2019|1L06155RKKK900123|10|טרקטור|4X4|155|7.5|2026-03-01',
    });
  });

  it('detects UTF-8 with a byte-order mark, even when a character is split between chunks', async () => {
    const { encoding, lines } = await collect(fixture('vehicle-tools-utf8.csv'), 5);
    expect(encoding).toBe('utf-8');
    expect(lines[0]?.text.startsWith('mispar_rechev|')).toBe(true);
    expect(lines[1]?.text).toContain('טויוטה יפן');
  });

  it('tells the encodings apart from the bytes alone', () => {
    expect(detectEncoding(Buffer.from('mispar|שלום\n', 'utf-8'))).toBe('utf-8');
    expect(detectEncoding(Buffer.from([0x61, 0x7c, 0xf9, 0xec, 0xe5, 0xed, 0x0a]))).toBe('windows-1255');
    expect(detectEncoding(Buffer.from('plain ascii|only\n'))).toBe('utf-8');
  });

  it('keeps a last line without a newline', async () => {
    const { lines } = await collect(Buffer.from('a|b\n1|2'));
    expect(lines).toEqual([
      { number: 1, text: 'a|b' },
      { number: 2, text: '1|2' },
    ]);
  });

  it('splits pipes and commas, honours quotes, and repairs broken quoting', () => {
    expect(detectDelimiter('a|b|c')).toBe('|');
    expect(detectDelimiter('a,b,c')).toBe(',');
    expect(splitLine(' a | b |c', '|')).toEqual({ fields: ['a', 'b', 'c'], repaired: false });
    expect(splitLine('1|"A|B"|"say ""hi"""', '|')).toEqual({
      fields: ['1', 'A|B', 'say "hi"'],
      repaired: false,
    });
    expect(splitLine('1|"CATERPILLAR|320', '|')).toEqual({
      fields: ['1', 'CATERPILLAR', '320'],
      repaired: true,
    });
    expect(splitLine('1|טרקטור "ירוק"|2', '|')).toEqual({
      fields: ['1', 'טרקטור "ירוק"', '2'],
      repaired: false,
    });
  });
});
