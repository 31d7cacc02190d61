import { afterEach, describe, expect, it } from 'vitest';
import { i18next, loadLanguage, speakWith, switchLanguage } from '../app/i18n';
import { allTexts } from '../app/translations/all-texts';
import { storefrontTextModules, storefrontTexts } from './storefront-texts';
import { withAllTexts } from './with-all-texts';

afterEach(async () => {
  speakWith(allTexts);
  await switchLanguage('he');
});

describe('storefront texts: the public pages’ words only (ADR 0031)', () => {
  it('holds the public modules, and none of the back-office’s', () => {
    expect(storefrontTextModules).toEqual([
      'auth',
      'catalog-browser',
      'common',
      'errors',
      'navigation',
      'storefront',
      'storefront-news',
      'ui',
      'validation',
    ]);
  });

  it.each([
    'en',
    'ar',
    'ru',
  ] as const)('gives %s the same modules as Hebrew, downloaded when chosen', async (language) => {
    expect(Object.keys(await storefrontTexts(language)).sort()).toEqual(storefrontTextModules);
  });

  it('switches a visitor to Arabic with the storefront’s words, not the back-office’s', async () => {
    i18next.removeResourceBundle('ar', 'translation');
    speakWith(storefrontTexts);
    await switchLanguage('ar');
    expect(i18next.language).toBe('ar');
    expect(i18next.getResourceBundle('ar', 'translation')).toHaveProperty('storefront');
    expect(i18next.getResourceBundle('ar', 'translation')).not.toHaveProperty('insurance-wizard');
  });

  it('brings every module with a page that needs the back-office’s words, in the current language', async () => {
    i18next.removeResourceBundle('ru', 'translation');
    speakWith(storefrontTexts);
    await switchLanguage('ru');
    const page = await withAllTexts(Promise.resolve({ page: 'wizard' }));
    expect(page).toEqual({ page: 'wizard' });
    expect(i18next.getResourceBundle('ru', 'translation')).toHaveProperty('insurance-wizard');
    await loadLanguage('ru');
    expect(i18next.t('common.appName')).not.toBe('common.appName');
  });
});
