import { z } from 'zod';
import { defineContract } from '../common/contract';
import {
  createPolicyProductSchema,
  deletePolicyProductSchema,
  policyProductSchema,
  policyProductsListSchema,
  policyProductsQuerySchema,
  updatePolicyProductSchema,
} from './policy-product.schema';

const tag = 'service letters';
const base = '/api/insurance/policy-product';

/** Service letters (spec 1 §5.3): the products a subscription is sold as. */
export const policyProductContracts = {
  list: defineContract({
    method: 'POST',
    path: `${base}/fetchPolicyProducts`,
    access: 'policyProducts.read',
    tag,
    body: policyProductsQuerySchema,
    response: policyProductsListSchema,
  }),
  create: defineContract({
    method: 'POST',
    path: `${base}/createPolicy`,
    access: 'policyProducts.manage',
    tag,
    body: createPolicyProductSchema,
    status: 201,
    response: policyProductSchema,
  }),
  update: defineContract({
    method: 'PATCH',
    path: `${base}/updatePolicyProduct`,
    access: 'policyProducts.manage',
    tag,
    body: updatePolicyProductSchema,
    response: policyProductSchema,
  }),
  remove: defineContract({
    method: 'POST',
    path: `${base}/deletePolicy`,
    access: 'policyProducts.manage',
    tag,
    body: deletePolicyProductSchema,
    response: z.object({ _id: z.string() }),
  }),
};
