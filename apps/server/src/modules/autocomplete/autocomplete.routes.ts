import { autocompleteAnswerSchema, autocompleteQuerySchema } from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AutocompleteService } from './autocomplete.service';

/** Suggestions are open at the route; the service checks the module's read permission per call. */
export function autocompleteRoutes(service: AutocompleteService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/autocomplete/getSuggestions',
      {
        config: { access: 'public' },
        schema: {
          tags: ['autocomplete'],
          querystring: autocompleteQuerySchema,
          response: { 200: autocompleteAnswerSchema },
        },
      },
      (request) => service.suggest(request.auth, request.query),
    );
  };
}
