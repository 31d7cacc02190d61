import { afterEach, describe, expect, it } from 'vitest';
import { addressLanguage, i18next, startInStoredLanguage, switchLanguage } from './i18n';
import { translation as russian } from './translations/ru';

afterEach(async () => {
  localStorage.clear();
  await i18next.changeLanguage('he');
});

describe('i18n: languages loaded when chosen', () => {
  it('opens in Hebrew when nothing is remembered', async () => {
    await startInStoredLanguage();
    expect(i18next.language).toBe('he');
    expect(i18next.t('common.appName')).toBe('זכוכית לטרקטורים');
  });

  it('opens the back-office in the remembered language, its texts already there', async () => {
    localStorage.setItem('tg.language', 'ru');
    await startInStoredLanguage('/dashboard/worker/main');
    expect(i18next.language).toBe('ru');
    expect(i18next.t('common.appName')).toBe((russian.common as { appName: string }).appName);
  });

  it('ignores a remembered value that is not one of its languages', async () => {
    localStorage.setItem('tg.language', 'fr');
    await startInStoredLanguage('/dashboard');
    expect(i18next.language).toBe('he');
  });

  it('switches only with the texts in place: every module of the language is there', async () => {
    await switchLanguage('en');
    expect(i18next.language).toBe('en');
    expect(Object.keys(i18next.getResourceBundle('en', 'translation')).sort()).toEqual(
      Object.keys(i18next.getResourceBundle('he', 'translation')).sort(),
    );
  });
});

describe('i18n: the storefront speaks its address’s language (issue 17)', () => {
  it('reads the language from the prefix, Hebrew at the root, none for the back-office', () => {
    expect(addressLanguage('/')).toBe('he');
    expect(addressLanguage('/about-us')).toBe('he');
    expect(addressLanguage('/en')).toBe('en');
    expect(addressLanguage('/ar/products/windows')).toBe('ar');
    expect(addressLanguage('/ru/contact')).toBe('ru');
    expect(addressLanguage('/he/contact')).toBe('he');
    expect(addressLanguage('/english')).toBe('he');
    expect(addressLanguage('/dashboard/worker/main')).toBeNull();
  });

  it('opens a storefront page in its address’s language, whatever was remembered', async () => {
    localStorage.setItem('tg.language', 'ru');
    await startInStoredLanguage('/en/about-us');
    expect(i18next.language).toBe('en');
  });

  it('opens the Hebrew root in Hebrew even when Russian was remembered', async () => {
    localStorage.setItem('tg.language', 'ru');
    await startInStoredLanguage('/');
    expect(i18next.language).toBe('he');
  });
});
