import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorCodes } from '@tg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import {
  appTransport,
  createPageBodies,
  maxRendersWaiting,
  type PageBody,
  type ServerRender,
} from './page-bodies';
import { withBody } from './storefront-html';

const template = `<!doctype html>
<html lang="he" dir="rtl">
  <head>
    <title>זכוכית לטרקטורים</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const pageOf = (url: string): PageBody => ({
  html: `<main>${url}</main>`,
  styles: '<style data-emotion="mui a1">.mui-a1{color:red}</style>',
  state: '{"queries":[]}',
});

/** A stand-in for the web's server build that counts its renders. */
function countingRender(answer: (url: string) => Promise<PageBody | null>) {
  const rendered: string[] = [];
  const render: ServerRender = {
    render: async (url) => {
      rendered.push(url);
      return answer(url);
    },
  };
  return { render, rendered };
}

const noCalls: typeof fetch = async () => new Response(null, { status: 500 });
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('page bodies', () => {
  it('renders an address once a minute and answers later visitors from the kept page', async () => {
    let now = 0;
    const { render, rendered } = countingRender(async (url) => pageOf(url));
    const bodies = createPageBodies(async () => render, noCalls, { now: () => now });
    expect(await bodies.body('/about-us')).toEqual(pageOf('/about-us'));
    expect(await bodies.body('/about-us')).toEqual(pageOf('/about-us'));
    expect(rendered).toEqual(['/about-us']);
    now += 61_000;
    await bodies.body('/about-us');
    expect(rendered).toEqual(['/about-us', '/about-us']);
  });

  it('answers without a body when the render is slow, and keeps the finished page for the next visitor', async () => {
    const { render, rendered } = countingRender(async (url) => {
      await delay(80);
      return pageOf(url);
    });
    const bodies = createPageBodies(async () => render, noCalls, { waitMs: 10 });
    expect(await bodies.body('/news')).toBeNull();
    await delay(120);
    expect(await bodies.body('/news')).toEqual(pageOf('/news'));
    expect(rendered).toEqual(['/news']);
  });

  it('answers without a body when the render fails, and tries again for the next visitor', async () => {
    let broken = true;
    const { render, rendered } = countingRender(async (url) => {
      if (broken) throw new Error('render broke');
      return pageOf(url);
    });
    const bodies = createPageBodies(async () => render, noCalls);
    expect(await bodies.body('/contact')).toBeNull();
    broken = false;
    expect(await bodies.body('/contact')).toEqual(pageOf('/contact'));
    expect(rendered).toEqual(['/contact', '/contact']);
  });

  it('leaves new addresses to the browser while renders pile up, still answering kept pages', async () => {
    let release = () => {};
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { render, rendered } = countingRender(async (url) => {
      if (url !== '/') await stalled;
      return pageOf(url);
    });
    const bodies = createPageBodies(async () => render, noCalls, { waitMs: 10 });
    expect(await bodies.body('/')).toEqual(pageOf('/'));
    for (let n = 0; n < maxRendersWaiting; n++) expect(await bodies.body(`/products?page=${n}`)).toBeNull();
    expect(await bodies.body('/products?page=flood')).toBeNull();
    expect(rendered).not.toContain('/products?page=flood');
    expect(await bodies.body('/')).toEqual(pageOf('/'));
    // Once the queue has drained, the address is rendered for the next visitor who asks.
    release();
    await delay(20);
    expect(await bodies.body('/products?page=flood')).toEqual(pageOf('/products?page=flood'));
  });

  it('answers without a body when the server build cannot be loaded', async () => {
    const bodies = createPageBodies(async () => {
      throw new Error('no such module');
    }, noCalls);
    expect(await bodies.body('/')).toBeNull();
  });
});

describe('a rendered page in the template', () => {
  it('writes the styles into the head, the markup into the root and the answers right after it', () => {
    const html = withBody(template, pageOf('/'));
    expect(html).toContain('<style data-emotion="mui a1">.mui-a1{color:red}</style>\n  </head>');
    expect(html).toContain(
      '<div id="root"><main>/</main></div>\n    <script id="storefront-state" type="application/json">{"queries":[]}</script>',
    );
  });

  it('leaves a template without an empty root as it is', () => {
    const other = template.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(withBody(other, pageOf('/'))).toBe(other);
  });

  it('writes "$" sequences of a page literally (no replacement patterns)', () => {
    const html = withBody(template, { ...pageOf('/'), html: "<p>$& $' ₪1,250</p>" });
    expect(html).toContain('<div id="root"><p>$& $\' ₪1,250</p></div>');
  });
});

describe('the render calls the app itself', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    // A build as `npm run build` leaves it: web/dist beside web/dist-ssr, whose render asks the app.
    root = mkdtempSync(path.join(os.tmpdir(), 'tg-ssr-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(root, 'dist', 'index.html'), template);
    writeFileSync(path.join(root, 'dist', 'storefront.html'), template);
    writeFileSync(
      path.join(root, 'dist-ssr', 'entry-server.js'),
      `export async function render(url, { fetch }) {
        if (url.startsWith('/news')) throw new Error('this page cannot be rendered');
        const gate = await (await fetch('/api/auth/gate', { headers: { accept: 'application/json' } })).json();
        return { html: '<main>rendered ' + url + ', gate on: ' + gate.enabled + '</main>', styles: '<style data-emotion="mui b">.mui-b{}</style>', state: '{"queries":[]}' };
      }\n`,
    );
    ctx = await createTestApp({ WEB_DIST_DIR: path.join(root, 'dist') });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers a storefront address with the page rendered from the app's own answers, query included", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/en/about-us?from=ad' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root"><main>rendered /en/about-us?from=ad, gate on: false</main></div>',
    );
    expect(response.body).toContain(
      '<script id="storefront-state" type="application/json">{"queries":[]}</script>',
    );
    expect(response.body).toContain('<title>About us · Tractor Glass</title>');
  });

  it('answers with the head alone when the page cannot be rendered', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/news' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('storefront-state');
  });

  it('gives the render JSON answers, an empty one for 204 and the error of a refused call', async () => {
    const transport = appTransport(ctx.app);
    const gate = await transport('/api/auth/gate', { headers: { accept: 'application/json' } });
    expect(gate.status).toBe(200);
    expect(await gate.json()).toEqual({ enabled: false, passed: true });
    const quiet = await transport('/api/auth/refresh-token', {
      method: 'POST',
      headers: { 'x-session-check': 'quiet' },
    });
    expect(quiet.status).toBe(204);
    expect(await quiet.text()).toBe('');
    const refused = await transport('/api/users/getData', { headers: { accept: 'application/json' } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      errorCodes.unauthenticated,
    );
  });
});
