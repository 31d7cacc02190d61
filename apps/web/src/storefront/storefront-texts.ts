import type { LanguageCode, TextsOf } from '../app/i18n';
import { type Translation, translationOf } from '../app/translations/translation-of';

/**
 * The storefront's part of the texts (issue 17, ADR 0031): the modules its pages, layout, sign-in
 * and error messages speak. Hebrew, the default and the fallback, is part of the first download;
 * the other languages' modules are downloaded when chosen. A page that needs a back-office module
 * loads all texts first (`withAllTexts`). Both patterns name the same modules.
 */
const hebrew = translationOf(
  import.meta.glob<Translation>(
    '../locales/he/{auth,catalog-browser,common,errors,navigation,storefront,storefront-news,ui,validation}.json',
    { eager: true, import: 'default' },
  ),
);
const others = import.meta.glob<Translation>(
  '../locales/{en,ar,ru}/{auth,catalog-browser,common,errors,navigation,storefront,storefront-news,ui,validation}.json',
  { import: 'default' },
);

async function textsOfLanguage(language: LanguageCode): Promise<Translation> {
  const files = Object.entries(others).filter(([path]) => path.includes(`/locales/${language}/`));
  const loaded = await Promise.all(files.map(async ([path, load]) => [path, await load()] as const));
  return translationOf(Object.fromEntries(loaded));
}

export const storefrontTexts: TextsOf = async (language) =>
  language === 'he' ? hebrew : textsOfLanguage(language);

/** The modules the storefront speaks with, as the patterns above name them. */
export const storefrontTextModules = Object.keys(hebrew).sort();
