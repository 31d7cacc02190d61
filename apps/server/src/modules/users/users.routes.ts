import {
  createUserRequestSchema,
  deleteUserRequestSchema,
  lookupQuerySchema,
  lookupResultSchema,
  rolesWith,
  updateByFieldsRequestSchema,
  updateUserRequestSchema,
  updateVisibilityRequestSchema,
  userSchema,
  usersListSchema,
  usersQuerySchema,
} from '@tg/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/access';
import type { UsersService } from './users.service';

const tags = ['users'];
const createdUserSchema = userSchema.extend(userSchema.shape.userInformation.shape);

export function usersRoutes(service: UsersService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/users/getData',
      {
        config: { access: rolesWith('users.read') },
        schema: { tags, querystring: usersQuerySchema, response: { 200: usersListSchema } },
      },
      (request) => service.list(callerOf(request), request.query),
    );

    app.get(
      '/users/getItemByFields',
      {
        config: { access: rolesWith('users.read') },
        schema: { tags, querystring: lookupQuerySchema, response: { 200: lookupResultSchema } },
      },
      (request) => service.lookup(callerOf(request), request.query.role, request.query.fields),
    );

    app.post(
      '/users/createItem',
      {
        config: { access: rolesWith('users.create') },
        schema: { tags, body: createUserRequestSchema, response: { 201: createdUserSchema } },
      },
      async (request, reply) => reply.status(201).send(await service.create(callerOf(request), request.body)),
    );

    app.patch(
      '/users/updateItem',
      {
        config: { access: rolesWith('users.update') },
        schema: { tags, body: updateUserRequestSchema, response: { 200: userSchema } },
      },
      (request) => service.update(callerOf(request), request.body),
    );

    app.post(
      '/users/updateUserByFields',
      {
        config: { access: rolesWith('users.update') },
        schema: { tags, body: updateByFieldsRequestSchema, response: { 200: userSchema } },
      },
      (request) => service.updateByFields(callerOf(request), request.body),
    );

    app.patch(
      '/users/deleteItem',
      {
        config: { access: rolesWith('users.delete') },
        schema: { tags, body: deleteUserRequestSchema, response: { 200: z.object({ _id: z.string() }) } },
      },
      (request) => service.remove(callerOf(request), request.body._id),
    );

    app.patch(
      '/users/updateVisibility',
      {
        config: { access: rolesWith('users.setVisibility') },
        schema: { tags, body: updateVisibilityRequestSchema, response: { 200: userSchema } },
      },
      (request) => service.setVisibility(callerOf(request), request.body),
    );
  };
}
