import type { PolicyProduct } from '@tg/domain';

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A price or deductible in shekels: "₪1,250.5". Shown left-to-right inside right-to-left text. */
export function formatShekels(amount: number): string {
  return `₪${amountFormat.format(amount)}`;
}

/** The terms to open: the typed link, or the uploaded document's signed link. Empty when neither. */
export function termsLinkOf(product: Pick<PolicyProduct, 'link' | 'termsFile'>): string {
  return product.link || product.termsFile?.url || '';
}
