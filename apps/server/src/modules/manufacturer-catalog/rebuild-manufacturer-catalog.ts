import type { CatalogRebuildAnswer } from '@tg/domain';
import { sql } from 'drizzle-orm';
import { type Actor, recordActivity } from '../../platform/audit/audit';
import type { Database, Executor } from '../../platform/db/client';
import { productManufacturerModelPairs } from '../products/products.read-model';
import { registryManufacturerModelPairs } from '../registry/registry.read-model';
import { manufacturerCatalogRepository as repo } from './manufacturer-catalog.repository';

const systemActor: Actor = { userId: null, role: 'system', name: 'system' };
const key = (value: string) => value.trim().toLowerCase();
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Builds the manufacturer catalogue from the registry's manufacturer/model pairs and the
 * products' (it stands in for the spec's disabled sync). It only adds: a manufacturer whose name
 * or alias already matches (without regard to case) is that manufacturer, and nothing is ever
 * deleted or renamed, so running it again adds nothing. One transaction, one rebuild at a time.
 */
export async function rebuildManufacturerCatalog(
  db: Database,
  actor: Actor = systemActor,
): Promise<CatalogRebuildAnswer> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('manufacturer-catalog-rebuild'))`);
    const pairs = [
      ...(await registryManufacturerModelPairs(tx)),
      ...(await productManufacturerModelPairs(tx)),
    ]
      .map((pair) => ({ manufacturer: pair.manufacturer.trim(), model: pair.model.trim() }))
      .filter((pair) => pair.manufacturer)
      // The first spelling of a name wins; sorting makes that the same spelling on every run.
      .sort((a, b) => compare(a.manufacturer, b.manufacturer) || compare(a.model, b.model));

    const known = await knownNames(tx);
    const newManufacturers = new Map<string, string>();
    for (const { manufacturer } of pairs)
      if (!known.has(key(manufacturer)) && !newManufacturers.has(key(manufacturer)))
        newManufacturers.set(key(manufacturer), manufacturer);
    const manufacturersAdded = await repo.insertManufacturersIfMissing(tx, [...newManufacturers.values()]);

    const idOf = await knownNames(tx);
    const existingModels = new Set(
      (await repo.topModelKeys(tx)).map((model) => `${model.manufacturerId}\u0000${key(model.name)}`),
    );
    const newModels = new Map<string, { manufacturerId: string; name: string }>();
    for (const { manufacturer, model } of pairs) {
      const manufacturerId = idOf.get(key(manufacturer));
      if (!model || !manufacturerId) continue;
      const modelKey = `${manufacturerId}\u0000${key(model)}`;
      if (!existingModels.has(modelKey) && !newModels.has(modelKey))
        newModels.set(modelKey, { manufacturerId, name: model });
    }
    const modelsAdded = await repo.insertModelsIfMissing(tx, [...newModels.values()]);

    const answer = {
      manufacturers: await repo.countManufacturers(tx),
      models: await repo.countModels(tx),
      manufacturersAdded,
      modelsAdded,
    };
    if (manufacturersAdded || modelsAdded)
      await recordActivity(tx, actor, {
        action: 'rebuild',
        entity: 'manufacturerCatalog',
        newValues: { manufacturersAdded, modelsAdded },
      });
    return answer;
  });
}

/** Lower-cased names and aliases → manufacturer id; a name wins over another's alias. */
async function knownNames(tx: Executor) {
  const rows = await repo.all(tx);
  const ids = new Map<string, string>();
  for (const row of rows) ids.set(key(row.name), row.id);
  for (const row of rows)
    for (const alias of row.aliases) if (!ids.has(key(alias))) ids.set(key(alias), row.id);
  return ids;
}
