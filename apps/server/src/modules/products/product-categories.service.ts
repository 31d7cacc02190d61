import { categoryValueOf, validationMessages as m, type ProductCategory } from '@tg/domain';
import type { Actor } from '../../platform/audit/audit';
import { recordActivity } from '../../platform/audit/audit';
import type { CacheRegistry } from '../../platform/cache/lookup-cache';
import type { Database } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/http/errors';
import { productsRepository } from './products.repository';
import type { ProductCategoryRow } from './products.table';

const entity = 'productCategory';
const repo = productsRepository.categories;

function toCategory(row: ProductCategoryRow, productCount: number): ProductCategory {
  return { value: row.value, label: row.name, enName: row.enName, builtIn: row.builtIn, productCount };
}

/**
 * Product categories (spec 3 §2.4). The built-in ones stay as they are; a created category can be
 * renamed (its products follow in the same transaction) and deleted while it holds no products.
 */
export function createProductCategoriesService(db: Database, caches: CacheRegistry) {
  const cache = caches.create<ProductCategory[]>('productCategories', 5 * 60_000, 1);
  const list = () =>
    cache.get('all', async () =>
      (await repo.list(db)).map((row) => toCategory(row.category, row.productCount)),
    );

  async function unique(name: string, value: string, except?: string) {
    const [byValue, byName] = await Promise.all([repo.find(db, value), repo.findByName(db, name)]);
    if (byValue && byValue.value !== except)
      throw conflict('A category with this name already exists', { categoryEnName: m.categoryTaken });
    if (byName && byName.value !== except)
      throw conflict('A category with this name already exists', { categoryName: m.categoryTaken });
  }

  return {
    list: async () => ({ categories: await list() }),

    /** Whether a category exists, for other modules' checks. */
    async exists(value: string) {
      return (await list()).some((category) => category.value === value);
    },

    async create(actor: Actor, input: { categoryName: string; categoryEnName: string }) {
      const value = categoryValueOf(input.categoryEnName);
      await unique(input.categoryName, value);
      const row = await db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          value,
          name: input.categoryName,
          enName: input.categoryEnName,
          prefix: await repo.nextPrefix(tx),
        });
        await recordActivity(tx, actor, {
          action: 'create',
          entity,
          notes: row.value,
          newValues: { name: row.name, enName: row.enName },
        });
        return row;
      });
      cache.clear();
      return { category: toCategory(row, 0) };
    },

    async update(actor: Actor, input: { oldCategory: string; newCategory: string; newEnCategory: string }) {
      const before = await repo.find(db, input.oldCategory);
      if (!before) throw notFound('Category not found');
      if (before.builtIn)
        throw conflict('A built-in category cannot be changed', { oldCategory: m.categoryLocked });
      const value = categoryValueOf(input.newEnCategory);
      await unique(input.newCategory, value, before.value);
      const row = await db.transaction(async (tx) => {
        const row = await repo.rename(tx, before.value, {
          value,
          name: input.newCategory,
          enName: input.newEnCategory,
        });
        await recordActivity(tx, actor, {
          action: 'update',
          entity,
          notes: before.value,
          oldValues: { value: before.value, name: before.name },
          newValues: { value, name: input.newCategory },
        });
        return row as ProductCategoryRow;
      });
      cache.clear();
      return { category: toCategory(row, await repo.livingCount(db, row.value)) };
    },

    async remove(actor: Actor, value: string) {
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, value, true);
        if (!before) throw notFound('Category not found');
        if (before.builtIn)
          throw conflict('A built-in category cannot be deleted', { category: m.categoryLocked });
        if ((await repo.livingCount(tx, value)) > 0)
          throw conflict('A category that has products cannot be deleted', { category: m.categoryInUse });
        await repo.remove(tx, value);
        await recordActivity(tx, actor, { action: 'delete', entity, notes: value });
      });
      cache.clear();
      return { category: value };
    },
  };
}
export type ProductCategoriesService = ReturnType<typeof createProductCategoriesService>;
