import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const doc = await getDocument({ data: new Uint8Array(readFileSync('/tmp/policy.pdf')), verbosity: 0 }).promise;
const page = await doc.getPage(1);
const content = await page.getTextContent();
for (const item of content.items) if (/הרצל|1810000|^10$|₪350|^\.?1$|^\.$|350/.test(item.str) || (item.str==='.' )) console.log(JSON.stringify(item.str), item.transform[4].toFixed(1), item.transform[5].toFixed(1), item.width.toFixed(1));
