import { vi } from 'vitest';

/**
 * For tests only: screen widths without a browser. jsdom applies no media queries, so a layout that
 * picks phone or desktop by CSS breakpoints renders both forms there; these helpers tell which one a
 * browser `width` pixels wide would show, and let a test make `window.matchMedia` answer for a width.
 */

/** A window `width` pixels wide, as MUI's `useMediaQuery` asks it through `window.matchMedia`. */
export function stubWindowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mediaMatches(query, width),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

/**
 * Whether a media condition holds on a screen `width` pixels wide: `(min-width: …px)` and
 * `(max-width: …px)` parts joined by `and`, optionally after `screen` or `all`; anything else
 * (print, hover, motion) is taken as not matching.
 */
function mediaMatches(media: string, width: number): boolean {
  const conditions = media
    .trim()
    .toLowerCase()
    .split(/\s+and\s+/)
    .filter((part) => part !== 'screen' && part !== 'all' && part !== '');
  return conditions.every((condition) => {
    const found = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(condition);
    if (!found) return false;
    return found[1] === 'min' ? width >= Number(found[2]) : width <= Number(found[2]);
  });
}

/** [ids, classes/attributes/pseudo-classes, types] of one complex selector; enough for emotion's CSS. */
function specificity(selector: string): [number, number, number] {
  const bare = selector.replace(/"[^"]*"|'[^']*'/g, '');
  const ids = bare.match(/#[\w-]+/g)?.length ?? 0;
  const classes = bare.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g)?.length ?? 0;
  const types = bare.replace(/\[[^\]]*\]|\([^)]*\)/g, '').match(/(^|[\s>+~(])[a-zA-Z][\w-]*/g)?.length ?? 0;
  return [ids, classes, types];
}

/** The parts of a selector list, split on the commas outside parentheses and brackets. */
function selectorParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

interface Declared {
  value: string;
  important: boolean;
  specificity: [number, number, number];
  order: number;
}

function wins(a: Declared, b: Declared): boolean {
  if (a.important !== b.important) return a.important;
  const [aIds, aClasses, aTypes] = a.specificity;
  const [bIds, bClasses, bTypes] = b.specificity;
  if (aIds !== bIds) return aIds > bIds;
  if (aClasses !== bClasses) return aClasses > bClasses;
  if (aTypes !== bTypes) return aTypes > bTypes;
  return a.order > b.order;
}

/** The `display` the page's style sheets give `element` in a window `width` pixels wide. */
export function displayAt(element: Element, width: number): string | undefined {
  return styleAt(element, 'display', width);
}

/**
 * The value of `property` the page's style sheets (and the element's own style) give `element` in a
 * window `width` pixels wide, by the cascade's order: importance, specificity, then position.
 */
export function styleAt(element: Element, property: string, width: number): string | undefined {
  let best: Declared | undefined;
  let order = 0;
  const consider = (rule: CSSStyleRule) => {
    order += 1;
    const value = rule.style.getPropertyValue(property);
    if (!value) return;
    for (const part of selectorParts(rule.selectorText)) {
      if (part.includes('::')) continue;
      let matched = false;
      try {
        matched = element.matches(part);
      } catch {
        matched = false;
      }
      if (!matched) continue;
      const candidate = {
        value,
        important: rule.style.getPropertyPriority(property) === 'important',
        specificity: specificity(part),
        order,
      };
      if (!best || wins(candidate, best)) best = candidate;
    }
  };
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ('selectorText' in rule) consider(rule as CSSStyleRule);
      else if ('media' in rule && 'cssRules' in rule) {
        const media = (rule as CSSMediaRule).media.mediaText;
        if (mediaMatches(media, width)) walk((rule as CSSMediaRule).cssRules);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
  const inline = (element as HTMLElement).style?.getPropertyValue(property);
  if (inline && !best?.important) return inline;
  return best?.value;
}

/** Whether `element` is laid out (neither it nor an ancestor is `display: none`) at `width` pixels. */
export function isShownAt(element: Element, width: number): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (displayAt(node, width) === 'none') return false;
  }
  return true;
}

/**
 * The markup with React's generated ids (`useId`) made equal, so that two renders of the same tree
 * compare equal whatever their order.
 */
export function withoutGeneratedIds(html: string): string {
  return html.replace(/«r[\da-z]+»|_r_[\da-z]+_|:r[\da-z]+:/g, 'ID');
}
