import { type Translation, translationOf } from './translation-of';

/** Hebrew, the default and the fallback: part of the first download (app/i18n.ts). */
export const translation = translationOf(
  import.meta.glob<Translation>('../../locales/he/*.json', { eager: true, import: 'default' }),
);
