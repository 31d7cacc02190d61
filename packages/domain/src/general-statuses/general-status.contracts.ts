import { defineContract } from '../common/contract';
import {
  createGeneralStatusSchema,
  deletedGeneralStatusSchema,
  deleteGeneralStatusSchema,
  generalStatusesListSchema,
  generalStatusSchema,
  updatedGeneralStatusesSchema,
  updateGeneralStatusSchema,
} from './general-status.schema';

const tag = 'general statuses';
const base = '/api/settings';

/** The general status settings (spec 2 §7) and the ordered list the status dropdowns read. */
export const generalStatusContracts = {
  list: defineContract({
    method: 'GET',
    path: `${base}/getGeneralStatuses`,
    access: 'generalStatuses.read',
    tag,
    response: generalStatusesListSchema,
  }),
  create: defineContract({
    method: 'POST',
    path: `${base}/createGeneralStatus`,
    access: 'generalStatuses.manage',
    tag,
    body: createGeneralStatusSchema,
    status: 201,
    response: generalStatusSchema,
  }),
  update: defineContract({
    method: 'POST',
    path: `${base}/updateGeneralStatus`,
    access: 'generalStatuses.manage',
    tag,
    body: updateGeneralStatusSchema,
    response: updatedGeneralStatusesSchema,
  }),
  remove: defineContract({
    method: 'POST',
    path: `${base}/deleteGeneralStatus`,
    access: 'generalStatuses.manage',
    tag,
    body: deleteGeneralStatusSchema,
    response: deletedGeneralStatusSchema,
  }),
};
