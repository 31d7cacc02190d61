import {
  type CatalogCategory,
  type CatalogOptions,
  type CatalogProduct,
  type CatalogProductDetail,
  type CatalogSearchQuery,
  type CatalogVehicle,
  normalizeMachineNumber,
} from '@tg/domain';
import type { CacheRegistry } from '../../platform/cache/lookup-cache';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import { manufacturerSpellings } from '../manufacturer-catalog/manufacturer-catalog.read-model';
import { docOwner, imageOwner, toProductFile } from '../products/product-mapper';
import {
  type FitQuery,
  findVisibleProduct,
  type ProductRow,
  type StorefrontFilter,
  visibleCategoryCounts,
  visibleDistinct,
  visibleProductsPage,
  visibleYears,
} from '../products/storefront.read-model';
import { type RegistryVehicle, registryVehicleBy } from '../registry/registry.read-model';
import { warehouseStock } from '../warehouses/warehouses.service';

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
      ['chassisNumber', 'chassis', chassis],
      ['vehicleNumber', 'plate', plate],
    ] as const;
    for (const [by, column, value] of attempts) {
      if (!value) continue;
      const found = await registryVehicleBy(db, column, value);
      if (found) return { found, by, value, keys: [chassis, plate].filter(Boolean) };
    }
    return { found: undefined, keys: [chassis, plate].filter(Boolean) };
  }

  function vehicleOf(found: RegistryVehicle, foundBy: CatalogVehicle['foundBy'], searchValue: string) {
    return { manufacturer: found.manufacturer, model: found.model, year: found.year, foundBy, searchValue };
  }

  /** Which products fit the machine of a search: by its numbers, or by the filters; none for no machine. */
  async function fitOf(
    query: CatalogSearchQuery,
  ): Promise<{ vehicle: CatalogVehicle | null; fit?: FitQuery }> {
    if (query.chassisNumber || query.vehicleNumber) {
      const { found, by, value, keys } = await findVehicle(query);
      if (!found) return { vehicle: null, fit: { keys, manufacturerNames: [], openEnded: true } };
      const numbers = [found.chassis, found.plate, ...keys].filter(Boolean);
      const fit = {
        keys: [...new Set(numbers)],
        manufacturerNames: found.manufacturer ? await manufacturerSpellings(db, found.manufacturer) : [],
        model: found.model || undefined,
        year: found.year || undefined,
        openEnded: true,
      };
      return { vehicle: vehicleOf(found, by, value), fit };
    }
    const fit = query.machine
      ? {
          keys: [],
          manufacturerNames: await manufacturerSpellings(db, query.machine),
          model: query.model || undefined,
          year: query.year || undefined,
          openEnded: false,
        }
      : undefined;
    return { vehicle: null, fit };
  }

  async function cards(rows: ProductRow[]): Promise<CatalogProduct[]> {
    const [images, stocked] = await Promise.all([
      files.imagesFor(
        db,
        imageOwner,
        rows.map((row) => row.id),
      ),
      warehouseStock.inStock(
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
      imageUrl: (images.get(row.id) ?? []).map(({ file }) => toProductFile(file)),
      images: (images.get(row.id) ?? []).flatMap(({ image }) => (image ? [image] : [])),
      deliveryTime: row.deliveryTime,
      inStock: stocked.has(row.catalogNumber),
    }));
  }

  const searchText = (query: CatalogSearchQuery): string | undefined =>
    query.searchQuery && query.searchQuery.length >= 3 ? query.searchQuery : undefined;

  return {
    async search(query: CatalogSearchQuery) {
      const { vehicle, fit } = await fitOf(query);
      const numbersNotFound = Boolean(query.chassisNumber || query.vehicleNumber) && !vehicle;
      const matching: StorefrontFilter = { fit, search: searchText(query) };
      const { page, limit } = query;
      const [rows, categories] = await Promise.all([
        visibleProductsPage(
          db,
          { ...matching, category: query.category || undefined },
          { offset: (page - 1) * limit, limit },
        ),
        matching.fit || matching.search ? visibleCategoryCounts(db, matching) : this.categories(),
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
        const categories = await visibleCategoryCounts(db, {
          fit: { keys, manufacturerNames: [], openEnded: true },
        });
        const hasProducts = categories.some((category) => category.productCount > 0);
        return {
          success: hasProducts,
          hasProducts,
          vehicle: null,
          categories,
          message: hasProducts ? ('found' as const) : ('vehicleNotFound' as const),
        };
      }
      const { fit } = await fitOf({ ...numbers, page: 1, limit: 1 });
      const categories = await visibleCategoryCounts(db, { fit });
      const hasProducts = categories.some((category) => category.productCount > 0);
      return {
        success: true,
        hasProducts,
        vehicle: vehicleOf(found, by, value),
        categories,
        message: hasProducts ? ('found' as const) : ('noProducts' as const),
      };
    },

    categories: () => categoriesCache.get('all', () => visibleCategoryCounts(db)),

    async options(query: { category?: string; machine?: string; model?: string }): Promise<CatalogOptions> {
      const key = JSON.stringify([query.category ?? '', query.machine ?? '', query.model ?? '']);
      return optionsCache.get(key, async () => {
        if (!query.category && !query.machine && !query.model)
          return { success: true, categories: await this.categories() };
        const inCategory = { category: query.category || undefined };
        if (!query.machine)
          return { success: true, machines: await visibleDistinct(db, 'manufacturer', inCategory) };
        const manufacturerNames = await manufacturerSpellings(db, query.machine);
        const ofMachine = { keys: [], manufacturerNames, openEnded: false };
        if (!query.model)
          return {
            success: true,
            models: await visibleDistinct(db, 'model', { ...inCategory, fit: ofMachine }),
          };
        return {
          success: true,
          years: await visibleYears(db, { ...inCategory, fit: { ...ofMachine, model: query.model } }),
        };
      });
    },

    /** Whether the catalogue shows the product (its photos are then public). */
    async shows(productId: string): Promise<boolean> {
      return Boolean(await findVisibleProduct(db, productId));
    },

    async product(id: string): Promise<{ product: CatalogProductDetail }> {
      const row = await findVisibleProduct(db, id);
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
