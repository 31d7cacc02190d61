import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Characters a person may type in a phone field: digits, dashes, plus, parentheses, dots and spaces. */
export const phoneCharactersPattern = /^[\d\-+().\s]+$/;

export function hasOnlyPhoneCharacters(input: string): boolean {
  return phoneCharactersPattern.test(input);
}

/**
 * Normalises what a person typed to international form (+972…), Israel being the default country.
 * People often paste "9720…" (country code and the local leading zero): the zero is dropped.
 * Returns null when the input is not a possible phone number.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || !hasOnlyPhoneCharacters(trimmed)) return null;
  let digits = trimmed.replace(/[^\d+]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (/^\+?9720/.test(digits)) digits = `+972${digits.replace(/^\+?9720/, '')}`;
  else if (/^972\d{8,9}$/.test(digits)) digits = `+${digits}`;
  const parsed = parsePhoneNumberFromString(digits, 'IL');
  if (!parsed || !parsed.isPossible()) return null;
  return parsed.number;
}
