import { chromium } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
async function size(pdf) { const d = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise; const p = await d.getPage(1); return p.view; }
await page.setContent('<p>x</p>');
console.log('mm', await size(await page.pdf({ width: '210mm', height: '297mm' })));
console.log('A4', await size(await page.pdf({ format: 'A4' })));
console.log('in', await size(await page.pdf({ width: '8.2677in', height: '11.6929in' })));
await page.setContent('<style>@page{size:A4}</style><p>x</p>');
console.log('css', await size(await page.pdf({ preferCSSPageSize: true })));
await page.setContent('<style>@page{size:210mm 297mm}</style><p>x</p>');
console.log('css mm', await size(await page.pdf({ preferCSSPageSize: true })));
await browser.close();
