import { type Translation, translationOf } from './translation-of';

/** Russian: its own chunk, downloaded when chosen (app/i18n.ts). */
export const translation = translationOf(
  import.meta.glob<Translation>('../../locales/ru/*.json', { eager: true, import: 'default' }),
);
