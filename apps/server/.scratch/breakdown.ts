import { chromium } from 'playwright-core';
import { policyDocumentHtml } from '../src/modules/policies/policy-document';
import { samplePolicyForScratch } from './sample';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'] });
const context = await browser.newContext({ javaScriptEnabled: false });
await context.route('**/*', (r) => r.abort('blockedbyclient'));
const page = await context.newPage();
const html = policyDocumentHtml(samplePolicyForScratch(), { issuedOn: '2026-01-02' });
const t = { set: 0, fonts: 0, pdf: 0, pdfNoFooter: 0 };
for (let i = 0; i < 30; i++) {
  let s = performance.now();
  await page.setContent(html, { waitUntil: 'load' });
  t.set += performance.now() - s; s = performance.now();
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  t.fonts += performance.now() - s; s = performance.now();
  await page.pdf({ width: '210mm', height: '297mm', printBackground: true, displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate: '<div style="font-size:8px">x</div>', tagged: true });
  t.pdf += performance.now() - s; s = performance.now();
  await page.pdf({ width: '210mm', height: '297mm', printBackground: true, tagged: true });
  t.pdfNoFooter += performance.now() - s;
}
console.log(Object.fromEntries(Object.entries(t).map(([k, v]) => [k, (v / 30).toFixed(1)])));
await browser.close();
