import {
  catalogOptionsQuerySchema,
  catalogOptionsSchema,
  catalogProductAnswerSchema,
  catalogProductQuerySchema,
  catalogSearchQuerySchema,
  catalogSearchSchema,
  catalogVehicleAnswerSchema,
  catalogVehicleQuerySchema,
} from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogService } from './catalog.service';

const tags = ['catalog'];

/** The storefront's product browser: open to everyone, visible products only. */
export function catalogRoutes(service: CatalogService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const open = { access: 'public' as const };

    app.get(
      '/catalog/search',
      {
        config: open,
        schema: { tags, querystring: catalogSearchQuerySchema, response: { 200: catalogSearchSchema } },
      },
      (request) => service.search(request.query),
    );

    app.get(
      '/catalog/search-vehicle',
      {
        config: open,
        schema: {
          tags,
          querystring: catalogVehicleQuerySchema,
          response: { 200: catalogVehicleAnswerSchema },
        },
      },
      (request) => service.searchVehicle(request.query),
    );

    app.get(
      '/catalog/options',
      {
        config: open,
        schema: { tags, querystring: catalogOptionsQuerySchema, response: { 200: catalogOptionsSchema } },
      },
      (request) => service.options(request.query),
    );

    app.get(
      '/catalog/product',
      {
        config: open,
        schema: {
          tags,
          querystring: catalogProductQuerySchema,
          response: { 200: catalogProductAnswerSchema },
        },
      },
      (request) => service.product(request.query.id),
    );
  };
}
