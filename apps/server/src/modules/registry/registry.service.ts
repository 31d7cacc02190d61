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
  type RegistryScope,
  registryDefaultPageSize,
} from '@tg/domain';
import { changedValues, recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database, Executor, Transaction } from '../../platform/db/client';
import type { KeysetCursor } from '../../platform/db/keyset';
import { isUniqueViolation } from '../../platform/db/sql-helpers';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import type { RegistryMatch } from './registry.filters';
import { fileEntity, registryRepository } from './registry.repository';
import type { RegistryItemRow } from './registry.table';

const entity = fileEntity;

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

/** The column each lookup field of the contract matches. */
const lookupColumns = {
  _id: 'id',
  mispar_rechev: 'plate',
  mispar_shilda: 'chassis',
  tozeret_nm: 'manufacturer',
  degem_nm: 'model',
  shnat_yitzur: 'year',
} as const satisfies Record<RegistryLookupField, keyof RegistryMatch>;

/** One lookup alternative by column, its values cleaned (machine numbers normalized, text trimmed). */
function matchOf(alternative: Partial<Record<RegistryLookupField, string>>): RegistryMatch {
  return Object.fromEntries(
    Object.entries(alternative).map(([field, value = '']) => {
      const column = lookupColumns[field as RegistryLookupField];
      if (column === 'id') return [column, value];
      if (column === 'plate' || column === 'chassis') return [column, normalizeMachineNumber(value)];
      return [column, value.trim()];
    }),
  );
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

  /** The list's filters from its query, for its pages and its export alike. */
  function filtersOf(query: Omit<RegistryQuery, 'page' | 'limit'> & { category: RegistryScope }) {
    const chassis = normalizeSearch(query.vinNumber);
    const plate = normalizeSearch(query.tractorNumber);
    return {
      category: query.category === 'gov-all' ? undefined : query.category,
      chassisStartsWith: chassis === undefined ? undefined : normalizeMachineNumber(chassis),
      plateStartsWith: plate === undefined ? undefined : normalizeMachineNumber(plate),
      manufacturer: query.machine,
      model: query.model,
      year: query.year,
    };
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
    /**
     * The list's rows after a cursor, shaped as `list` answers them, with no count and no
     * per-category totals: an export reads the whole list in batches this way (ADR 0040).
     */
    async exportBatch(
      query: Omit<RegistryQuery, 'page' | 'limit'> & { category: RegistryScope },
      after: KeysetCursor | undefined,
      limit: number,
    ) {
      const { rows, next } = await registryRepository.batchAfter(db, filtersOf(query), { after, limit });
      return { items: await withFiles(db, rows), next };
    },

    /** One page of a category, or of every category (`gov-all`, then with each category's count). */
    async list(query: RegistryQuery & { category: RegistryScope }) {
      const page = Number(query.page ?? 0);
      const limit = Number(query.limit ?? registryDefaultPageSize);
      const filters = filtersOf(query);
      // The wire page is zero-based (spec 3 §9).
      const isSearchOfAll =
        filters.category === undefined &&
        [query.vinNumber, query.tractorNumber, query.machine, query.model, query.year].some(Boolean);
      const [{ rows, total }, totals] = await Promise.all([
        registryRepository.page(db, filters, { offset: offsetOf(page + 1, limit), limit }),
        isSearchOfAll ? registryRepository.totalsByCategory(db, filters) : undefined,
      ]);
      const answer = pageOf('items', await withFiles(db, rows), total, limit);
      if (!totals) return answer;
      const categoryTotals = Object.fromEntries(totals.map((row) => [row.category, row.total]));
      return { ...answer, categoryTotals };
    },

    async options(query: { category: RegistryScope; machine?: string; model?: string }) {
      const { machine, model } = query;
      const category = query.category === 'gov-all' ? undefined : query.category;
      const [manufacturers, models, years] = await Promise.all([
        registryRepository.distinct(db, 'manufacturer', { category }),
        machine ? registryRepository.distinct(db, 'model', { category, manufacturer: machine }) : [],
        machine && model
          ? registryRepository.distinct(db, 'year', { category, manufacturer: machine, model })
          : [],
      ]);
      return { manufacturers, models, years: years.toReversed() };
    },

    async lookup(
      category: RegistryCategory | 'gov-all',
      alternatives: Partial<Record<RegistryLookupField, string>>[],
    ) {
      const rows = await registryRepository.lookup(
        db,
        category === 'gov-all' ? undefined : category,
        alternatives.map(matchOf),
        20,
      );
      if (rows.length === 0) throw notFound('No items found');
      return { items: rows.map(({ row, files: owned }) => toItem(row, owned.map(files.toAttached))) };
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
