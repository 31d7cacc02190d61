/**
 * Building document HTML safely: every value interpolated into `html\`…\`` is escaped unless it is
 * already `SafeHtml` (made by `html`, `ltr` or `raw`), so user data can never add markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

function interpolate(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(interpolate).join('');
  return escapeHtml(String(value));
}

/** Tagged template: the literal parts are trusted, the interpolated values are escaped. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += interpolate(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup or CSS written by us (never user data), inserted as is. */
export function raw(trusted: string): SafeHtml {
  return new SafeHtml(trusted);
}

/**
 * Isolates a left-to-right value (phone, plate, chassis, ID number, date, amount) inside Hebrew
 * text, so the bidirectional algorithm does not flip its digits and punctuation around.
 */
export function ltr(text: string | number | null | undefined): SafeHtml {
  if (text === null || text === undefined || text === '') return new SafeHtml('');
  return new SafeHtml(`<bdi dir="ltr">${escapeHtml(String(text))}</bdi>`);
}

/** ₪1,250: the documents print money exactly as the screens show it. */
export { formatShekels } from '@tg/domain';
