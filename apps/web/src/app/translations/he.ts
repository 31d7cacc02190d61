import { type Translation, translationOf } from './translation-of';

/** Hebrew, the default and the fallback: every module's texts, as the back-office speaks (all-texts.ts). */
export const translation = translationOf(
  import.meta.glob<Translation>('../../locales/he/*.json', { eager: true, import: 'default' }),
);
