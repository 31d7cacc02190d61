import {
  createdSpecialUserSchema,
  createSpecialUserSchema,
  deleteSpecialUserSchema,
  rolesWith,
  specialUserSchema,
  specialUsersListSchema,
  specialUsersQuerySchema,
  updateSpecialUserSchema,
} from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/access';
import type { SpecialUsersService } from './special-users.service';

const tags = ['special users'];
const access = rolesWith('specialUsers.manage');

export function specialUsersRoutes(service: SpecialUsersService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/special-otp-numbers/getData',
      {
        config: { access },
        schema: { tags, querystring: specialUsersQuerySchema, response: { 200: specialUsersListSchema } },
      },
      (request) => service.list(request.query),
    );

    app.post(
      '/special-otp-numbers/createItem',
      {
        config: { access },
        schema: { tags, body: createSpecialUserSchema, response: { 201: createdSpecialUserSchema } },
      },
      async (request, reply) => reply.status(201).send(await service.create(callerOf(request), request.body)),
    );

    app.patch(
      '/special-otp-numbers/updateItem',
      {
        config: { access },
        schema: { tags, body: updateSpecialUserSchema, response: { 200: specialUserSchema } },
      },
      (request) => service.update(callerOf(request), request.body),
    );

    app.patch(
      '/special-otp-numbers/deleteItem',
      {
        config: { access },
        schema: { tags, body: deleteSpecialUserSchema, response: { 200: z.object({ _id: z.string() }) } },
      },
      (request) => service.remove(callerOf(request), request.body._id),
    );
  };
}
