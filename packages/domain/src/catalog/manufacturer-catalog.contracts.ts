import { defineContract } from '../common/contract';
import { catalogRebuildAnswerSchema } from '../manufacturer-catalog/rebuild.schema';
import {
  catalogDetailsQuerySchema,
  catalogDetailsSchema,
  createCatalogItemAnswerSchema,
  createCatalogItemSchema,
  manufacturerCatalogListSchema,
  manufacturerCatalogOptionsSchema,
  manufacturerCatalogQuerySchema,
  saveAliasesAnswerSchema,
  saveAliasesSchema,
  totalModelsSchema,
} from './manufacturer-catalog.schema';

const tag = 'manufacturer-catalog';
/** A staff screen, so its reads need the permission too. */
const access = 'catalog.manage';

/** The manufacturer catalogue manager (spec 3 §7, ADR 0015). */
export const manufacturerCatalogContracts = {
  list: defineContract({
    method: 'POST',
    path: '/api/catalog/getData',
    access,
    tag,
    body: manufacturerCatalogQuerySchema,
    response: manufacturerCatalogListSchema,
  }),
  /** Every manufacturer as a dropdown choice. */
  options: defineContract({
    method: 'GET',
    path: '/api/catalog/getDataOptions',
    access,
    tag,
    response: manufacturerCatalogOptionsSchema,
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/catalog/createItem',
    access,
    tag,
    body: createCatalogItemSchema,
    response: createCatalogItemAnswerSchema,
  }),
  saveAliases: defineContract({
    method: 'POST',
    path: '/api/catalog/save-aliases',
    access,
    tag,
    body: saveAliasesSchema,
    response: saveAliasesAnswerSchema,
  }),
  /** One level of the drill-down: a manufacturer, one of its models, or a sub-model. */
  details: defineContract({
    method: 'GET',
    path: '/api/catalog/details',
    access,
    tag,
    query: catalogDetailsQuerySchema,
    response: catalogDetailsSchema,
  }),
  totalModels: defineContract({
    method: 'GET',
    path: '/api/settings/fetchTotalNumberModels',
    access,
    tag,
    response: totalModelsSchema,
  }),
  /** Rebuilds the catalogue from the registry and the products. */
  rebuild: defineContract({
    method: 'POST',
    path: '/api/catalog/rebuild',
    access,
    tag,
    response: catalogRebuildAnswerSchema,
  }),
};
