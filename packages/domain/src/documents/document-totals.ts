import { defaultVatPercent, specialCatalogNumber, specialItemQuantity } from '../products/product-rules';

/**
 * The amounts of a business document (spec 2 §9), one rule for the web and the server: the server
 * recomputes every line and the total from gross price, discount and quantity whatever a client
 * sends; the web shows the same numbers while the person types.
 *
 * All arithmetic is on exact decimals (the number's shortest decimal text as a scaled integer), so
 * 28.305 × 3 is 84.915 and rounds to 84.92 — floating point would give 84.91499… and 84.91.
 */

/**
 * The VAT percent a document is priced at: its own stored rate, which it took from the business
 * setting when it was created (ADR 0035); 18 when it has none (a document saved before the rate
 * was stored, or a form not yet told the rate).
 */
export function documentVatPercent(vatPercent: number | null | undefined): number {
  return typeof vatPercent === 'number' && Number.isFinite(vatPercent) && vatPercent >= 0
    ? vatPercent
    : defaultVatPercent;
}

/** A number as an exact decimal: `digits × 10^-scale`. */
type Decimal = { digits: bigint; scale: number };

function decimalOf(value: number): Decimal {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: value < 0 ? -digits : digits, scale };
}

function times(a: Decimal, b: Decimal): Decimal {
  return { digits: a.digits * b.digits, scale: a.scale + b.scale };
}

/** The decimal rounded half away from zero to `places` decimals, as an integer count of 10^-places. */
function roundedUnits(value: Decimal, places: number): bigint {
  if (value.scale <= places) return value.digits * 10n ** BigInt(places - value.scale);
  const divisor = 10n ** BigInt(value.scale - places);
  const magnitude = value.digits < 0n ? -value.digits : value.digits;
  let units = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) units += 1n;
  return value.digits < 0n ? -units : units;
}

function numberOf(units: bigint, places: number): number {
  return Number(`${units}e-${places}`);
}

function exactNumber(value: Decimal): number {
  return numberOf(value.digits, value.scale);
}

function roundTo(value: Decimal, places: number): number {
  return numberOf(roundedUnits(value, places), places);
}

