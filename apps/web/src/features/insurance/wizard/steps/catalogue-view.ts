import { type PolicyProductType, policyProductTypes } from '@tg/domain';
import type { SubscriptionProduct } from '../wizard-values';

export type CatalogueFilter = 'all' | PolicyProductType;
export type CatalogueSort = 'price' | 'deductible';

export interface CatalogueView {
  filter: CatalogueFilter;
  sort: CatalogueSort;
  search: string;
}

export interface CatalogueGroup {
  type: PolicyProductType;
  products: SubscriptionProduct[];
}

const sortValue = { price: 'policyPrice', deductible: 'deductible' } as const;

/**
 * What the catalogue shows (spec 1 §2 step 3): products of the chosen type whose name or service
 * type holds the search text, cheapest first by price or deductible, grouped by type (windows,
 * then lights and mirrors); empty groups are left out.
 */
export function catalogueGroups(
  products: readonly SubscriptionProduct[],
  view: CatalogueView,
): CatalogueGroup[] {
  const needle = view.search.trim().toLocaleLowerCase();
  const shown = products.filter(
    (product) =>
      (view.filter === 'all' || product.type === view.filter) &&
      (!needle ||
        product.policyName.toLocaleLowerCase().includes(needle) ||
        product.policyType.toLocaleLowerCase().includes(needle)),
  );
  const key = sortValue[view.sort];
  const sorted = [...shown].sort((a, b) => a[key] - b[key] || a.policyName.localeCompare(b.policyName));
  return policyProductTypes
    .map((type) => ({ type, products: sorted.filter((product) => product.type === type) }))
    .filter((group) => group.products.length > 0);
}
