import { type Translation, translationOf } from './translation-of';

/** English: its own chunk, downloaded when chosen (app/i18n.ts). */
export const translation = translationOf(
  import.meta.glob<Translation>('../../locales/en/*.json', { eager: true, import: 'default' }),
);
