import {
  type AttachedFile,
  categoryRegistryFields,
  validationMessages as m,
  normalizeMachineNumber,
  normalizeSearch,
  type ParsedRegistryItemInput,
  type RegistryCategory,
  type RegistryItem,
  type RegistryLookupField,
  type RegistryQuery,
  registryDefaultPageSize,
} from '@tg/domain';
import { and, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { changedValues, recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database, Executor, Transaction } from '../../platform/db/client';
import { escapeLike, isUniqueViolation } from '../../platform/db/sql-helpers';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import { registryRepository } from './registry.repository';
import { type RegistryItemRow, registryItems } from './registry.table';

const entity = 'registryItem';

function toItem(row: RegistryItemRow, files: AttachedFile[]): RegistryItem {
  return {
    _id: row.id,
    category: row.category,
    mispar_rechev: row.plate,
    mispar_shilda: row.chassis,
    tozeret_nm: row.manufacturer,
    degem_nm: row.model,
    shnat_yitzur: row.year,
    sug_tzama_nm: row.typeName,
    details: row.details,
    createdByGov: row.createdByGov,
    imageUrl: files.map((file) => ({
      _id: file._id,
      value: file.url,
      path: file.path,
      name: file.name,
      mimeType: file.mimeType,
    })),
    products: [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One lookup alternative: all its fields must match (exact, numbers compared normalised). */
function lookupCondition(alternative: Partial<Record<RegistryLookupField, string>>): SQL {
  const parts = Object.entries(alternative).map(([field, value = '']) => {
    switch (field as RegistryLookupField) {
      case '_id':
        return /^[0-9a-f-]{36}$/i.test(value) ? eq(registryItems.id, value) : sql`false`;
      case 'mispar_rechev':
        return eq(registryItems.plate, normalizeMachineNumber(value));
      case 'mispar_shilda':
        return eq(registryItems.chassis, normalizeMachineNumber(value));
      case 'tozeret_nm':
        return eq(registryItems.manufacturer, value.trim());
      case 'degem_nm':
        return eq(registryItems.model, value.trim());
      case 'shnat_yitzur':
        return eq(registryItems.year, value.trim());
    }
    return sql`false`;
  });
  return and(...parts) ?? sql`false`;
}

function unknownDetails(category: RegistryCategory, details: Record<string, string>): Record<string, string> {
  const allowed: readonly string[] = categoryRegistryFields[category];
  return Object.fromEntries(
    Object.keys(details)
      .filter((key) => !allowed.includes(key) || key === 'sug_tzama_nm')
      .map((key) => [`item.details.${key}`, m.invalidValue]),
  );
}

export function createRegistryService(db: Database, files: FilesService) {
  async function withFiles(executor: Executor, rows: RegistryItemRow[]): Promise<RegistryItem[]> {
    const attached = await files.listFor(
      executor,
      entity,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toItem(row, attached.get(row.id) ?? []));
  }

  async function assertNoClash(
    tx: Executor,
    category: RegistryCategory,
    item: ParsedRegistryItemInput,
    selfId?: string,
  ) {
    const clash = await registryRepository.findClash(tx, category, item.mispar_rechev, item.mispar_shilda);
    if (clash && clash.id !== selfId) {
      const field = item.mispar_rechev ? 'item.mispar_rechev' : 'item.mispar_shilda';
      throw conflict('This vehicle already exists', { [field]: m.itemExists });
    }
  }

  const columnsOf = (item: ParsedRegistryItemInput) => ({
    plate: item.mispar_rechev,
    chassis: item.mispar_shilda,
    manufacturer: item.tozeret_nm,
    model: item.degem_nm,
    year: item.shnat_yitzur,
    typeName: item.sug_tzama_nm,
    details: item.details,
  });

  async function saved(work: (tx: Transaction) => Promise<{ row: RegistryItemRow; dropped: string[] }>) {
    try {
      const { row, dropped } = await db.transaction(work);
      await files.removeStored(dropped);
      const [item] = await withFiles(db, [row]);
      return item as RegistryItem;
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('This vehicle already exists', { 'item.mispar_rechev': m.itemExists });
      throw error;
    }
  }

  return {
    async list(query: RegistryQuery & { category: RegistryCategory }) {
      const page = Number(query.page ?? 0);
      const limit = Number(query.limit ?? registryDefaultPageSize);
      const chassis = normalizeSearch(query.vinNumber);
      const plate = normalizeSearch(query.tractorNumber);
      const where = and(
        eq(registryItems.category, query.category),
        chassis ? like(registryItems.chassis, `${escapeLike(normalizeMachineNumber(chassis))}%`) : undefined,
        plate ? like(registryItems.plate, `${escapeLike(normalizeMachineNumber(plate))}%`) : undefined,
        query.machine ? eq(registryItems.manufacturer, query.machine) : undefined,
        query.model ? eq(registryItems.model, query.model) : undefined,
        query.year ? eq(registryItems.year, query.year) : undefined,
      );
      // The wire page is zero-based (spec 3 §9).
      const { rows, total } = await registryRepository.page(db, where, {
        offset: offsetOf(page + 1, limit),
        limit,
      });
      return pageOf('items', await withFiles(db, rows), total, limit);
    },

    async options(query: { category: RegistryCategory; machine?: string; model?: string }) {
      const inCategory = eq(registryItems.category, query.category);
      const [manufacturers, models, years] = await Promise.all([
        registryRepository.distinct(db, 'manufacturer', inCategory),
        query.machine
          ? registryRepository.distinct(
              db,
              'model',
              and(inCategory, eq(registryItems.manufacturer, query.machine)),
            )
          : [],
        query.machine && query.model
          ? registryRepository.distinct(
              db,
              'year',
              and(
                inCategory,
                eq(registryItems.manufacturer, query.machine),
                eq(registryItems.model, query.model),
              ),
            )
          : [],
      ]);
      return { manufacturers, models, years: years.toReversed() };
    },

    async lookup(
      category: RegistryCategory | 'gov-all',
      alternatives: Partial<Record<RegistryLookupField, string>>[],
    ) {
      const where = and(
        category === 'gov-all' ? undefined : eq(registryItems.category, category),
        or(...alternatives.map(lookupCondition)),
      );
      const rows = await registryRepository.list(db, where, 20);
      if (rows.length === 0) throw notFound('No items found');
      return { items: await withFiles(db, rows) };
    },

    /** The records of each plate (a plate may be in several categories), for checks in bulk. */
    async byPlates(executor: Executor, plates: readonly string[]) {
      const found = new Map<string, Awaited<ReturnType<typeof registryRepository.ofPlates>>>();
      for (const row of await registryRepository.ofPlates(executor, plates)) {
        found.set(row.plate, [...(found.get(row.plate) ?? []), row]);
      }
      return found;
    },

    async create(
      caller: AccessClaims,
      request: { category: RegistryCategory; item: ParsedRegistryItemInput },
    ) {
      const { category, item } = request;
      const wrongDetails = unknownDetails(category, item.details);
      if (Object.keys(wrongDetails).length > 0) throw invalid(wrongDetails);
      return saved(async (tx) => {
        await assertNoClash(tx, category, item);
        const row = await registryRepository.insert(tx, {
          category,
          ...columnsOf(item),
          createdByGov: false,
        });
        const dropped = await files.attach(tx, caller, { entity, id: row.id }, item.files, 'item.files');
        await recordActivity(tx, caller, {
          action: 'create',
          entity,
          entityId: row.id,
          newValues: { category, ...columnsOf(item) },
        });
        return { row, dropped };
      });
    },

    async update(
      caller: AccessClaims,
      request: { category: RegistryCategory; item: ParsedRegistryItemInput & { _id: string } },
    ) {
      const { category, item } = request;
      const wrongDetails = unknownDetails(category, item.details);
      if (Object.keys(wrongDetails).length > 0) throw invalid(wrongDetails);
      return saved(async (tx) => {
        const before = await registryRepository.findById(tx, item._id, true);
        if (!before || before.category !== category) throw notFound('Item not found');
        await assertNoClash(tx, category, item, before.id);
        const row = await registryRepository.update(tx, before.id, columnsOf(item));
        const dropped = await files.attach(tx, caller, { entity, id: row.id }, item.files, 'item.files');
        const { id: _id, createdAt: _c, updatedAt: _u, ...old } = before;
        await recordActivity(tx, caller, {
          action: 'update',
          entity,
          entityId: row.id,
          ...changedValues(old, columnsOf(item)),
        });
        return { row, dropped };
      });
    },

    async remove(caller: AccessClaims, request: { _id: string; category: RegistryCategory }) {
      const dropped = await db.transaction(async (tx) => {
        const row = await registryRepository.findById(tx, request._id, true);
        if (!row || row.category !== request.category) throw notFound('Item not found');
        const keys = await files.attach(tx, caller, { entity, id: row.id }, []);
        await registryRepository.delete(tx, row.id);
        await recordActivity(tx, caller, {
          action: 'delete',
          entity,
          entityId: row.id,
          oldValues: {
            category: row.category,
            plate: row.plate,
            chassis: row.chassis,
            createdByGov: row.createdByGov,
          },
        });
        return keys;
      });
      await files.removeStored(dropped);
      return { _id: request._id };
    },
  };
}
export type RegistryService = ReturnType<typeof createRegistryService>;
