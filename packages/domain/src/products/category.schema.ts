import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

/**
 * Product categories (spec 3 §2.4): a Hebrew name and an English name; the English name is the
 * value products carry. The built-in seven cannot be renamed or deleted.
 */
const hebrewName = z.string({ error: m.required }).trim().min(1, { error: m.required }).min(2, {
  error: m.minLength2,
});
const englishValue = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .max(60, { error: m.tooLong })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: m.englishNameOnly })
  .transform((value) => value.toLowerCase().replace(/\s+/g, '-'));

export const productCategorySchema = z.object({
  /** The English name, as products carry it. */
  value: z.string(),
  /** The Hebrew name. */
  label: z.string(),
  enName: z.string(),
  builtIn: z.boolean(),
  productCount: z.number().int(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;
export const productCategoriesSchema = z.object({ categories: z.array(productCategorySchema) });

export const createProductCategorySchema = z.object({
  categoryName: hebrewName.max(60, { error: m.tooLong }),
  categoryEnName: englishValue,
});
export const updateProductCategorySchema = z.object({
  oldCategory: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(60),
  newCategory: hebrewName.max(60, { error: m.tooLong }),
  newEnCategory: englishValue,
});
export const deleteProductCategorySchema = z.object({
  category: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(60),
});
