import { defineContract } from '../common/contract';
import {
  createdSpecialUserSchema,
  createSpecialUserSchema,
  deletedSpecialUserSchema,
  deleteSpecialUserSchema,
  specialUserSchema,
  specialUsersListSchema,
  specialUsersQuerySchema,
  updateSpecialUserSchema,
} from './special-user.schema';

const tag = 'special users';
const base = '/api/special-otp-numbers';

/** Fixed sign-in codes (ADR 0017): only the admin manages them. */
export const specialUserContracts = {
  list: defineContract({
    method: 'GET',
    path: `${base}/getData`,
    access: 'specialUsers.manage',
    tag,
    query: specialUsersQuerySchema,
    response: specialUsersListSchema,
  }),
  /** The one answer that carries the code. */
  create: defineContract({
    method: 'POST',
    path: `${base}/createItem`,
    access: 'specialUsers.manage',
    tag,
    body: createSpecialUserSchema,
    status: 201,
    response: createdSpecialUserSchema,
  }),
  update: defineContract({
    method: 'PATCH',
    path: `${base}/updateItem`,
    access: 'specialUsers.manage',
    tag,
    body: updateSpecialUserSchema,
    response: specialUserSchema,
  }),
  /** A PATCH, as the spec names it. */
  remove: defineContract({
    method: 'PATCH',
    path: `${base}/deleteItem`,
    access: 'specialUsers.manage',
    tag,
    body: deleteSpecialUserSchema,
    response: deletedSpecialUserSchema,
  }),
};
