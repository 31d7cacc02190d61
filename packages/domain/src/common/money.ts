const shekels = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * An amount in shekels the way every screen and document shows it: "₪1,250", "₪99.5", "-₪20".
 * The sign comes first and the digits are grouped with commas whatever the language, so callers
 * keep it left-to-right (`<bdi dir="ltr">`) inside right-to-left text.
 */
export function formatShekels(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₪${shekels.format(Math.abs(amount))}`;
}
