import { existsSync } from 'node:fs';
import { errorCodes } from '@tg/domain';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { Config } from '../config';
import { AppError } from '../http/errors';

export interface PdfRenderOptions {
  /** CSS lengths; the defaults leave room for the page-number footer. */
  margin?: { top?: string; right?: string; bottom?: string; left?: string };
  landscape?: boolean;
  /** Prints "page / pages" at the bottom of every page. Default true. */
  pageNumbers?: boolean;
  /** Waiting for a free page and printing together; default 30 s (spec 1 §9). */
  timeoutMs?: number;
}

/** Turns a complete HTML page into a PDF. */
export interface PdfEngine {
  render(html: string, options?: PdfRenderOptions): Promise<Buffer>;
  /** Stops the browser (graceful shutdown); later renders answer 503. */
  close(): Promise<void>;
}

export interface ChromiumPdfEngineOptions {
  executablePath: string;
  /** Pages printing at the same time; more requests wait in a queue. Default 2. */
  pages?: number;
  timeoutMs?: number;
  /** After a failed launch, renders answer 503 at once for this long before launching is tried again. */
  relaunchDelayMs?: number;
  log?: (line: string) => void;
}

export const defaultChromiumPath = '/usr/bin/chromium';
const defaultMargin = { top: '14mm', right: '14mm', bottom: '16mm', left: '14mm' };
const pageNumberFooter =
  '<div style="width:100%;font-size:8px;color:#667085;text-align:center;direction:ltr">' +
  '<span class="pageNumber"></span> / <span class="totalPages"></span></div>';

const unavailable = (message: string) => new AppError(errorCodes.unavailable, message);

interface Lease {
  page: Page;
  generation: number;
}

interface Waiter {
  resolve(lease: Lease): void;
  reject(error: unknown): void;
}

/**
 * Prints with Debian's Chromium through playwright-core. One browser is kept warm: launched on the
 * first render and again after a crash. Up to `pages` pages print at once; the rest queue. Pages
 * run without JavaScript and every request they make is aborted: a template gets its fonts and
 * images inline, and user data (escaped anyway) can never reach the network or the disk.
 */
export class ChromiumPdfEngine implements PdfEngine {
  private readonly poolSize: number;
  private readonly timeoutMs: number;
  private readonly relaunchDelayMs: number;
  private readonly log: (line: string) => void;

  private browser: Promise<{ browser: Browser; context: BrowserContext }> | undefined;
  /** Bumped whenever the browser goes away, so pages of an old browser are never reused. */
  private generation = 0;
  private launchFailure: { at: number; error: AppError } | undefined;
  private readonly idle: Lease[] = [];
  /** Pages of the current browser, idle, printing or being opened. */
  private pageCount = 0;
  private readonly waiters: Waiter[] = [];
  private closed = false;

  constructor(private readonly options: ChromiumPdfEngineOptions) {
    this.poolSize = Math.max(1, options.pages ?? 2);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.relaunchDelayMs = options.relaunchDelayMs ?? 5_000;
    this.log = options.log ?? (() => {});
  }

