import { defineContract } from '../common/contract';
import {
  catalogOptionsQuerySchema,
  catalogOptionsSchema,
  catalogProductAnswerSchema,
  catalogProductQuerySchema,
  catalogSearchQuerySchema,
  catalogSearchSchema,
  catalogVehicleAnswerSchema,
  catalogVehicleQuerySchema,
} from './catalog.schema';

const tag = 'catalog';

/** The storefront's product browser: open to everyone, visible products only. */
export const catalogContracts = {
  search: defineContract({
    method: 'GET',
    path: '/api/catalog/search',
    access: 'public',
    tag,
    query: catalogSearchQuerySchema,
    response: catalogSearchSchema,
  }),
  /** The machine a plate or chassis number names, and what fits it. */
  searchVehicle: defineContract({
    method: 'GET',
    path: '/api/catalog/search-vehicle',
    access: 'public',
    tag,
    query: catalogVehicleQuerySchema,
    response: catalogVehicleAnswerSchema,
  }),
  /** The categories, machines, models and years to filter by. */
  options: defineContract({
    method: 'GET',
    path: '/api/catalog/options',
    access: 'public',
    tag,
    query: catalogOptionsQuerySchema,
    response: catalogOptionsSchema,
  }),
  product: defineContract({
    method: 'GET',
    path: '/api/catalog/product',
    access: 'public',
    tag,
    query: catalogProductQuerySchema,
    response: catalogProductAnswerSchema,
  }),
};
