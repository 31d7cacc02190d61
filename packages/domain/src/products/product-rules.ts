/**
 * The catalogue's pure rules (spec 3 §3, §5, §9), shared by the product form and the server:
 * the price rule, vehicle-fit lists typed as text, the special free item and stock moves.
 */

/**
 * The built-in categories (spec 3 §1); more are created from the sidebar. Values are the sidebar's
 * path names. Works (labour) are not products but a catalogue of their own (ADR 0024), whose
 * screen is the route table's products/works.
 */
export const baseProductCategories = [
  'windows',
  'mirrors',
  'lights',
  'parts',
  'workClothes',
  'workMaterials',
  'tools',
] as const;
export type BaseProductCategory = (typeof baseProductCategories)[number];

/** Spec 3 §9: the supplier price is 30 % of the price, to two decimals. */
export const supplierPriceShare = 0.3;

/**
 * The VAT rate a fresh install starts with, in percent (Israel since January 2025). The rate in
 * use is a business setting (`businessDetails.vatPercent`, ADR 0035); spec 3's fixed 83 % is
 * superseded.
 */
export const defaultVatPercent = 18;
export const vatPercentRange = { min: 0, max: 100 } as const;

/** Rounds to agorot, half away from zero, without binary drift (1.005 → 1.01). */
export function roundToAgorot(amount: number): number {
  return (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-9)) / 100;
}

/**
 * The price before VAT of a price that includes it: price ÷ (1 + VAT), to agorot (ADR 0035).
 * ₪1,180 at 18 % → ₪1,000.00. Computed as price × 100 ÷ (100 + percent), so whole rates divide
 * without binary drift.
 */
export function priceBeforeVat(price: number, vatPercent: number): number {
  return roundToAgorot((price * 100) / (100 + vatPercent));
}

/** Spec 3 §9: 30 % of the price, to agorot. */
export function supplierPriceOf(price: number): number {
  return roundToAgorot(price * supplierPriceShare);
}

/** The two prices that follow the price: supplier (30 %) and before VAT at the business's rate. */
export function derivedPrices(
  price: number,
  vatPercent: number,
): { supplierPrice: number; priceBeforeVat: number } {
  return {
    supplierPrice: supplierPriceOf(price),
    priceBeforeVat: priceBeforeVat(price, vatPercent),
  };
}

/** The vehicle-fit lists (chassis, plates, alternate numbers, adjustments) as stored: `{value}` each. */
export type FitList = { value: string }[];

/** Space-separated text as typed → the stored list: trimmed, empty parts dropped, repeats once. */
export function fitListFromText(text: string): FitList {
  const seen = new Set<string>();
  const list: FitList = [];
  for (const part of text.split(/\s+/)) {
    const value = part.trim();
    if (value && !seen.has(value)) {
      seen.add(value);
      list.push({ value });
    }
  }
  return list;
}

export function fitTextFromList(list: readonly { value: string }[] | undefined): string {
  return (list ?? []).map((item) => item.value).join(' ');
}

/** Catalogue number 9999999 is a free item whose quantity is chosen per document (1 to 999). */
export const specialCatalogNumber = '9999999';
export const specialItemQuantity = { min: 1, max: 999 } as const;

export const maxProductImages = 3;

export type TransferOutcome =
  | { ok: true; from: number; to: number }
  | { ok: false; reason: 'notPositive' | 'sameWarehouse' | 'insufficientStock' };

/**
 * One move of stock between two warehouses: the quantity leaves one and arrives in the other, so
 * the sum never changes. Going below zero needs the person's explicit confirmation.
 */
export function applyTransfer(input: {
  fromWarehouse: string;
  toWarehouse: string;
  fromQuantity: number;
  toQuantity: number;
  quantity: number;
  allowNegative?: boolean;
}): TransferOutcome {
  if (!Number.isInteger(input.quantity) || input.quantity <= 0) return { ok: false, reason: 'notPositive' };
  if (input.fromWarehouse === input.toWarehouse) return { ok: false, reason: 'sameWarehouse' };
  const from = input.fromQuantity - input.quantity;
  if (from < 0 && !input.allowNegative) return { ok: false, reason: 'insufficientStock' };
  return { ok: true, from, to: input.toQuantity + input.quantity };
}
