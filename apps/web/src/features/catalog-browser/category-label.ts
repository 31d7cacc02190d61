import { baseProductCategories } from '@tg/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const builtIn: readonly string[] = baseProductCategories;

/**
 * A category's name in the page's language. The server's label is the Hebrew name; the built-in
 * categories are translated here, and categories staff added keep their Hebrew name elsewhere (they
 * have no translation to offer).
 */
export function useCategoryLabel(): (category: string, label?: string) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (category: string, label?: string) => {
      if (language === 'he' && label) return label;
      if (builtIn.includes(category)) return t(`catalog-browser.categories.${category}`);
      return label || category;
    },
    [language, t],
  );
}
