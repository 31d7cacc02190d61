import type { PolicyProduct } from '@tg/domain';

/** The terms to open: the typed link, or the uploaded document's signed link. Empty when neither. */
export function termsLinkOf(product: Pick<PolicyProduct, 'link' | 'termsFile'>): string {
  return product.link || product.termsFile?.url || '';
}
