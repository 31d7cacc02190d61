import { existsSync } from 'node:fs';

/** One Lighthouse run: a page in one form factor. Scores 0–100; times in milliseconds. */
export interface LighthouseFigures {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits scored below 1 in accessibility, best practices and SEO (ids), to fix. */
  failed: string[];
  /** Performance opportunities with an estimated saving, largest first. */
  opportunities: { id: string; savingsMs: number; savingsBytes: number }[];
}

/** The runs that gave figures, and why any other did not (e.g. NO_FCP on a machine under load). */
export interface LighthouseRuns {
  figures: LighthouseFigures[];
  failures: string[];
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

class ChromiumDidNotStart extends Error {}

/**
 * The public pages Lighthouse scores: the home page, then the first product in the server's own
 * sitemap.xml and its category (Hebrew addresses, without a language prefix); without a product,
 * the first category listed (`/products/machine-view` is the machine search, not a category).
 */
export async function lighthousePages(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  const product = paths.find((page) => /^\/products\/[^/]+\/[^/]+$/.test(page));
  const category = product
    ? product.slice(0, product.lastIndexOf('/'))
    : paths.find((page) => /^\/products\/[^/]+$/.test(page) && page !== '/products/machine-view');
  return ['/', ...(category ? [category] : []), ...(product ? [product] : [])];
}

/**
 * Lighthouse (the npm package) over the project's Chromium, headless: for each page, mobile (the
 * default config) and desktop (the desktop preset), one after another. Mobile scores move by up
 * to ten points between runs on this machine (total blocking time most), so each page and form
 * factor runs `runs` times (LIGHTHOUSE_RUNS, 3 by default) and its figures are those of
 * Lighthouse's own median run. Answers why it could not run instead of figures when the browser
 * or the package is missing.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: string[],
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseRuns | { skipped: string }> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) return { skipped: `no Chromium at ${chromePath} (set CHROMIUM_PATH)` };
  let lighthouse: typeof import('lighthouse').default;
  let desktopConfig: typeof import('lighthouse').desktopConfig;
  let launch: typeof import('chrome-launcher').launch;
  let computeMedianRun: typeof import('lighthouse/core/lib/median-run.js').computeMedianRun;
  try {
    ({ default: lighthouse, desktopConfig } = await import('lighthouse'));
    ({ launch } = await import('chrome-launcher'));
    ({ computeMedianRun } = await import('lighthouse/core/lib/median-run.js'));
  } catch (error) {
    return { skipped: `the lighthouse package does not load: ${(error as Error).message}` };
  }
  // A fresh browser for each run: one reused across runs now and then loses a run's trace
  // (NO_NAVSTART), most often the desktop run after a mobile one. A run that fails is tried again once.
  const measure = async (page: string, formFactor: 'mobile' | 'desktop') => {
    let message = 'no result';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const chrome = await launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      }).catch((error: Error) => {
        throw new ChromiumDidNotStart(error.message);
      });
      try {
        const result = await lighthouse(
          `${baseUrl}${page}`,
          { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...categories] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (result && !result.lhr.runtimeError) return result.lhr;
        message = result?.lhr.runtimeError?.message ?? message;
      } finally {
        chrome.kill();
      }
    }
    throw new Error(message);
  };
  const figures: LighthouseFigures[] = [];
  const failures: string[] = [];
  for (const page of pages) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      let lhr: Awaited<ReturnType<typeof measure>>;
      try {
        const results: Awaited<ReturnType<typeof measure>>[] = [];
        for (let run = 0; run < Math.max(1, runs); run += 1) results.push(await measure(page, formFactor));
        lhr = computeMedianRun(results);
      } catch (error) {
        // Chromium that does not start: nothing to measure on this machine.
        if (error instanceof ChromiumDidNotStart)
          return { skipped: `Chromium did not start: ${error.message}` };
        failures.push(`${page} ${formFactor}: ${(error as Error).message}`);
        continue;
      }
      const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failed = (['accessibility', 'best-practices', 'seo'] as const).flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .filter((ref) => {
            const audit = lhr.audits[ref.id];
            return audit && audit.score !== null && audit.score < 1;
          })
          .map((ref) => ref.id),
      );
      const opportunities = Object.values(lhr.audits)
        .map((audit) => ({
          id: audit.id,
          savingsMs: audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? 0,
          savingsBytes:
            (audit.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0,
          score: audit.score,
        }))
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 1 && (audit.savingsMs >= 10 || audit.savingsBytes >= 1024),
        )
        .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
        .slice(0, 5)
        .map(({ id, savingsMs, savingsBytes }) => ({ id, savingsMs, savingsBytes }));
      figures.push({
        page,
        formFactor,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        failed,
        opportunities,
      });
    }
  }
  return { figures, failures };
}

/** The figures as a table, then what each run failed and its largest performance opportunities. */
export function printLighthouse({ figures, failures }: LighthouseRuns): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const width = Math.max(4, ...figures.map((row) => row.page.length));
  const line = (cells: string[]) =>
    `  ${(cells[0] ?? '').padEnd(width)} ${(cells[1] ?? '').padEnd(7)}${cells
      .slice(2)
      .map((cell) => cell.padStart(8))
      .join('')}`;
  console.info(line(['page', 'form', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS']));
  for (const row of figures)
    console.info(
      line([
        row.page,
        row.formFactor,
        ...[row.performance, row.accessibility, row.bestPractices, row.seo].map(String),
        seconds(row.fcp),
        seconds(row.lcp),
        `${Math.round(row.tbt)} ms`,
        row.cls.toFixed(3),
      ]),
    );
  for (const row of figures) {
    const opportunities = row.opportunities
      .map(
        (item) =>
          `${item.id} (${[
            item.savingsMs ? `${Math.round(item.savingsMs)} ms` : '',
            item.savingsBytes ? `${Math.round(item.savingsBytes / 1024)} KB` : '',
          ]
            .filter(Boolean)
            .join(', ')})`,
      )
      .join(', ');
    console.info(
      `  ${row.page} ${row.formFactor}: failed ${row.failed.join(', ') || 'none'}; opportunities ${opportunities || 'none'}`,
    );
  }
  for (const failure of failures) console.info(`  no figures for ${failure}`);
}
