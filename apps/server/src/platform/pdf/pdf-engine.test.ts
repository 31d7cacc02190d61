import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCodes } from '@tg/domain';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { html, ltr } from './html';
import { ChromiumPdfEngine, defaultChromiumPath } from './pdf-engine';
import { readPdfText } from './pdf-text.test-support';
import { printableDocument } from './printable-document';

const chromiumPath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;

const hebrewPage = (body: ReturnType<typeof html>, css = '') =>
  printableDocument({ lang: 'he', dir: 'rtl', title: 'בדיקה', css, body });

describe('pdf: without Chromium', () => {
  it('answers 503 with a clear message, and again on the next call', async () => {
    const engine = new ChromiumPdfEngine({ executablePath: '/nonexistent/chromium' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await engine.render('<p>x</p>').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 503, code: errorCodes.unavailable });
      expect((error as AppError).message).toContain('/nonexistent/chromium');
    }
    await engine.close();
  });
});

describe('pdf: the Chromium engine', () => {
  const engine = new ChromiumPdfEngine({ executablePath: chromiumPath, pages: 2 });
  afterAll(() => engine.close());
  const textOf = async (page: string) =>
    (await readPdfText(await engine.render(page, { pageNumbers: false }))).text;

  it('prints a valid A4 PDF whose Hebrew is text in reading order', async () => {
    const pdf = await engine.render(
      hebrewPage(html`<h1>כתב שירות / פוליסה</h1><p>שם המבוטח: ${'ישראל ישראלי'}</p>`),
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const read = await readPdfText(pdf);
    expect(read.pages).toBe(1);
    // A4 is 595.28 × 841.89 pt; Chromium rounds page sizes to its device pixels.
    expect(Math.abs(read.size.width - 595.28)).toBeLessThan(1);
    expect(Math.abs(read.size.height - 841.89)).toBeLessThan(1);
    expect(read.lines).toEqual(['כתב שירות / פוליסה', 'שם המבוטח: ישראל ישראלי', '1 / 1']);
    expect(read.text).not.toContain('תוריש'); // "שירות" reversed
  });

  it('keeps phone numbers, plates, amounts and dates in order inside Hebrew text', async () => {
    const pdf = await engine.render(
      hebrewPage(
        html`<p>טלפון ${ltr('0501234567')} רכב ${ltr('12-345-67')} מחיר ${ltr('₪1,250')} עד ${ltr('31/12/2026')}</p>`,
      ),
    );
    const { lines } = await readPdfText(pdf);
    expect(lines[0]).toBe('טלפון 0501234567 רכב 12-345-67 מחיר ₪1,250 עד 31/12/2026');
  });

  it('prints user data as text: markup in it is escaped, never run', async () => {
    const name = '<script>document.title="x"</script><b>David</b>';
    const page = hebrewPage(html`<p dir="ltr">${name}</p>`);
    expect(page).toContain('&lt;script&gt;');
    expect(page).not.toContain('<script>');
    expect(await textOf(page)).toBe(name);
  });

  it('lets nothing inside the page reach the network, and does not wait for it', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const started = performance.now();
      const pdf = await engine.render(
        `<!doctype html><html><head>
          <link rel="stylesheet" href="${origin}/style.css">
          <style>@import url(${origin}/import.css); body{background:url(${origin}/background.png)}
            @font-face{font-family:Remote;src:url(${origin}/font.woff2)} p{font-family:Remote}</style>
          </head><body><p>hello</p><img src="${origin}/image.png"><img src="http://10.255.255.1/slow.png">
          <iframe src="${origin}/frame.html"></iframe><img src="file:///etc/hostname"></body></html>`,
      );
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  });

  it('prints six documents at once with a pool of two pages', async () => {
    const renders = Array.from({ length: 6 }, (_, index) =>
      engine.render(hebrewPage(html`<p>מסמך ${ltr(index + 1)}</p>`), { pageNumbers: false }),
    );
    // Two pages are opened at once; the other four wait their turn.
    expect(engine.stats()).toMatchObject({ pages: 2, idle: 0, waiting: 4 });
    const texts = await Promise.all(renders.map(async (render) => (await readPdfText(await render)).text));
    expect(texts).toEqual(Array.from({ length: 6 }, (_, index) => `מסמך ${index + 1}`));
  });

  it('answers 503 when a document takes too long, then prints the next one', async () => {
    const error = await engine
      .render(hebrewPage(html`<p>איטי</p>`), { timeoutMs: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, code: errorCodes.unavailable });
    expect(await textOf(hebrewPage(html`<p>שוב</p>`))).toBe('שוב');
  });

  it('starts Chromium again after it went away', async () => {
    // Reaches into the engine for its browser, as a crash would take it away.
    const internals = engine as unknown as { launched(): Promise<{ browser: Browser }> };
    await (await internals.launched()).browser.close();
    expect(engine.stats().browser).toBe('stopped');
    expect(await textOf(hebrewPage(html`<p>אחרי קריסה</p>`))).toBe('אחרי קריסה');
  });
});
