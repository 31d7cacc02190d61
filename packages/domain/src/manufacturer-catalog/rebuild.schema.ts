import { z } from 'zod';

/**
 * The answer of POST /catalog/rebuild, which builds the manufacturer catalogue from the registry
 * and the products (it replaces the spec's disabled sync button): the catalogue's size afterwards
 * and what this run added. `models` counts models and sub-models, like fetchTotalNumberModels.
 */
export const catalogRebuildAnswerSchema = z.object({
  manufacturers: z.number().int(),
  models: z.number().int(),
  manufacturersAdded: z.number().int(),
  modelsAdded: z.number().int(),
});
export type CatalogRebuildAnswer = z.infer<typeof catalogRebuildAnswerSchema>;
