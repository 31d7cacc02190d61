import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = path.join(import.meta.dirname, 'styles');

/**
 * For each class family (`sf-card`, `sf-filters`: a class without its `__element` or `--modifier`),
 * the sheets whose rules start with it, i.e. that style that family's own elements. A rule may
 * reach into another family (`.sf-alert__action .sf-button:hover`) without being its owner.
 */
function familyOwners(): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const file of readdirSync(stylesDir).filter((name) => name.endsWith('.css'))) {
    const css = readFileSync(path.join(stylesDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, selectors] of css.matchAll(/([^{}]+)\{/g))
      for (const selector of (selectors as string).split(',')) {
        // What the rule styles first: after an optional direction or element in front of the class.
        const first = /^\s*(?:\[dir=[^\]]+\]\s+)?[a-z]*\.(sf-[\w-]+)/.exec(selector)?.[1];
        if (!first) continue;
        const family = first.split(/__|--/)[0] as string;
        owners.set(family, (owners.get(family) ?? new Set()).add(file));
      }
  }
  return owners;
}

describe('storefront stylesheet: one sheet per family of classes (ADR 0034)', () => {
  it('defines each family in one sheet, so one page’s rules cannot restyle another page’s elements', () => {
    const owners = familyOwners();
    // The check reads the families it should: chips, the catalogue's filters, buttons.
    expect(owners.get('sf-chip')).toEqual(new Set(['base.css']));
    expect(owners.get('sf-filters')).toEqual(new Set(['catalog.css']));
    expect(owners.get('sf-button')).toEqual(new Set(['base.css']));
    const shared = [...owners].filter(([, files]) => files.size > 1).map(([family]) => family);
    expect(shared).toEqual([]);
  });
});
