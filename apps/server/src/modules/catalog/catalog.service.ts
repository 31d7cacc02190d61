import {
  type CatalogCategory,
  type CatalogOptions,
  type CatalogProduct,
  type CatalogProductDetail,
  type CatalogSearchQuery,
  type CatalogVehicle,
  normalizeMachineNumber,
} from '@tg/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { CacheRegistry } from '../../platform/cache/lookup-cache';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import { docOwner, imageOwner, toProductFile } from '../products/product-mapper';
import { productConditions } from '../products/products.repository';
import { type ProductRow, products } from '../products/products.table';
import { fitCondition, type RegistryVehicle, catalogRepository as repo } from './catalog.repository';

interface VehicleNumbers {
  chassisNumber?: string;
  vehicleNumber?: string;
}

/**
 * The storefront's catalogue (spec 3 §2.11, §7): which visible products fit a machine. A chassis
 * or vehicle number is looked up in the registry; the products that list that number, or that
 * are made for the machine's manufacturer (under any of its catalogue aliases), model and year,
 * fit it. Without numbers the manufacturer, model and year filters choose.
 */
export function createCatalogService(db: Database, files: FilesService, caches: CacheRegistry) {
  const categoriesCache = caches.create<CatalogCategory[]>('catalogCategories', 5 * 60_000, 1);
  const optionsCache = caches.create<CatalogOptions>('catalogOptions', 5 * 60_000, 500);

  async function findVehicle(numbers: VehicleNumbers) {
    const chassis = normalizeMachineNumber(numbers.chassisNumber ?? '');
    const plate = normalizeMachineNumber(numbers.vehicleNumber ?? '');
    const attempts = [
      ['chassisNumber', chassis],
      ['vehicleNumber', plate],
    ] as const;
    for (const [by, value] of attempts) {
      if (!value) continue;
      const found = await repo.findVehicle(db, by, value);
      if (found) return { found, by, value, keys: [chassis, plate].filter(Boolean) };
    }
    return { found: undefined, keys: [chassis, plate].filter(Boolean) };
  }

  function vehicleOf(found: RegistryVehicle, foundBy: CatalogVehicle['foundBy'], searchValue: string) {
    return { manufacturer: found.manufacturer, model: found.model, year: found.year, foundBy, searchValue };
  }

  /** The condition on products for a search: by the machine's numbers, or by the filters. */
  async function conditionOf(query: CatalogSearchQuery) {
    if (query.chassisNumber || query.vehicleNumber) {
      const { found, by, value, keys } = await findVehicle(query);
      if (!found)
        return { vehicle: null, where: fitCondition({ keys, manufacturerNames: [], openEnded: true }) };
      const numbers = [found.chassis, found.plate, ...keys].filter(Boolean);
      const where = fitCondition({
        keys: [...new Set(numbers)],
        manufacturerNames: found.manufacturer ? await repo.namesOf(db, found.manufacturer) : [],
        model: found.model || undefined,
        year: found.year || undefined,
        openEnded: true,
      });
      return { vehicle: vehicleOf(found, by, value), where };
    }
    const where = query.machine
      ? fitCondition({
          keys: [],
          manufacturerNames: await repo.namesOf(db, query.machine),
          model: query.model || undefined,
          year: query.year || undefined,
          openEnded: false,
        })
      : undefined;
    return { vehicle: null, where };
  }

  async function cards(rows: ProductRow[]): Promise<CatalogProduct[]> {
    const [images, stocked] = await Promise.all([
      files.listFor(
        db,
        imageOwner,
        rows.map((row) => row.id),
      ),
      repo.inStock(
        db,
        rows.map((row) => row.catalogNumber),
      ),
    ]);
    return rows.map((row) => ({
      _id: row.id,
      id: row.catalogNumber,
      catalogNumber: row.catalogNumber,
      category: row.category,
      name: row.name,
      en_name: row.enName,
      description: row.comments,
      visibility: row.visibility,
      isOriginal: row.isOriginal,
      price: row.price,
      options: row.options,
      manufacturer: row.manufacturer,
      model: row.model,
      years: row.years,
      imageUrl: (images.get(row.id) ?? []).map(toProductFile),
      deliveryTime: row.deliveryTime,
      inStock: stocked.has(row.catalogNumber),
    }));
  }

  const searchText = (query: CatalogSearchQuery): SQL | undefined =>
    query.searchQuery && query.searchQuery.length >= 3
      ? productConditions({ search: query.searchQuery })
      : undefined;

  return {
    async search(query: CatalogSearchQuery) {
      const { vehicle, where } = await conditionOf(query);
      const numbersNotFound = Boolean(query.chassisNumber || query.vehicleNumber) && !vehicle;
      const matching = and(where, searchText(query));
      const inCategory = and(matching, query.category ? eq(products.category, query.category) : undefined);
      const { page, limit } = query;
      const [rows, categories] = await Promise.all([
        repo.page(db, inCategory, { offset: (page - 1) * limit, limit }),
        matching ? repo.categoryCounts(db, matching) : this.categories(),
      ]);
      const total = categories
        .filter((category) => !query.category || category.category === query.category)
        .reduce((sum, category) => sum + category.productCount, 0);
      return {
        success: true,
        searchType: query.chassisNumber || query.vehicleNumber ? ('vehicle' as const) : ('filters' as const),
        vehicle: numbersNotFound ? null : vehicle,
        categories,
        ...pageOf('products', await cards(rows), total, limit),
      };
    },

    async searchVehicle(numbers: VehicleNumbers) {
      const { found, by, value, keys } = await findVehicle(numbers);
      if (!found) {
        // A product may list a chassis the registry does not know; those still fit.
        const categories = await repo.categoryCounts(
          db,
          fitCondition({ keys, manufacturerNames: [], openEnded: true }),
        );
        const hasProducts = categories.some((category) => category.productCount > 0);
        return {
          success: hasProducts,
          hasProducts,
          vehicle: null,
          categories,
          message: hasProducts ? ('found' as const) : ('vehicleNotFound' as const),
        };
      }
      const { where } = await conditionOf({ ...numbers, page: 1, limit: 1 });
      const categories = await repo.categoryCounts(db, where);
      const hasProducts = categories.some((category) => category.productCount > 0);
      return {
        success: true,
        hasProducts,
        vehicle: vehicleOf(found, by, value),
        categories,
        message: hasProducts ? ('found' as const) : ('noProducts' as const),
      };
    },

    categories: () => categoriesCache.get('all', () => repo.categoryCounts(db, undefined)),

    async options(query: { category?: string; machine?: string; model?: string }): Promise<CatalogOptions> {
      const key = JSON.stringify([query.category ?? '', query.machine ?? '', query.model ?? '']);
      return optionsCache.get(key, async () => {
        if (!query.category && !query.machine && !query.model)
          return { success: true, categories: await this.categories() };
        const inCategory = query.category ? eq(products.category, query.category) : undefined;
        if (!query.machine)
          return { success: true, machines: await repo.distinctOf(db, 'manufacturer', inCategory) };
        const ofMachine = and(
          inCategory,
          fitCondition({
            keys: [],
            manufacturerNames: await repo.namesOf(db, query.machine),
            openEnded: false,
          }),
        );
        if (!query.model) return { success: true, models: await repo.distinctOf(db, 'model', ofMachine) };
        return {
          success: true,
          years: await repo.yearsOf(
            db,
            and(
              ofMachine,
              fitCondition({
                keys: [],
                manufacturerNames: await repo.namesOf(db, query.machine),
                model: query.model,
                openEnded: false,
              }),
            ),
          ),
        };
      });
    },

    async product(id: string): Promise<{ product: CatalogProductDetail }> {
      const row = await repo.findVisible(db, id);
      if (!row) throw notFound('Product not found');
      const [[card], docs] = await Promise.all([cards([row]), files.listFor(db, docOwner, [row.id])]);
      return {
        product: {
          ...(card as CatalogProduct),
          color: row.color,
          print: row.print,
          holes: row.holes,
          type: row.type,
          width: row.width,
          height: row.height,
          weight: row.weight,
          curvature: row.curvature,
          installationInstructions: row.installationInstructions,
          docs: (docs.get(row.id) ?? []).map(toProductFile),
        },
      };
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
