import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

/** City autocomplete in address entry: from one typed character, debounced 200 ms. */
export const localitySearchMinLength = 1;
export const localitySearchMaxLength = 60;
export const localitySearchDebounceMs = 200;
export const localitySearchDefaultLimit = 10;
export const localitySearchMaxLimit = 20;

export const localitySearchQuerySchema = z.object({
  search: z
    .string({ error: m.required })
    .trim()
    .min(localitySearchMinLength, { error: m.required })
    .max(localitySearchMaxLength, { error: m.tooLong }),
  limit: z.coerce
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(1, { error: m.invalidValue })
    .max(localitySearchMaxLimit, { error: m.invalidValue })
    .default(localitySearchDefaultLimit),
});
export type LocalitySearchQuery = z.output<typeof localitySearchQuerySchema>;

/** One of Israel's localities as the gazetteer knows it; `district` is the Hebrew district name. */
export const localitySchema = z.object({
  nameHe: z.string(),
  nameEn: z.string(),
  district: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type LocalityOption = z.output<typeof localitySchema>;

export const localitySearchAnswerSchema = z.object({ localities: z.array(localitySchema) });
export type LocalitySearchAnswer = z.output<typeof localitySearchAnswerSchema>;
