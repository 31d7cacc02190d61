import { defineContract } from '../common/contract';
import {
  createWorkSchema,
  deletedWorkSchema,
  deleteWorkSchema,
  lastWorkIdSchema,
  updateWorkSchema,
  workSchema,
  worksListSchema,
  worksQuerySchema,
} from './work.schema';

const tag = 'works';
const base = '/api/works-product';

/** The works catalogue (spec 2 §7 "Works", ADR 0024), at the spec's paths. */
export const workContracts = {
  /** One page (from 0) of living works in catalogue-number order, searched by name or number. */
  list: defineContract({
    method: 'POST',
    path: `${base}/fetchWorksProducts`,
    access: 'works.read',
    tag,
    body: worksQuerySchema,
    response: worksListSchema,
  }),
  /** Answers the work with its `_id` and the catalogue number it was given. */
  create: defineContract({
    method: 'POST',
    path: `${base}/createWorkProduct`,
    access: 'works.manage',
    tag,
    body: createWorkSchema,
    status: 201,
    response: workSchema,
  }),
  update: defineContract({
    method: 'PATCH',
    path: `${base}/updateWorkProduct`,
    access: 'works.manage',
    tag,
    body: updateWorkSchema,
    response: workSchema,
  }),
  /** A soft delete: the work leaves the list and keeps its number, which is never given again. */
  remove: defineContract({
    method: 'PATCH',
    path: `${base}/deleteWorksProduct`,
    access: 'works.manage',
    tag,
    body: deleteWorkSchema,
    response: deletedWorkSchema,
  }),
  /** The catalogue number the next work will get (shown read-only in the create dialog). */
  nextCatalogNumber: defineContract({
    method: 'GET',
    path: `${base}/getLastWorkId`,
    access: 'works.manage',
    tag,
    response: lastWorkIdSchema,
  }),
};
