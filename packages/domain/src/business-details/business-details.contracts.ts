import { defineContract } from '../common/contract';
import { businessDetailsSchema, publicBusinessDetailsSchema } from './business-details.schema';

const tag = 'business details';
const base = '/api/settings';

/**
 * The business's details (issue 17): the admin edits them; every signed-in role reads the whole
 * record (document PDFs, sharing a document with its bank details); the storefront reads the
 * public part without signing in (ADR 0025).
 */
export const businessDetailsContracts = {
  get: defineContract({
    method: 'GET',
    path: `${base}/getBusinessDetails`,
    access: 'signedIn',
    tag,
    response: businessDetailsSchema,
  }),
  getPublic: defineContract({
    method: 'GET',
    path: `${base}/getPublicBusinessDetails`,
    access: 'public',
    tag,
    response: publicBusinessDetailsSchema,
  }),
  update: defineContract({
    method: 'POST',
    path: `${base}/updateBusinessDetails`,
    access: 'businessDetails.manage',
    tag,
    body: businessDetailsSchema,
    response: businessDetailsSchema,
  }),
};
