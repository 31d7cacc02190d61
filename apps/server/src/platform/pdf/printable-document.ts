import { documentFontFamily, embeddedFontFaces } from './fonts';
import { escapeHtml, type SafeHtml } from './html';

export interface PrintableDocument {
  lang: string;
  dir: 'rtl' | 'ltr';
  /** Becomes the PDF's title. */
  title: string;
  /** The template's own CSS (ours, never user data). */
  css: string;
  body: SafeHtml;
}

const baseCss = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:'${documentFontFamily}',sans-serif;font-size:10.5pt;line-height:1.45;color:#1c2430;
  -webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0}
h1,h2,h3,p{margin:0}
table{border-collapse:collapse;width:100%}
bdi{unicode-bidi:isolate}
`;

/**
 * The full HTML page every printed document shares: language and direction, the embedded fonts
 * and a small base style. Templates supply only their CSS and body.
 */
export function printableDocument(document: PrintableDocument): string {
  return `<!doctype html>
<html lang="${escapeHtml(document.lang)}" dir="${document.dir}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(document.title)}</title>
<style>
${embeddedFontFaces()}
${baseCss}
${document.css}
</style>
</head>
<body>
${document.body.value}
</body>
</html>`;
}
