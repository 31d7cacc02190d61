import { defineContract } from '../common/contract';
import {
  createRegistryItemSchema,
  deletedRegistryItemSchema,
  deleteRegistryItemSchema,
  importJobParamsSchema,
  importJobSchema,
  registryImportFieldsSchema,
  registryItemSchema,
  registryListSchema,
  registryLookupQuerySchema,
  registryLookupResultSchema,
  registryOptionsQuerySchema,
  registryOptionsSchema,
  registryQuerySchema,
  updateRegistryItemSchema,
} from './registry.schema';

const tag = 'government registry';
const base = '/api/gov';

/** The machine registries and their imports (spec 1 §4, ADR 0008). */
export const registryContracts = {
  /** One page of a category, counted from 0 as the government tables count (spec 3 §9). */
  list: defineContract({
    method: 'GET',
    path: `${base}/getData`,
    access: 'registry.read',
    tag,
    query: registryQuerySchema,
    response: registryListSchema,
  }),
  /** The choices of the manufacturer → model → year filters. */
  options: defineContract({
    method: 'GET',
    path: `${base}/getOptions`,
    access: 'registry.read',
    tag,
    query: registryOptionsQuerySchema,
    response: registryOptionsSchema,
  }),
  /** Records matching any of the alternatives in `fields` (JSON); 404 when none does. */
  lookup: defineContract({
    method: 'GET',
    path: `${base}/getItemByFields`,
    access: 'registry.read',
    tag,
    query: registryLookupQuerySchema,
    response: registryLookupResultSchema,
  }),
  create: defineContract({
    method: 'POST',
    path: `${base}/createItem`,
    access: 'registry.create',
    tag,
    body: createRegistryItemSchema,
    status: 201,
    response: registryItemSchema,
  }),
  update: defineContract({
    method: 'PATCH',
    path: `${base}/updateItem`,
    access: 'registry.manage',
    tag,
    body: updateRegistryItemSchema,
    response: registryItemSchema,
  }),
  remove: defineContract({
    method: 'PATCH',
    path: `${base}/deleteItem`,
    access: 'registry.manage',
    tag,
    body: deleteRegistryItemSchema,
    response: deletedRegistryItemSchema,
  }),
  /** A government CSV file: answered at once with the running job, imported in the background. */
  startImport: defineContract({
    method: 'POST',
    path: `${base}/import`,
    access: 'registry.manage',
    tag,
    upload: true,
    body: registryImportFieldsSchema,
    status: 202,
    response: importJobSchema,
  }),
  /** An import's progress and outcome, asked about while it runs. */
  importJob: defineContract({
    method: 'GET',
    path: `${base}/import/:id`,
    access: 'registry.manage',
    tag,
    params: importJobParamsSchema,
    response: importJobSchema,
  }),
};
