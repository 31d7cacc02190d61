import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const doc = await getDocument({ data: new Uint8Array(readFileSync(process.argv[2])), useSystemFonts: false, verbosity: 0 }).promise;
const page = await doc.getPage(1);
console.log(page.view);
const content = await page.getTextContent();
for (const item of content.items) console.log(JSON.stringify(item.str), item.dir, item.hasEOL);
