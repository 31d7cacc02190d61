import { type Translation, translationOf } from './translation-of';

/** Arabic: its own chunk, downloaded when chosen (app/i18n.ts). */
export const translation = translationOf(
  import.meta.glob<Translation>('../../locales/ar/*.json', { eager: true, import: 'default' }),
);
