import { i18next, type LanguageCode, loadLanguage, speakWith } from '../app/i18n';

/**
 * For a storefront page that speaks back-office modules too (the service-call wizard): from now on
 * the entry speaks with all texts, and the page appears once the current language's (and Hebrew's,
 * the fallback) are there. The texts come as their own chunk, with the page, not in the first load.
 */
export async function withAllTexts<T>(page: Promise<T>): Promise<T> {
  const [module] = await Promise.all([
    page,
    import('../app/translations/all-texts').then(async ({ allTexts }) => {
      speakWith(allTexts);
      const current = (i18next.resolvedLanguage ?? i18next.language) as LanguageCode;
      await Promise.all([loadLanguage('he'), loadLanguage(current)]);
    }),
  ]);
  return module;
}
