import '@fastify/multipart';
import {
  createRegistryItemSchema,
  deleteRegistryItemSchema,
  importJobSchema,
  registryCategorySchema,
  registryItemSchema,
  registryListSchema,
  registryLookupQuerySchema,
  registryLookupResultSchema,
  registryOptionsQuerySchema,
  registryOptionsSchema,
  registryQuerySchema,
  rolesWith,
  updateRegistryItemSchema,
  validationMessages,
} from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/access';
import { invalid } from '../../platform/http/errors';
import { readFilePart } from '../../platform/http/multipart';
import type { RegistryService } from './registry.service';
import type { RegistryImports } from './registry-imports.service';

const tags = ['government registry'];
/** Government files are large (the private-vehicle file is over a gigabyte). */
const maxImportBytes = 4 * 1024 * 1024 * 1024;

export function registryRoutes(service: RegistryService, imports: RegistryImports) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const read = { access: rolesWith('registry.read') };
    const manage = { access: rolesWith('registry.manage') };

    app.get(
      '/gov/getData',
      {
        config: read,
        schema: { tags, querystring: registryQuerySchema, response: { 200: registryListSchema } },
      },
      (request) => service.list(request.query),
    );

    app.get(
      '/gov/getOptions',
      {
        config: read,
        schema: { tags, querystring: registryOptionsQuerySchema, response: { 200: registryOptionsSchema } },
      },
      (request) => service.options(request.query),
    );

    app.get(
      '/gov/getItemByFields',
      {
        config: read,
        schema: {
          tags,
          querystring: registryLookupQuerySchema,
          response: { 200: registryLookupResultSchema },
        },
      },
      (request) => service.lookup(request.query.category, request.query.fields),
    );

    app.post(
      '/gov/createItem',
      {
        config: { access: rolesWith('registry.create') },
        schema: { tags, body: createRegistryItemSchema, response: { 201: registryItemSchema } },
      },
      async (request, reply) => reply.status(201).send(await service.create(callerOf(request), request.body)),
    );

    app.patch(
      '/gov/updateItem',
      {
        config: manage,
        schema: { tags, body: updateRegistryItemSchema, response: { 200: registryItemSchema } },
      },
      (request) => service.update(callerOf(request), request.body),
    );

    app.patch(
      '/gov/deleteItem',
      {
        config: manage,
        schema: { tags, body: deleteRegistryItemSchema, response: { 200: z.object({ _id: z.string() }) } },
      },
      (request) => service.remove(callerOf(request), request.body),
    );

    app.post(
      '/gov/import',
      {
        config: manage,
        schema: { tags, consumes: ['multipart/form-data'], response: { 202: importJobSchema } },
      },
      async (request, reply) => {
        const part = await readFilePart(request, maxImportBytes);
        const field = part.fields.category;
        const category = registryCategorySchema.safeParse(
          field && 'value' in field ? field.value : undefined,
        );
        if (!category.success) {
          part.file.resume();
          throw invalid({ category: validationMessages.invalidValue });
        }
        const job = await imports.start(callerOf(request), category.data, part.filename, part.file);
        return reply.status(202).send(job);
      },
    );

    app.get(
      '/gov/import/:id',
      {
        config: manage,
        schema: { tags, params: z.object({ id: z.string().uuid() }), response: { 200: importJobSchema } },
      },
      (request) => imports.job(request.params.id),
    );
  };
}
