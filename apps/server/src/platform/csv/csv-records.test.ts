import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type CsvReadOptions, readCsv } from './csv-records';
import { detectEncoding } from './text-decoding';

/** Hebrew letters sit at 0xE0–0xFA in Windows-1255; the rest of these texts is ASCII. */
function encode1255(text: string): Buffer {
  return Buffer.from(
    [...text].map((character) => {
      const code = character.charCodeAt(0);
      if (code >= 0x05d0 && code <= 0x05ea) return code - 0x05d0 + 0xe0;
      if (code < 0x80) return code;
      throw new Error(`no Windows-1255 byte for ${character}`);
    }),
  );
}

const government: CsvReadOptions = { delimiters: ['|', ','], oneRecordPerLine: true };
const plain: CsvReadOptions = { delimiters: [',', ';'] };

/** Reads in small chunks, so that lines, quotes and characters fall across chunk boundaries. */
async function read(content: Buffer | string, options: CsvReadOptions, chunkSize = 7) {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const chunks = Array.from({ length: Math.ceil(buffer.length / chunkSize) }, (_, index) =>
    buffer.subarray(index * chunkSize, (index + 1) * chunkSize),
  );
  const csv = readCsv(Readable.from(chunks), options);
  const records = [];
  for await (const record of csv) records.push(record);
  return { records, encoding: csv.encoding, delimiter: csv.delimiter, linesRead: csv.linesRead };
}
const fieldsOf = (records: { fields: string[] }[]) => records.map((record) => record.fields);

describe('CSV reader: encodings', () => {
  it('tells the encodings apart from the bytes alone', () => {
    expect(detectEncoding(Buffer.from('mispar|שלום\n', 'utf-8'))).toBe('utf-8');
    expect(detectEncoding(Buffer.from([0x61, 0x7c, 0xf9, 0xec, 0xe5, 0xed, 0x0a]))).toBe('windows-1255');
    expect(detectEncoding(Buffer.from('plain ascii|only\n'))).toBe('utf-8');
  });

  it('decodes Windows-1255, line by line with CRLF removed', async () => {
    const { records, encoding } = await read(encode1255('a|b|c\r\n1|טרקטור|4X4\r\n'), government);
    expect(encoding).toBe('windows-1255');
    expect(records[1]).toEqual({ line: 2, fields: ['1', 'טרקטור', '4X4'], repaired: false });
  });

  it('drops a UTF-8 byte-order mark, even when a character is split between chunks', async () => {
    const content = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('mispar_rechev|tozeret_nm\n8123456|טויוטה יפן\n'),
    ]);
    const { records, encoding } = await read(content, government, 5);
    expect(encoding).toBe('utf-8');
    expect(fieldsOf(records)).toEqual([
      ['mispar_rechev', 'tozeret_nm'],
      ['8123456', 'טויוטה יפן'],
    ]);
  });
});

describe('CSV reader: lines and delimiters', () => {
  it('keeps a last line without a newline and counts the lines read, blank ones too', async () => {
    const { records, linesRead } = await read('a|b\n\n1|2\r\n  \r\n3|4', government);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'], repaired: false },
      { line: 3, fields: ['1', '2'], repaired: false },
      { line: 5, fields: ['3', '4'], repaired: false },
    ]);
    expect(linesRead).toBe(5);
    expect((await read('a|b\n1|2\n\r\n', government)).linesRead).toBe(3);
  });

  it('takes the delimiter from the header line: the first of the candidates it holds, else a comma', async () => {
    expect((await read('a|b,c\n', government)).delimiter).toBe('|');
    expect((await read('\n\na,b,c\n', government)).delimiter).toBe(',');
    expect((await read('a;b;c\n1;2,5;3\n', plain)).delimiter).toBe(';');
    expect((await read('a,b;c\n', plain)).delimiter).toBe(',');
    expect((await read('abc\n', plain)).delimiter).toBe(',');
  });

  it('splits pipes and commas, trims fields and honours quotes', async () => {
    const { records } = await read(' a | b |c\n1|"A|B"|"say ""hi"""\n1|טרקטור "ירוק"|2\n', government);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'], repaired: false },
      { line: 2, fields: ['1', 'A|B', 'say "hi"'], repaired: false },
      { line: 3, fields: ['1', 'טרקטור "ירוק"', '2'], repaired: false },
    ]);
  });
});