/** A finite number from whatever a form or a stored row holds ('12.5', 12.5); anything else is NaN. */
function numeric(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * An amount rounded to a whole shekel: below .5 down, from .5 up (spec 2 §9), without binary drift
 * (84.5 → 85, 84.49 → 84). Negative amounts round half away from zero.
 */
export function wholeShekels(amount: number): number {
  return Number.isFinite(amount) ? roundTo(decimalOf(amount), 0) : 0;
}

/** An amount rounded half-up to agorot (two decimals) on exact decimals: 84.915 → 84.92. */
export function toAgorot(amount: number): number {
  return Number.isFinite(amount) ? roundTo(decimalOf(amount), 2) : 0;
}

/**
 * A line's discount as a percentage (spec 2 §9): a value above 0 and below 1 is a fraction and is
 * multiplied by 100 (0.15 → 15); 1 to 100 is a percentage as given (1 is 1 %). Anything else is
 * clamped rather than refused, so a total can always be computed: missing, not a number or not
 * above 0 → 0; above 100 → 100 (a free line, never a negative price). The form and the wire schema
 * refuse negative numbers before this runs.
 */
export function normaliseDiscount(discount: unknown): number {
  const value = numeric(discount);
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (value < 1) return exactNumber(times(decimalOf(value), decimalOf(100)));
  return Math.min(value, 100);
}

/**
 * A line's quantity (spec 2 §5): a whole number of at least 1 — missing, not a number or below 1
 * becomes 1, a fraction is cut to the whole number below it (2.7 → 2). The free item
 * (catalogue number 9999999) also stops at 999, its spinner's top.
 */
export function normaliseQuantity(quantity: unknown, catalogNumber?: unknown): number {
  const value = numeric(quantity);
  const whole = Number.isFinite(value) ? Math.floor(value) : 1;
  const atLeastOne = Math.max(whole, specialItemQuantity.min);
  const isFreeItem = typeof catalogNumber === 'string' && catalogNumber.trim() === specialCatalogNumber;
  return isFreeItem ? Math.min(atLeastOne, specialItemQuantity.max) : atLeastOne;
}

/** What the amounts of a line depend on; any line shape with these fields fits. */
export interface AmountLine {
  /** Gross unit price in shekels. */
  price?: unknown;
  /** Percent (15) or fraction (0.15); see {@link normaliseDiscount}. */
  discount?: unknown;
  quantity?: unknown;
  /** Only to recognise the free item and cap its quantity at 999. */
  catalogNumber?: unknown;
}

export interface LineAmounts {
  /** The gross unit price used (missing, not a number or negative → 0). */
  price: number;
  /** Whole number ≥ 1 (the free item ≤ 999). */
  quantity: number;
  /** Percent, 0 to 100. */
  discount: number;
  /** Gross × (1 − discount %), exact (28.305 stays 28.305: the line total is computed from it). */
  netPrice: number;
  /** Net × quantity, rounded half-up to two decimals. */
  totalWithoutVAT: number;
}

/** One line's amounts (spec 2 §9): net = gross × (1 − discount %), line total = net × quantity to 2 decimals. */
export function lineAmounts(line: AmountLine): LineAmounts {
  const gross = numeric(line.price);
  const price = Number.isFinite(gross) && gross > 0 ? gross : 0;
  const quantity = normaliseQuantity(line.quantity, line.catalogNumber);
  const discount = normaliseDiscount(line.discount);
  // gross × (100 − discount) / 100, exactly
  const off = decimalOf(discount);
  const remaining: Decimal = { digits: 100n * 10n ** BigInt(off.scale) - off.digits, scale: off.scale };
  const product = times(decimalOf(price), remaining);
  const net: Decimal = { digits: product.digits, scale: product.scale + 2 };
  return {
    price,
    quantity,
    discount,
    netPrice: exactNumber(net),
    totalWithoutVAT: roundTo(times(net, decimalOf(quantity)), 2),
  };
}

export interface DocumentTotalsInput {
  products?: readonly AmountLine[] | null;
  works?: readonly AmountLine[] | null;
  isDocWithoutVat?: boolean | null;
  /** The document's VAT percent (17, 18, 17.5); see {@link documentVatPercent}. */
  vatPercent?: number | null;
}

export interface DocumentTotals {
  /** The lines' totals, each rounded to a whole shekel, summed. */
  linesTotal: number;
  /** The VAT added (docTotalPrice − linesTotal); 0 for a document without VAT. */
  vat: number;
  /** The document's total in whole shekels (`docTotalPrice`). */
  docTotalPrice: number;
}

/**
 * The document total (spec 2 §9): every product and work line's total rounded to a whole shekel,
 * summed, plus the document's VAT percent unless it is without VAT, rounded to a whole shekel.
 * Lines 100×2 at 10 %, 33.3×3 at 0.15 and a work of 250 → 180 + 85 + 250 = 515 → 608 with 18 % VAT
 * (603 with 17 %).
 */
export function documentTotals(input: DocumentTotalsInput): DocumentTotals {
  const lines = [...(input.products ?? []), ...(input.works ?? [])];
  const linesTotal = lines.reduce((sum, line) => sum + wholeShekels(lineAmounts(line).totalWithoutVAT), 0);
  const docTotalPrice = input.isDocWithoutVat
    ? linesTotal
    : withVat(linesTotal, documentVatPercent(input.vatPercent));
  return { linesTotal, vat: docTotalPrice - linesTotal, docTotalPrice };
}

/** linesTotal × (100 + percent) ÷ 100 on exact decimals, rounded half-up to a whole shekel. */
function withVat(linesTotal: number, percent: number): number {
  const scaled = times(decimalOf(linesTotal), decimalOf(100 + percent));
  return roundTo({ digits: scaled.digits, scale: scaled.scale + 2 }, 0);
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A document amount with two decimals, the way totals are shown (spec 2 §9): 608 → "608.00",
 * 1250.5 → "1,250.50", rounded half-up first (1.005 → "1.01"). Digits are grouped with commas in
 * every language; callers keep it left-to-right inside right-to-left text.
 */
export function formatDocumentTotal(amount: number): string {
  return twoDecimals.format(toAgorot(amount));
}

/** The same with the shekel sign, as `formatShekels` places it: "₪608.00", "-₪20.00". */
export function formatDocumentShekels(amount: number): string {
  const rounded = toAgorot(amount);
  return `${rounded < 0 ? '-' : ''}₪${twoDecimals.format(Math.abs(rounded))}`;
}
