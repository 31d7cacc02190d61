/**
 * The common field validators of the spec (document 3 §5), as plain predicates so forms and the
 * server share them. Each returns true when the value is acceptable.
 */
export const validators = {
  /** Letters only: no digits. */
  text: (value: string) => !/\d/.test(value),
  /** Digits only; empty is allowed. */
  number: (value: string) => /^\d*$/.test(value),
  /** Years separated by spaces. */
  editYear: (value: string) => /^\s*(\d+(\s+\d+)*)?\s*$/.test(value),
  /** Space-separated years from 1950 to 2024. */
  yearsRange: (value: string) =>
    value
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((year) => /^\d{4}$/.test(year) && Number(year) >= 1950 && Number(year) <= 2024),
  /** Something, an at sign, something, a dot, at least two characters. */
  email: (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value),
  /** The generic ID validator: exactly 9 digits. */
  userIdLength: (value: string) => /^\d{9}$/.test(value),
  minLength: (value: string) => value.trim().length >= 2,
  /** Latin or Hebrew letters and digits only. */
  textAndNumber: (value: string) => /^[A-Za-z\u05D0-\u05EA\d]*$/.test(value),
} as const;

/** A person's or company's ID as the user forms accept it: 5 to 9 digits. */
export function isUserId(value: string): boolean {
  return /^\d{5,9}$/.test(value);
}