describe('CSV reader: plain CSV', () => {
  it('reads a quoted field with line breaks as one field and numbers the lines after it', async () => {
    const content = 'name,note\r\n"Cohen, Moshe","first line\r\nsecond line"\r\n\r\nLevi,"a\nb\nc"\nLast,x\n';
    const { records, linesRead } = await read(content, plain);
    expect(records).toEqual([
      { line: 1, fields: ['name', 'note'], repaired: false },
      { line: 2, fields: ['Cohen, Moshe', 'first line\r\nsecond line'], repaired: false },
      { line: 5, fields: ['Levi', 'a\nb\nc'], repaired: false },
      { line: 8, fields: ['Last', 'x'], repaired: false },
    ]);
    expect(linesRead).toBe(8);
  });

  it('reads the lines of an opening quote never closed one by one, as the publisher meant them', async () => {
    const { records } = await read('a,b,c\n1,"open,2\n3,4,5\n', plain);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'], repaired: false },
      { line: 2, fields: ['1', 'open', '2'], repaired: true },
      { line: 3, fields: ['3', '4', '5'], repaired: false },
    ]);
  });

  it('keeps short and long records as they are', async () => {
    const { records } = await read('a,b,c\n1\n1,2,3,4,\n', plain);
    expect(fieldsOf(records)).toEqual([['a', 'b', 'c'], ['1'], ['1', '2', '3', '4', '']]);
  });
});

describe('CSV reader: government files, one record a line', () => {
  const header = 'plate|maker|model';

  it('repairs an opening quote never closed, also when a later quote would close it', async () => {
    const content = `${header}\n1|"CATERPILLAR|320\n2|JCB|3CX\n3|"KUBOTA"|M7\n4|"NEW|T7\n`;
    const { records } = await read(content, government);
    expect(records.slice(1)).toEqual([
      { line: 2, fields: ['1', 'CATERPILLAR', '320'], repaired: true },
      { line: 3, fields: ['2', 'JCB', '3CX'], repaired: false },
      { line: 4, fields: ['3', 'KUBOTA', 'M7'], repaired: false },
      { line: 5, fields: ['4', 'NEW', 'T7'], repaired: true },
    ]);
  });

  it('joins a field broken over two lines, quoted or not, with a space', async () => {
    const content = `${header}\r\n1|JCB 3CX\r\nECO|LOADER\r\n2|"MAN\r\nITOU"|MLT\r\n3|JCB|3CX\r\n`;
    const { records } = await read(content, government);
    expect(records.slice(1)).toEqual([
      { line: 2, fields: ['1', 'JCB 3CX ECO', 'LOADER'], repaired: true },
      { line: 4, fields: ['2', 'MAN ITOU', 'MLT'], repaired: true },
      { line: 6, fields: ['3', 'JCB', '3CX'], repaired: false },
    ]);
  });

  it('passes on a short line that the next one does not complete, and the next one after it', async () => {
    const { records } = await read(`${header}\n1|JCB\n2|KUBOTA|M7\n3\n`, government);
    expect(records.slice(1)).toEqual([
      { line: 2, fields: ['1', 'JCB'], repaired: false },
      { line: 3, fields: ['2', 'KUBOTA', 'M7'], repaired: false },
      { line: 4, fields: ['3'], repaired: false },
    ]);
  });

  it('drops trailing delimiters past the header but keeps fields that hold something', async () => {
    const { records } = await read(`${header}\n1|JCB|3CX||\n2|JCB|3CX||x\n`, government);
    expect(fieldsOf(records.slice(1))).toEqual([
      ['1', 'JCB', '3CX'],
      ['2', 'JCB', '3CX', '', 'x'],
    ]);
  });
});

describe('CSV reader: failures', () => {
  it('passes on an error of the stream it reads', async () => {
    async function* failing() {
      // More than the 64 KB the encoding is told from, so that the records are on their way.
      yield Buffer.from(`a|b\n${'1|2\n'.repeat(20_000)}`);
      throw new Error('the upload was cut off');
    }
    let records = 0;
    const read = async () => {
      for await (const _ of readCsv(failing(), government)) records += 1;
    };
    await expect(read()).rejects.toThrow('the upload was cut off');
    expect(records).toBeGreaterThan(0);
  });

  it('closes the stream it reads when the reading stops early', async () => {
    function* endless() {
      yield Buffer.from('a|b\n');
      for (;;) yield Buffer.from('1|2\n'.repeat(5_000));
    }
    const source = Readable.from(endless());
    for await (const record of readCsv(source, government)) {
      expect(record.fields).toEqual(['a', 'b']);
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.destroyed).toBe(true);
  });
});
