import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

/**
 * Product categories (spec 3 §2.4): a Hebrew name and an English name; the English name, in the
 * form of a path (`categoryValueOf`), is the value products carry, and as typed is what English,
 * Arabic and Russian readers see. The built-in ones cannot be renamed or deleted.
 */
const hebrewName = z.string({ error: m.required }).trim().min(1, { error: m.required }).min(2, {
  error: m.minLength2,
});
const englishName = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .max(60, { error: m.tooLong })
  .regex(/^[A-Za-z][A-Za-z0-9 ]*$/, { error: m.englishNameOnly })
  .transform((name) => name.replace(/\s+/g, ' '))
  .refine((name) => !reservedCategoryValues.includes(categoryValueOf(name)), { error: m.categoryTaken });

/** Paths under products/ that are screens, not categories (works: the works catalogue, ADR 0024). */
export const reservedCategoryValues: readonly string[] = ['temporaryTable', 'categories', 'works'];

/** "Hydraulic hoses" → `hydraulicHoses`, the form the sidebar paths and product records use. */
export function categoryValueOf(englishName: string): string {
  const words = englishName.trim().split(/\s+/).filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

export const productCategorySchema = z.object({
  /** The English name in the form products and paths carry it (`hydraulicHoses`). */
  value: z.string(),
  /** The Hebrew name. */
  label: z.string(),
  /** The English name as typed (`Hydraulic hoses`). */
  enName: z.string(),
  builtIn: z.boolean(),
  productCount: z.number().int(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;
export const productCategoriesSchema = z.object({ categories: z.array(productCategorySchema) });

export const createProductCategorySchema = z.object({
  categoryName: hebrewName.max(60, { error: m.tooLong }),
  categoryEnName: englishName,
});
export const updateProductCategorySchema = z.object({
  oldCategory: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(60),
  newCategory: hebrewName.max(60, { error: m.tooLong }),
  newEnCategory: englishName,
});
export const deleteProductCategorySchema = z.object({
  category: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(60),
});

/** Creating or renaming a category answers it under `category`. */
export const productCategoryAnswerSchema = z.object({ category: productCategorySchema });
/** Deleting a category answers the deleted category's value. */
export const deletedProductCategorySchema = z.object({ category: z.string() });
