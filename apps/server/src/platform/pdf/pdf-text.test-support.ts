// Test support only (pdfjs-dist is a development dependency): reads back what a PDF says.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Width and height of the first page in points. */
  size: { width: number; height: number };
  /** Each printed line (each cell of a row on its own) in reading order: top to bottom, right to left. */
  lines: string[];
  text: string;
}

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
}

const hebrew = /[\u0590-\u05FF]/;
const strongLeftToRight = /[A-Za-z0-9]/;
const latinLetter = /[A-Za-z]/;
/** Signs that stick to a number: ₪1,250, 50%, +972. */
const numberSign = /^[₪$€%+#]+$/;
/** Horizontal distance (points) beyond which two pieces of a row belong to different cells. */
const cellGap = 8;

/**
 * pdf.js gives each word in logical order but the words of a line in visual order (left to
 * right). A piece of Hebrew text is read right to left, except left-to-right runs, which keep
 * their order: pieces touching each other (₪ and 1,250, as printed inside one `<bdi dir="ltr">`)
 * and Latin words with the spaces between them. Close enough to how a reader (or a PDF viewer's
 * copy and paste) reads the line for these tests, without a full bidirectional algorithm.
 */
function readSegment(visual: Item[]): string {
  if (!visual.some((item) => hebrew.test(item.str))) return visual.map((item) => item.str).join('');
  const reversed = visual.toReversed();
  const joins = (item: Item) =>
    !hebrew.test(item.str) && (strongLeftToRight.test(item.str) || numberSign.test(item.str));
  const out: string[] = [];
  let index = 0;
  while (index < reversed.length) {
    const item = reversed[index]!;
    if (!joins(item)) {
      out.push(item.str);
      index += 1;
      continue;
    }
    let end = index;
    for (let next = index + 1; next < reversed.length; next++) {
      const candidate = reversed[next]!;
      if (joins(candidate) && next === end + 1) end = next;
      else if (candidate.str.trim() === '') continue;
      else if (
        latinLetter.test(candidate.str) &&
        !hebrew.test(candidate.str) &&
        latinLetter.test(reversed[end]!.str)
      )
        end = next;
      else break;
    }
    out.push(
      ...reversed
        .slice(index, end + 1)
        .toReversed()
        .map((run) => run.str),
    );
    index = end + 1;
  }
  return out.join('');
}

/** A printed row split into its cells (pieces far apart), each read on its own, right to left. */
function readRow(items: Item[]): string[] {
  const visual = items.toSorted((a, b) => a.x - b.x);
  const segments: Item[][] = [];
  for (const item of visual) {
    const current = segments.at(-1);
    const previous = current?.at(-1);
    if (current && previous && item.x - (previous.x + previous.width) <= cellGap) current.push(item);
    else segments.push([item]);
  }
  return segments.map((segment) => readSegment(segment).replace(/\s+/g, ' ').trim()).toReversed();
}

export async function readPdfText(pdf: Uint8Array): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false })
    .promise;
  const lines: string[] = [];
  let size = { width: 0, height: 0 };
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    if (number === 1) size = { width: page.view[2]! - page.view[0]!, height: page.view[3]! - page.view[1]! };
    const content = await page.getTextContent();
    const rows = new Map<number, Item[]>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const y = Math.round(item.transform[5] as number);
      const row = rows.get(y) ?? [];
      row.push({ str: item.str, x: item.transform[4] as number, y, width: item.width });
      rows.set(y, row);
    }
    const ordered = [...rows.entries()].sort(([a], [b]) => b - a);
    for (const [, items] of ordered) lines.push(...readRow(items).filter(Boolean));
  }
  await document.destroy();
  return { pages: document.numPages, size, lines, text: lines.join('\n') };
}
