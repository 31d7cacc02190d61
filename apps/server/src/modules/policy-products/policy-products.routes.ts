import {
  createPolicyProductSchema,
  deletePolicyProductSchema,
  policyProductSchema,
  policyProductsListSchema,
  policyProductsQuerySchema,
  rolesWith,
  updatePolicyProductSchema,
} from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/access';
import type { PolicyProductsService } from './policy-products.service';

const tags = ['service letters'];
const base = '/insurance/policy-product';

export function policyProductsRoutes(service: PolicyProductsService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const manage = rolesWith('policyProducts.manage');

    app.post(
      `${base}/fetchPolicyProducts`,
      {
        config: { access: rolesWith('policyProducts.read') },
        schema: { tags, body: policyProductsQuerySchema, response: { 200: policyProductsListSchema } },
      },
      (request) => service.list(request.body),
    );

    app.post(
      `${base}/createPolicy`,
      {
        config: { access: manage },
        schema: { tags, body: createPolicyProductSchema, response: { 201: policyProductSchema } },
      },
      async (request, reply) => reply.status(201).send(await service.create(callerOf(request), request.body)),
    );

    app.patch(
      `${base}/updatePolicyProduct`,
      {
        config: { access: manage },
        schema: { tags, body: updatePolicyProductSchema, response: { 200: policyProductSchema } },
      },
      (request) => {
        const { _id, ...input } = request.body;
        return service.update(callerOf(request), _id, input);
      },
    );

    app.post(
      `${base}/deletePolicy`,
      {
        config: { access: manage },
        schema: { tags, body: deletePolicyProductSchema, response: { 200: z.object({ _id: z.string() }) } },
      },
      (request) => service.remove(callerOf(request), request.body._id),
    );
  };
}
