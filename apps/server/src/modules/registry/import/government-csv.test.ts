import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../../platform/csv/csv-records';
import { governmentCsv } from './importer';

const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', name));

async function collect(buffer: Buffer, chunkSize = 7) {
  const chunks = Array.from({ length: Math.ceil(buffer.length / chunkSize) }, (_, index) =>
    buffer.subarray(index * chunkSize, (index + 1) * chunkSize),
  );
  const csv = readCsv(Readable.from(chunks), governmentCsv);
  const records = [];
  for await (const record of csv) records.push(record);
  return { encoding: csv.encoding, records, linesRead: csv.linesRead };
}

describe('registry import: reading government files', () => {
  it('detects Windows-1255 and decodes Hebrew, line by line with CRLF removed', async () => {
    const { encoding, records } = await collect(fixture('braid-tools-1255.csv'));
    expect(encoding).toBe('windows-1255');
    expect(records[1]).toEqual({
      line: 2,
      fields: '1234501|JOHN DEERE|6155R|2019|1L06155RKKK900123|10|טרקטור|4X4|155|7.5|2026-03-01'.split('|'),
      repaired: false,
    });
  });

  it('repairs what it can in a real file and numbers every record by its first line', async () => {
    const { records, linesRead } = await collect(fixture('braid-tools-1255.csv'));
    expect(records.map((record) => [record.line, record.fields.length, record.repaired])).toEqual([
      [1, 11, false],
      [2, 11, false],
      [3, 11, false],
      // An opening quote never closed: the line split plainly.
      [4, 11, true],
      // A line that lost its last field, and that the next line does not complete.
      [5, 10, false],
      [6, 11, false],
      [7, 11, false],
      // A field broken over lines 8 and 9, joined back.
      [8, 11, true],
      [10, 11, false],
    ]);
    expect(records[3]?.fields.slice(0, 3)).toEqual(['1234503', 'CATERPILLAR', '320 GC']);
    expect(records[5]?.fields[6]).toBe('טרקטור');
    expect(records[7]?.fields[6]).toBe('מעמיס אופני');
    expect(linesRead).toBe(11);
  });

  it('detects UTF-8 with a byte-order mark, even when a character is split between chunks', async () => {
    const { encoding, records } = await collect(fixture('vehicle-tools-utf8.csv'), 5);
    expect(encoding).toBe('utf-8');
    expect(records[0]?.fields[0]).toBe('mispar_rechev');
    expect(records[1]?.fields).toContain('טויוטה יפן');
  });
});
