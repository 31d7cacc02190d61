/**
 * The common field validators of the spec (document 3 §5), as plain predicates so forms and the
 * server share them. Each returns true when the value is acceptable.
 */
export const firstModelYear = 1950;
/** The newest model year accepted: next year's machines are sold from the autumn before. */
export function latestModelYear(today = new Date()): number {
  return today.getFullYear() + 1;
}

export const validators = {
  /** Letters only: no digits. */
  text: (value: string) => !/\d/.test(value),
  /** Digits only; empty is allowed. */
  number: (value: string) => /^\d*$/.test(value),
  /** Years separated by spaces. */
  editYear: (value: string) => /^\s*(\d+(\s+\d+)*)?\s*$/.test(value),
  /**
   * Space-separated model years from 1950. The spec's upper bound (2024) was the year it was
   * written; machines keep coming, so the bound is next year's models (ADR 0013).
   */
  yearsRange: (value: string, today = new Date()) =>
    value
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every(
        (year) =>
          /^\d{4}$/.test(year) && Number(year) >= firstModelYear && Number(year) <= latestModelYear(today),
      ),
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
