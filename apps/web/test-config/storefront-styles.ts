import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A setup file of each DOM test file: the storefront's stylesheet (src/storefront/storefront.css,
 * ADR 0034), which the browser has from the page's HTML before any code runs. Vitest does not
 * load the CSS the app's HTML links, so the page's style sheets lacked it: a test asking which
 * form a phone or a desktop shows (ui/test-media.ts) reads the same rules as the browser.
 * The font faces are left out: jsdom lays nothing out.
 */
function withImports(file: string): string {
  return readFileSync(file, 'utf8').replace(/@import\s+"([^"]+)";/g, (_, imported: string) =>
    imported.endsWith('fonts.css') ? '' : withImports(path.resolve(path.dirname(file), imported)),
  );
}

const style = document.createElement('style');
style.dataset.storefront = '';
style.textContent = withImports(path.resolve(import.meta.dirname, '../src/storefront/storefront.css'));
document.head.append(style);
