import { type BaseProductCategory, baseProductCategories, type ProductCategory } from '@tg/domain';
import type { TFunction } from 'i18next';

/** The temporary table and the categories screen sit beside products/:category in the route table. */
export const productsSectionPath = (path: string) => `/dashboard/worker/products/${path}`;

export function isBaseCategory(value: string | undefined): value is BaseProductCategory {
  return (baseProductCategories as readonly string[]).includes(value ?? '');
}

/**
 * What a category is called on screen: built-in ones by their translated name; created ones by the
 * Hebrew name in Hebrew and by the English name in every other language (nobody typed the Arabic or
 * Russian one). An unknown value shows as written.
 */
export function categoryLabel(
  t: TFunction,
  language: string,
  value: string,
  categories: readonly ProductCategory[] | undefined,
): string {
  if (isBaseCategory(value)) return t(`products.categories.${value}`);
  const created = categories?.find((category) => category.value === value);
  if (!created) return value;
  return language === 'he' ? created.label : created.enName || created.label;
}
