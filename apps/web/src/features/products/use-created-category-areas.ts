import type { ProductCategory } from '@tg/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardArea } from '../../app/navigation';
import { useProductCategories } from './api/use-product-categories';
import { categoryLabel } from './product-categories';

/** The products group's sidebar entries for categories people created, each opening its table. */
export function createdCategoryAreas(
  t: TFunction,
  language: string,
  categories: readonly ProductCategory[],
): DashboardArea[] {
  return categories
    .filter((category) => !category.builtIn)
    .map((category) => ({
      path: `products/${category.value}`,
      // Shown by `label`; the key names the kind of entry where a label cannot be shown.
      labelKey: 'navigation.items.productsCategories',
      label: categoryLabel(t, language, category.value, categories),
      groupKey: 'navigation.groups.products',
    }));
}

/** As `createdCategoryAreas`, fetched (only when `enabled`: a role that sees the products group). */
export function useCreatedCategoryAreas(enabled: boolean): DashboardArea[] {
  const { t, i18n } = useTranslation();
  const categories = useProductCategories({ enabled });
  return useMemo(
    () => (enabled && categories.data ? createdCategoryAreas(t, i18n.language, categories.data) : []),
    [enabled, categories.data, t, i18n.language],
  );
}
