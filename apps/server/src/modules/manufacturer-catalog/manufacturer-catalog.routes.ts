import {
  catalogDetailsQuerySchema,
  catalogDetailsSchema,
  catalogRebuildAnswerSchema,
  createCatalogItemAnswerSchema,
  createCatalogItemSchema,
  manufacturerCatalogListSchema,
  manufacturerCatalogOptionsSchema,
  manufacturerCatalogQuerySchema,
  rolesWith,
  saveAliasesAnswerSchema,
  saveAliasesSchema,
  totalModelsSchema,
} from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/access';
import type { ManufacturerCatalogService } from './manufacturer-catalog.service';

const tags = ['manufacturer-catalog'];

/** The manufacturer catalogue manager's calls (spec 3 §7); a staff screen, so reads need the permission too. */
export function manufacturerCatalogRoutes(service: ManufacturerCatalogService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const access = rolesWith('catalog.manage');

    app.post(
      '/catalog/getData',
      {
        config: { access },
        schema: {
          tags,
          body: manufacturerCatalogQuerySchema,
          response: { 200: manufacturerCatalogListSchema },
        },
      },
      (request) => service.list(request.body),
    );

    app.get(
      '/catalog/getDataOptions',
      { config: { access }, schema: { tags, response: { 200: manufacturerCatalogOptionsSchema } } },
      () => service.options(),
    );

    app.post(
      '/catalog/createItem',
      {
        config: { access },
        schema: { tags, body: createCatalogItemSchema, response: { 200: createCatalogItemAnswerSchema } },
      },
      (request) => service.create(callerOf(request), request.body),
    );

    app.post(
      '/catalog/save-aliases',
      {
        config: { access },
        schema: { tags, body: saveAliasesSchema, response: { 200: saveAliasesAnswerSchema } },
      },
      (request) => service.saveAliases(callerOf(request), request.body),
    );

    app.get(
      '/catalog/details',
      {
        config: { access },
        schema: { tags, querystring: catalogDetailsQuerySchema, response: { 200: catalogDetailsSchema } },
      },
      (request) => service.details(request.query),
    );

    app.get(
      '/settings/fetchTotalNumberModels',
      { config: { access }, schema: { tags, response: { 200: totalModelsSchema } } },
      () => service.totalModels(),
    );

    app.post(
      '/catalog/rebuild',
      { config: { access }, schema: { tags, response: { 200: catalogRebuildAnswerSchema } } },
      (request) => service.rebuild(callerOf(request)),
    );
  };
}
