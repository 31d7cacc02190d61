import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A family name of our own, so the printed document always uses the embedded files and never a
 * system font that happens to share the name.
 */
export const documentFontFamily = 'Document Noto Sans Hebrew';

const fontPackage = '@fontsource/noto-sans-hebrew';
const subsets = ['hebrew', 'latin', 'latin-ext'];
const weights = [400, 700];

let cached: string | undefined;

/** Where the font package is installed; resolved from this file, in the sources and in dist/main.js alike. */
export function fontPackageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve(`${fontPackage}/package.json`));
}

/**
 * @font-face rules for Noto Sans Hebrew (regular and bold; Hebrew, Latin and Latin Extended
 * subsets) with the woff2 files inlined as data: URLs: the page may load nothing from the network
 * or the disk. Read once, then cached (about 65 KB of CSS).
 */
export function embeddedFontFaces(): string {
  if (cached) return cached;
  const directory = fontPackageDir();
  const rules: string[] = [];
  for (const weight of weights) {
    // The package's CSS gives each subset's unicode-range; we keep those and replace the URLs.
    const css = readFileSync(path.join(directory, `${weight}.css`), 'utf8');
    for (const subset of subsets) {
      const name = `noto-sans-hebrew-${subset}-${weight}-normal`;
      const block = new RegExp(`/\\* ${name} \\*/\\s*@font-face\\s*{([^}]*)}`).exec(css)?.[1];
      const unicodeRange = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
      if (!unicodeRange) throw new Error(`${fontPackage}: no @font-face for ${name} in ${weight}.css`);
      const data = readFileSync(path.join(directory, 'files', `${name}.woff2`)).toString('base64');
      rules.push(
        `@font-face{font-family:'${documentFontFamily}';font-style:normal;font-weight:${weight};` +
          `src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${unicodeRange};}`,
      );
    }
  }
  cached = rules.join('\n');
  return cached;
}
