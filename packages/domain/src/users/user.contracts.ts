import { defineContract } from '../common/contract';
import {
  createdUserSchema,
  createUserRequestSchema,
  deletedUserSchema,
  deleteUserRequestSchema,
  lookupQuerySchema,
  lookupResultSchema,
  updateByFieldsRequestSchema,
  updateUserRequestSchema,
  updateVisibilityRequestSchema,
  userSchema,
  usersListSchema,
  usersQuerySchema,
} from './user.schema';

const tag = 'users';
const base = '/api/users';

/** People: customers, agents, staff (spec 1 §6). */
export const userContracts = {
  /** One page of a role's people, counted from 1, scoped to whom the caller may see. */
  list: defineContract({
    method: 'GET',
    path: `${base}/getData`,
    access: 'users.read',
    tag,
    query: usersQuerySchema,
    response: usersListSchema,
  }),
  /** People matching any of the alternatives in `fields` (JSON); 404 when nobody does. */
  lookup: defineContract({
    method: 'GET',
    path: `${base}/getItemByFields`,
    access: 'users.read',
    tag,
    query: lookupQuerySchema,
    response: lookupResultSchema,
  }),
  create: defineContract({
    method: 'POST',
    path: `${base}/createItem`,
    access: 'users.create',
    tag,
    body: createUserRequestSchema,
    status: 201,
    response: createdUserSchema,
  }),
  update: defineContract({
    method: 'PATCH',
    path: `${base}/updateItem`,
    access: 'users.update',
    tag,
    body: updateUserRequestSchema,
    response: userSchema,
  }),
  /** Sets some fields of a record by their dotted paths, the rest kept. */
  updateByFields: defineContract({
    method: 'POST',
    path: `${base}/updateUserByFields`,
    access: 'users.update',
    tag,
    body: updateByFieldsRequestSchema,
    response: userSchema,
  }),
  remove: defineContract({
    method: 'PATCH',
    path: `${base}/deleteItem`,
    access: 'users.delete',
    tag,
    body: deleteUserRequestSchema,
    response: deletedUserSchema,
  }),
  /** A worker's visibility in worker pickers. */
  setVisibility: defineContract({
    method: 'PATCH',
    path: `${base}/updateVisibility`,
    access: 'users.setVisibility',
    tag,
    body: updateVisibilityRequestSchema,
    response: userSchema,
  }),
};
