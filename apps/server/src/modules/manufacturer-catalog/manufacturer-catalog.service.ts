import {
  type CatalogDetails,
  catalogDetailListLimit,
  type catalogDetailsQuerySchema,
  type createCatalogItemSchema,
  type ManufacturerEntry,
  validationMessages as m,
  type manufacturerCatalogQuerySchema,
  type saveAliasesSchema,
} from '@tg/domain';
import type { z } from 'zod';
import { type Actor, changedValues, recordActivity } from '../../platform/audit/audit';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/sql-helpers';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import { productsOfMachines } from '../products/products.read-model';
import { registryFacts } from '../registry/registry.read-model';
import {
  type ManufacturerWithCount,
  manufacturerCatalogRepository as repo,
} from './manufacturer-catalog.repository';
import type { CatalogManufacturerRow } from './manufacturer-catalog.table';
import { rebuildManufacturerCatalog } from './rebuild-manufacturer-catalog';
import { registrySpellings } from './registry-spellings';

type ListQuery = z.output<typeof manufacturerCatalogQuerySchema>;
type CreateItem = z.output<typeof createCatalogItemSchema>;
type SaveAliases = z.output<typeof saveAliasesSchema>;
type DetailsQuery = z.output<typeof catalogDetailsQuerySchema>;

/** How many fitting products the items tab lists. */
const productListLimit = 100;

function toEntry(row: ManufacturerWithCount): ManufacturerEntry {
  return { _id: row.id, name: row.name, aliases: row.aliases, modelCount: row.modelCount };
}

const manufacturerMissing = () => notFound('Manufacturer not found');
const modelMissing = () => notFound('Model not found');
const lower = (value: string) => value.trim().toLowerCase();