  async render(html: string, options: PdfRenderOptions = {}): Promise<Buffer> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const deadline = Date.now() + timeoutMs;
    const lease = await this.acquire(timeoutMs);
    let reusable = false;
    try {
      const pdf = await withDeadline(this.print(lease.page, html, options, deadline), deadline - Date.now());
      reusable = true;
      return pdf;
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.log(`PDF rendering failed: ${error instanceof Error ? error.message : String(error)}`);
      throw unavailable('The PDF could not be made right now; try again');
    } finally {
      this.release(lease, reusable);
    }
  }

  /** What the pool is doing: pages opened (idle or printing), idle pages, renders waiting. */
  stats(): { browser: 'stopped' | 'running'; pages: number; idle: number; waiting: number } {
    return {
      browser: this.browser ? 'running' : 'stopped',
      pages: this.pageCount,
      idle: this.idle.length,
      waiting: this.waiters.length,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters.splice(0))
      waiter.reject(unavailable('The PDF engine is shutting down'));
    const current = this.browser;
    this.forgetBrowser();
    const launched = await current?.catch(() => undefined);
    await launched?.browser.close().catch(() => {});
  }

  private async print(page: Page, html: string, options: PdfRenderOptions, deadline: number) {
    await page.setContent(html, { waitUntil: 'load', timeout: Math.max(1, deadline - Date.now()) });
    // Inline fonts are decoded asynchronously; printing before they are ready would use a fallback.
    // (A string: this file is compiled without the DOM's types.)
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    const pageNumbers = options.pageNumbers ?? true;
    return page.pdf({
      width: '210mm',
      height: '297mm',
      landscape: options.landscape ?? false,
      printBackground: true,
      margin: { ...defaultMargin, ...options.margin },
      displayHeaderFooter: pageNumbers,
      headerTemplate: '<span></span>',
      footerTemplate: pageNumbers ? pageNumberFooter : '<span></span>',
      tagged: true,
    });
  }

  private async acquire(timeoutMs: number): Promise<Lease> {
    if (this.closed) throw unavailable('The PDF engine is shutting down');
    const lease = this.idle.pop();
    if (lease) return lease;
    if (this.pageCount < this.poolSize) return this.openPage();
    return new Promise<Lease>((resolve, reject) => {
      const waiter: Waiter = {
        resolve: (lease) => {
          clearTimeout(timer);
          resolve(lease);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(unavailable('The PDF engine is busy; try again'));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Counts the page before it exists, so concurrent callers do not open more than the pool allows. */
  private async openPage(): Promise<Lease> {
    this.pageCount += 1;
    const generation = this.generation;
    try {
      const { context } = await this.launched();
      const page = await context.newPage();
      return { page, generation: this.generation === generation ? generation : -1 };
    } catch (error) {
      if (this.generation === generation) this.pageCount -= 1;
      queueMicrotask(() => this.serveWaiters());
      if (error instanceof AppError) throw error;
      throw unavailable('The PDF engine could not open a page; try again');
    }
  }

  private release(lease: Lease, reusable: boolean): void {
    if (lease.generation !== this.generation) {
      // The browser went away while this page was printing; its pages are gone with it.
      void lease.page.close().catch(() => {});
      this.serveWaiters();
      return;
    }
    if (reusable && !this.closed) {
      const waiter = this.waiters.shift();
      if (waiter) waiter.resolve(lease);
      else this.idle.push(lease);
      return;
    }
    // A page that failed or timed out may be stuck mid-print: close it and open a fresh one later.
    this.pageCount -= 1;
    void lease.page.close().catch(() => {});
    this.serveWaiters();
  }

  private serveWaiters(): void {
    while (this.waiters.length > 0 && this.pageCount < this.poolSize && !this.closed) {
      const waiter = this.waiters.shift();
      this.openPage().then(waiter?.resolve, waiter?.reject);
    }
  }

  private launched(): Promise<{ browser: Browser; context: BrowserContext }> {
    if (this.closed) return Promise.reject(unavailable('The PDF engine is shutting down'));
    if (this.browser) return this.browser;
    if (this.launchFailure && Date.now() - this.launchFailure.at < this.relaunchDelayMs)
      return Promise.reject(this.launchFailure.error);
    const generation = this.generation;
    const launching = this.launch().then(
      (launched) => {
        this.launchFailure = undefined;
        launched.browser.on('disconnected', () => {
          if (this.generation !== generation || this.closed) return;
          this.log('Chromium went away; it will be started again for the next PDF');
          this.forgetBrowser();
          this.serveWaiters();
        });
        return launched;
      },
      (error: unknown) => {
        const failure =
          error instanceof AppError
            ? error
            : unavailable(`PDF documents are unavailable: Chromium did not start (${firstLine(error)})`);
        this.launchFailure = { at: Date.now(), error: failure };
        if (this.browser === launching) this.browser = undefined;
        this.log(failure.message);
        throw failure;
      },
    );
    this.browser = launching;
    return launching;
  }

  private async launch(): Promise<{ browser: Browser; context: BrowserContext }> {
    const { executablePath } = this.options;
    if (!existsSync(executablePath))
      throw unavailable(
        `PDF documents are unavailable: no Chromium at ${executablePath} (install Debian's chromium or set CHROMIUM_PATH)`,
      );
    const browser = await chromium.launch({
      executablePath,
      timeout: this.timeoutMs,
      // The server stops gracefully on these signals and closes the engine itself once the PDFs
      // in flight are done; Playwright closing Chromium first would fail them and log "went away".
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      args: ['--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none', '--disable-quic'],
    });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
      await context.route('**/*', (route) => route.abort('blockedbyclient'));
      return { browser, context };
    } catch (error) {
      await browser.close().catch(() => {});
      throw error;
    }
  }

  private forgetBrowser(): void {
    this.browser = undefined;
    this.generation += 1;
    this.idle.length = 0;
    this.pageCount = 0;
  }
}

/** Rejects with a 503 when `work` takes longer than `ms`; a late failure of `work` is swallowed. */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(unavailable('The PDF took too long to make; try again')),
      Math.max(0, ms),
    );
  });
  work.catch(() => {});
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.trim() ?? 'unknown error';
}

/** The engine the server uses: Debian's Chromium unless CHROMIUM_PATH names another. */
export function createPdfEngine(
  config: Pick<Config, 'chromiumPath'>,
  options: Omit<ChromiumPdfEngineOptions, 'executablePath'> = {},
): PdfEngine {
  return new ChromiumPdfEngine({ executablePath: config.chromiumPath ?? defaultChromiumPath, ...options });
}
