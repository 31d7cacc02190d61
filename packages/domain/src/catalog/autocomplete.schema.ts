import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

/** Autocomplete (spec 3 §7): from three typed characters, debounced 300 ms in the filter panels. */
export const autocompleteMinLength = 3;
export const autocompleteDebounceMs = 300;
export const autocompleteLimit = 10;

/** Which fields each module completes; anything else is refused. */
export const autocompleteFields = {
  products: ['name', 'catalogNumber', 'manufacturer', 'model'],
  catalog: ['manufacturer', 'model'],
  gov: ['manufacturer', 'model', 'plate', 'chassis'],
  warehouses: ['name', 'owner'],
} as const;
export type AutocompleteModule = keyof typeof autocompleteFields;

export const autocompleteQuerySchema = z
  .object({
    module: z.enum(Object.keys(autocompleteFields) as [AutocompleteModule, ...AutocompleteModule[]], {
      error: m.invalidValue,
    }),
    category: z.string().trim().max(60).optional(),
    field: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(40),
    value: z.string().trim().max(100, { error: m.tooLong }).optional().default(''),
  })
  .refine((query) => (autocompleteFields[query.module] as readonly string[]).includes(query.field), {
    error: m.invalidValue,
    path: ['field'],
  });
export type AutocompleteQuery = z.output<typeof autocompleteQuerySchema>;
export const autocompleteAnswerSchema = z.array(z.string());