/** The manufacturer catalogue manager (spec 3 §2.10, §7): manufacturers, aliases, models, details. */
export function createManufacturerCatalogService(db: Database) {
  async function entryOf(id: string): Promise<ManufacturerEntry> {
    const row = await repo.withCount(db, id);
    if (!row) throw manufacturerMissing();
    return toEntry(row);
  }

  async function created(actor: Actor, input: CreateItem) {
    if (input.subModel && !input.model) throw invalid({ model: m.required });
    const taken: Record<string, string> = input.subModel
      ? { subModel: m.modelTaken }
      : input.model
        ? { model: m.modelTaken }
        : { machine: m.manufacturerTaken };
    try {
      return await db.transaction(async (tx) => {
        if (!input.model) {
          if (await repo.findByNameOrAlias(tx, input.machine))
            throw conflict('This manufacturer is already in the catalogue', taken);
          const row = await repo.insertManufacturer(tx, input.machine);
          await recordActivity(tx, actor, {
            action: 'create',
            entity: 'catalogManufacturer',
            entityId: row.id,
            newValues: { name: row.name },
          });
          return row;
        }
        const manufacturer = await repo.findByNameOrAlias(tx, input.machine);
        if (!manufacturer) throw manufacturerMissing();
        let parentId: string | null = null;
        if (input.subModel) {
          const model = await repo.findModel(tx, manufacturer.id, null, input.model);
          if (!model) throw modelMissing();
          parentId = model.id;
        }
        const name = input.subModel ?? input.model;
        if (await repo.findModel(tx, manufacturer.id, parentId, name))
          throw conflict('This model is already in the catalogue', taken);
        const row = await repo.insertModel(tx, { manufacturerId: manufacturer.id, parentId, name });
        await recordActivity(tx, actor, {
          action: 'create',
          entity: 'catalogModel',
          entityId: row.id,
          newValues: { manufacturer: manufacturer.name, parentId, name },
        });
        return manufacturer;
      });
    } catch (error) {
      // Two people adding the same name at once: the unique index decides, the loser hears 409.
      if (isUniqueViolation(error)) throw conflict('Already in the catalogue', taken);
      throw error;
    }
  }

  /** Refuses an alias that is another manufacturer's name or alias: it would name two machines. */
  function checkAliasesAreFree(
    unchanged: CatalogManufacturerRow[],
    changes: Map<CatalogManufacturerRow, string[]>,
  ) {
    const owners = new Map<string, string>();
    for (const row of unchanged) {
      owners.set(lower(row.name), row.id);
      for (const alias of row.aliases) owners.set(lower(alias), row.id);
    }
    for (const row of changes.keys()) owners.set(lower(row.name), row.id);
    const fields: Record<string, string> = {};
    for (const [row, aliases] of changes)
      for (const alias of aliases) {
        const owner = owners.get(lower(alias));
        if (owner && owner !== row.id) fields[`aliases.${row.name}`] = m.manufacturerTaken;
        else owners.set(lower(alias), row.id);
      }
    if (Object.keys(fields).length) throw conflict('An alias already names another manufacturer', fields);
  }

  return {
    async list(query: ListQuery) {
      const { page, limit } = query;
      const { rows, total } = await repo.page(db, query.machine || undefined, {
        offset: offsetOf(page, limit),
        limit,
      });
      return pageOf('data', rows.map(toEntry), total, limit);
    },

    async options() {
      const names = await repo.names(db);
      return { options: names.map((name) => ({ label: name, value: name })) };
    },

    async create(actor: Actor, input: CreateItem) {
      const manufacturer = await created(actor, input);
      return {
        data: await entryOf(manufacturer.id),
        dataOption: { label: manufacturer.name, value: manufacturer.name },
      };
    },

    async saveAliases(actor: Actor, input: SaveAliases) {
      return db.transaction(async (tx) => {
        const names = Object.keys(input.aliases);
        const rows = await repo.findByNames(tx, names);
        const byName = new Map(rows.map((row) => [lower(row.name), row]));
        const unknown = names.filter((name) => !byName.has(lower(name)));
        if (unknown.length)
          throw invalid(Object.fromEntries(unknown.map((name) => [`aliases.${name}`, m.invalidValue])));
        const changes = new Map<CatalogManufacturerRow, string[]>();
        for (const [name, aliases] of Object.entries(input.aliases)) {
          const row = byName.get(lower(name));
          if (!row) continue;
          // The manufacturer's own name and repeats differing only in case add nothing.
          const seen = new Set([lower(row.name)]);
          changes.set(
            row,
            aliases.filter((alias) => !seen.has(lower(alias)) && seen.add(lower(alias))),
          );
        }
        const changedIds = new Set(rows.map((row) => row.id));
        checkAliasesAreFree(
          (await repo.all(tx)).filter((row) => !changedIds.has(row.id)),
          changes,
        );
        for (const [row, aliases] of changes) {
          await repo.setAliases(tx, row.id, aliases);
          await recordActivity(tx, actor, {
            action: 'update',
            entity: 'catalogManufacturer',
            entityId: row.id,
            ...changedValues({ aliases: row.aliases }, { aliases }),
          });
        }
        return { success: true, message: 'Aliases saved' };
      });
    },

    async details(query: DetailsQuery): Promise<CatalogDetails> {
      const modelName = query.model || undefined;
      const subModelName = query.subModel || undefined;
      if (subModelName && !modelName) throw invalid({ model: m.required });
      const manufacturer = await repo.findByNameOrAlias(db, query.machine);
      if (!manufacturer) throw manufacturerMissing();

      let name = manufacturer.name;
      let children: CatalogDetails['models'] = [];
      let registryModels: string[] | undefined;
      let productModels: string[] | undefined;
      if (!modelName) {
        children = await repo.children(db, manufacturer.id, null);
      } else {
        const model = await repo.findModel(db, manufacturer.id, null, modelName);
        if (!model) throw modelMissing();
        registryModels = [model.name];
        if (!subModelName) {
          name = model.name;
          children = (await repo.children(db, manufacturer.id, model.id)).map((child) => ({
            ...child,
            subModelCount: 0,
          }));
          productModels = [model.name];
        } else {
          const subModel = await repo.findModel(db, manufacturer.id, model.id, subModelName);
          if (!subModel) throw modelMissing();
          name = subModel.name;
          // A sub-model has no registry rows of its own; what fits its model fits it too.
          productModels = [subModel.name, model.name];
        }
      }

      const manufacturerNames = [manufacturer.name, ...manufacturer.aliases];
      const [facts, fitting] = await Promise.all([
        registryFacts(
          db,
          registrySpellings(manufacturerNames),
          registryModels && registrySpellings(registryModels),
          catalogDetailListLimit,
        ),
        productsOfMachines(db, manufacturerNames, productModels, productListLimit),
      ]);
      return {
        name,
        models: children,
        vehicleNumbers: facts.plates,
        vehicleNumberCount: facts.plateCount,
        chassisNumbers: facts.chassisNumbers,
        chassisNumberCount: facts.chassisCount,
        products: fitting.map(({ id, ...product }) => ({ _id: id, ...product })),
        years: facts.years,
      };
    },

    async totalModels() {
      return { totalModels: await repo.countModels(db) };
    },

    rebuild(actor: Actor) {
      return rebuildManufacturerCatalog(db, actor);
    },
  };
}
export type ManufacturerCatalogService = ReturnType<typeof createManufacturerCatalogService>;
