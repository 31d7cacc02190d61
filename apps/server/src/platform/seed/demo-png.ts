import { deflateSync } from 'node:zlib';

/**
 * Small PNG pictures for demo products, drawn here so the demo needs no image files: a shape per
 * kind of product (a windscreen, a mirror, a lamp…) in its own colour on a light background.
 */
export type DemoShape = 'windscreen' | 'mirror' | 'lamp' | 'part' | 'garment' | 'can' | 'tool' | 'work';
type Rgb = readonly [number, number, number];

const width = 240;
const height = 180;
const background: Rgb = [241, 243, 246];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Whether pixel (x, y), in a 0..1 square around the centre, belongs to the shape. */
function inside(shape: DemoShape, x: number, y: number): boolean {
  const dx = x - 0.5;
  const dy = y - 0.5;
  switch (shape) {
    case 'windscreen': // wider at the bottom, like a cab's front glass
      return y > 0.15 && y < 0.85 && Math.abs(dx) < 0.28 + (y - 0.15) * 0.2;
    case 'mirror':
      return (dx / 0.22) ** 2 + (dy / 0.32) ** 2 < 1 || (Math.abs(dx) < 0.02 && dy > 0.3 && dy < 0.45);
    case 'lamp':
      return dx * dx + dy * dy < 0.1 || (Math.abs(dx) < 0.12 && dy > 0.25 && dy < 0.38);
    case 'part': {
      const r = Math.sqrt(dx * dx + dy * dy);
      const teeth = Math.cos(Math.atan2(dy, dx) * 8) > 0.3 ? 0.34 : 0.28;
      return r < teeth && r > 0.1;
    }
    case 'garment':
      return (Math.abs(dx) < 0.18 && y > 0.2 && y < 0.85) || (Math.abs(dx) < 0.38 && y > 0.2 && y < 0.38);
    case 'can':
      return Math.abs(dx) < 0.18 && y > 0.18 && y < 0.85;
    case 'tool':
      return (Math.abs(dy) < 0.05 && Math.abs(dx) < 0.35) || (dx > 0.2 && dx < 0.35 && Math.abs(dy) < 0.16);
    case 'work':
      return Math.abs(dx + dy) < 0.06 && Math.abs(dx) < 0.3;
  }
}

export function demoPng(shape: DemoShape, color: Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let py = 0; py < height; py += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let px = 0; px < width; px += 1) {
      const x = 0.5 + (px - width / 2) / height;
      const y = py / height;
      const [r, g, b] = inside(shape, x, y) ? color : background;
      row[1 + px * 3] = r;
      row[2 + px * 3] = g;
      row[3 + px * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
