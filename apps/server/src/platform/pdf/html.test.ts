import { describe, expect, it } from 'vitest';
import { embeddedFontFaces } from './fonts';
import { escapeHtml, formatShekels, html, ltr, raw } from './html';
import { printableDocument } from './printable-document';

describe('pdf: building HTML', () => {
  it('escapes the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes interpolated values, keeps safe fragments, joins lists and drops empty values', () => {
    const items = ['<i>', 'b'].map((item) => html`<li>${item}</li>`);
    const out = html`<ul title="${'"x"'}">${items}${null}${undefined}${false}${0}${raw('<hr>')}</ul>`;
    expect(out.value).toBe('<ul title="&quot;x&quot;"><li>&lt;i&gt;</li><li>b</li>0<hr></ul>');
  });

  it('isolates left-to-right values in an escaped <bdi dir="ltr">', () => {
    expect(ltr('12-345-67').value).toBe('<bdi dir="ltr">12-345-67</bdi>');
    expect(ltr('<x>').value).toBe('<bdi dir="ltr">&lt;x&gt;</bdi>');
    expect(ltr(1250).value).toBe('<bdi dir="ltr">1250</bdi>');
    expect(ltr('').value).toBe('');
  });

  it('formats shekels with the sign first and thousands grouped', () => {
    expect(formatShekels(1250)).toBe('₪1,250');
    expect(formatShekels(3000)).toBe('₪3,000');
    expect(formatShekels(99.5)).toBe('₪99.5');
    expect(formatShekels(0)).toBe('₪0');
  });

  it('embeds regular and bold Noto Sans Hebrew as data: URLs, nothing to fetch', () => {
    const faces = embeddedFontFaces();
    expect(faces.match(/@font-face/g)).toHaveLength(6);
    expect(faces).toContain('font-weight:700');
    expect(faces).toContain('U+0590-05FF');
    expect(faces).not.toMatch(/url\((?!data:font\/woff2;base64,)/);
  });

  it('wraps a body in a page with language, direction, title and fonts', () => {
    const page = printableDocument({
      lang: 'he',
      dir: 'rtl',
      title: 'א & ב',
      css: 'p{}',
      body: html`<p>x</p>`,
    });
    expect(page).toMatch(/^<!doctype html>\n<html lang="he" dir="rtl">/);
    expect(page).toContain('<title>א &amp; ב</title>');
    expect(page).toContain('@font-face');
    expect(page).toContain('<p>x</p>');
  });
});
