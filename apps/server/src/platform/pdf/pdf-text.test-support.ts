// Test support only (pdfjs-dist is a development dependency): reads back what a PDF says.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Width and height of the first page in points. */
  size: { width: number; height: number };
  /** Each printed line in reading (logical) order, top to bottom. */
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

/**
 * pdf.js gives each word in logical order but the words of a line in visual order (left to
 * right). A line with Hebrew is read right to left, except runs of left-to-right words (numbers,
 * Latin text and the punctuation and spaces between them), which keep their order — the way a
 * reader, or a copy and paste from a PDF viewer, reads it.
 */
function readLine(items: Item[]): string {
  const visual = items.toSorted((a, b) => a.x - b.x);
  if (!visual.some((item) => hebrew.test(item.str))) return visual.map((item) => item.str).join('');
  const reversed = visual.toReversed();
  const out: string[] = [];
  let index = 0;
  while (index < reversed.length) {
    const item = reversed[index]!;
    if (!strongLeftToRight.test(item.str) || hebrew.test(item.str)) {
      out.push(item.str);
      index += 1;
      continue;
    }
    // A left-to-right run: strong items and whatever neutral items sit between two of them, plus
    // weak characters (₪, %, +) stuck to its edges.
    let end = index;
    for (let next = index + 1; next < reversed.length; next++) {
      const candidate = reversed[next]!;
      if (hebrew.test(candidate.str)) break;
      if (strongLeftToRight.test(candidate.str)) end = next;
      else if (!candidate.str.trim()) continue;
      else if (next === end + 1) end = next;
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
    for (const [, items] of ordered) lines.push(readLine(items).replace(/\s+/g, ' ').trim());
  }
  await document.destroy();
  return { pages: document.numPages, size, lines, text: lines.join('\n') };
}
