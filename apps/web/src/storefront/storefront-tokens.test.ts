import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../app/theme';

/** The `--tg-*` variables of styles/tokens.css, by name. */
function tokens(): Record<string, string> {
  const css = readFileSync(path.join(import.meta.dirname, 'styles/tokens.css'), 'utf8');
  return Object.fromEntries(
    [...css.matchAll(/--tg-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      (value as string).replace(/\s+/g, ' ').trim(),
    ]),
  );
}

/** A colour as `r,g,b[,a]` whatever its notation (#rgb, #rrggbb, rgb(), rgba()). */
function rgb(colour: string): string {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits =
      (hex[1] as string).length === 3
        ? [...(hex[1] as string)].map((d) => d + d)
        : (hex[1] as string).match(/../g);
    return (digits as string[]).map((pair) => Number.parseInt(pair, 16)).join(',');
  }
  return colour.replace(/rgba?\(|\)|\s/g, '');
}

describe('storefront stylesheet: the theme’s values (ADR 0034)', () => {
  const theme = createAppTheme('he');
  const palette = theme.palette;
  const css = tokens();

  it.each([
    ['primary', palette.primary.main],
    ['primary-dark', palette.primary.dark],
    ['primary-contrast', palette.primary.contrastText],
    ['secondary', palette.secondary.main],
    ['secondary-dark', palette.secondary.dark],
    ['success', palette.success.main],
    ['success-dark', palette.success.dark],
    ['error', palette.error.main],
    ['text', palette.text.primary],
    ['text-secondary', palette.text.secondary],
    ['divider', palette.divider],
    ['hover', palette.action.hover],
    ['background', palette.background.default],
    ['paper', palette.background.paper],
  ])('--tg-%s is the theme’s colour', (name, colour) => {
    expect(rgb(css[name] ?? 'missing')).toBe(rgb(colour));
  });

  it('has the theme’s corner radius, type, raised shadow and app bar layer', () => {
    expect(css.radius).toBe(`${theme.shape.borderRadius}px`);
    expect(css.font).toBe(theme.typography.fontFamily);
    expect(css['shadow-raised']?.replace(/\s/g, '')).toBe(theme.shadows[8].replace(/\s/g, ''));
    expect(css['z-bar']).toBe(String(theme.zIndex.appBar));
  });
});
