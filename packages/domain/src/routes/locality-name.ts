// One rule for matching a locality's name, shared by the web (city autocomplete) and the server
// (the offline gazetteer): what a person types and what the Central Bureau of Statistics file spells
// compare equal when they differ only in spacing, hyphens or maqaf, quotes or geresh, letter case,
// niqqud, a parenthesised qualifier ("(יישוב)") or a hyphen-joined suffix ("תל אביב-יפו").

const NIQQUD = /[\u0591-\u05C7]/g;
const QUOTES = /["'`\u05F3\u05F4\u2018\u2019\u201C\u201D]/g;
const SEPARATORS = /[\u05BE\-\u2010-\u2015.,_/]/g;
const QUALIFIER = /\([^)]*\)/g;
/** Arabic article parts ("אל-", "Al-") are part of the name, never a place of their own. */
const ARTICLES = new Set(['אל', 'א', 'al', 'el', 'a', 'ad', 'as', 'az', 'ash', 'ar']);

function fold(name: string, keepQualifiers: boolean): string {
  // Separators first: the maqaf (U+05BE) sits inside the niqqud range.
  let text = name.normalize('NFKC').toLowerCase().replace(SEPARATORS, ' ').replace(NIQQUD, '');
  text = keepQualifiers ? text.replace(/[()]/g, ' ') : text.replace(QUALIFIER, ' ');
  return text.replace(QUOTES, '').replace(/\s+/g, ' ').trim();
}

/**
 * The comparable form of a locality's name: trimmed, lower-case, spaces folded, hyphens and maqaf
 * as spaces, quotes and geresh dropped, parenthesised qualifiers dropped.
 * "תל-אביב יפו", "תל אביב - יפו" and "Tel Aviv-Yafo" fold to "תל אביב יפו" / "tel aviv yafo".
 */
export function normalizeLocalityName(name: string): string {
  return fold(name, false);
}

/** The same, keeping a qualifier's words: "כנרת (מושבה)" and "כנרת (קבוצה)" stay apart. */
export function exactLocalityName(name: string): string {
  return fold(name, true);
}

/**
 * The short forms a hyphen-joined name is also known by: its normalized text before each hyphen
 * ("תל אביב-יפו" → "תל אביב", "מודיעין-מכבים-רעות" → "מודיעין", "מודיעין מכבים"); none when the
 * name has no hyphen or the part before it ends in an Arabic article ("אום אל-פחם" keeps its name).
 */
export function shortLocalityNames(name: string): string[] {
  const parts = name.replace(QUALIFIER, ' ').split(/[\u05BE\-\u2013\u2014]/);
  const full = normalizeLocalityName(name);
  const shorts: string[] = [];
  for (let index = 1; index < parts.length; index++) {
    const head = normalizeLocalityName(parts.slice(0, index).join(' '));
    if (isNameOfItsOwn(head) && head !== full && !shorts.includes(head)) shorts.push(head);
  }
  return shorts;
}

function isNameOfItsOwn(head: string): boolean {
  const lastWord = head.split(' ').at(-1) ?? '';
  return head.replace(/ /g, '').length >= 3 && !ARTICLES.has(lastWord);
}

/**
 * Whether two spellings name the same locality by the rule above: equal once normalized, or one is
 * the other's hyphen-joined name without its suffix ("תל אביב" = "תל אביב-יפו" = "תל-אביב יפו").
 */
export function sameLocalityName(a: string, b: string): boolean {
  const na = normalizeLocalityName(a);
  const nb = normalizeLocalityName(b);
  if (na === '' || nb === '') return false;
  if (na === nb) return true;
  const [shorter, longer, longerRaw] = na.length < nb.length ? [na, nb, b] : [nb, na, a];
  return (
    /[\u05BE\-\u2013\u2014]/.test(longerRaw) && longer.startsWith(`${shorter} `) && isNameOfItsOwn(shorter)
  );
}
