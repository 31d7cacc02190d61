import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const t0 = performance.now();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
console.log('launch', performance.now() - t0);
const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
const page = await context.newPage();
const seen = [];
await page.route('**/*', (route) => { seen.push(route.request().url()); return route.abort(); });
const html = `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><style>body{font-family:sans-serif}</style></head><body>
<h1>כתב שירות / פוליסה</h1><p>שם המבוטח: ישראל ישראלי, טלפון <bdi dir="ltr">050-1234567</bdi> מספר רכב <bdi dir="ltr">12-345-67</bdi> מחיר <bdi dir="ltr">₪1,250</bdi></p>
<img src="http://127.0.0.1:9/x"><script>document.body.append('JS RAN')</script></body></html>`;
let t = performance.now();
await page.setContent(html, { waitUntil: 'load', timeout: 30000 });
console.log('setContent', performance.now() - t);
console.log('fonts', await page.evaluate(() => document.fonts.status));
t = performance.now();
const pdf = await page.pdf({ format: 'A4', printBackground: true });
console.log('pdf', performance.now() - t, pdf.length, seen);
writeFileSync('/tmp/t1.pdf', pdf);
await browser.close();
