import { defineContract } from '../common/contract';
import {
  createLeadAnswerSchema,
  createLeadRequestSchema,
  leadCustomerRequestSchema,
  leadDetailSchema,
  leadPhotoAnswerSchema,
  leadQuerySchema,
  leadSchema,
  leadsListSchema,
  leadsQuerySchema,
  newLeadsCountSchema,
  updateLeadSchema,
} from './lead.schema';

const tag = 'leads';

/** Leads (issue 17): created by storefront visitors, followed up by the office. */
export const leadContracts = {
  /** Public and rate-limited: a visitor's request for a quote. */
  create: defineContract({
    method: 'POST',
    path: '/api/leads',
    access: 'public',
    tag,
    body: createLeadRequestSchema,
    status: 201,
    response: createLeadAnswerSchema,
  }),
  /** Public and rate-limited: one photo (PNG or JPEG, up to 5 MB) for a lead's `photoIds`. */
  uploadPhoto: defineContract({
    method: 'POST',
    path: '/api/leads/uploadPhoto',
    access: 'public',
    tag,
    upload: true,
    status: 201,
    response: leadPhotoAnswerSchema,
  }),
  /** The office's list: newest first, by status, assignee and a search. */
  list: defineContract({
    method: 'GET',
    path: '/api/leads/getData',
    access: 'leads.read',
    tag,
    query: leadsQuerySchema,
    response: leadsListSchema,
  }),
  /** One lead with its log. */
  detail: defineContract({
    method: 'GET',
    path: '/api/leads/getLead',
    access: 'leads.read',
    tag,
    query: leadQuerySchema,
    response: leadDetailSchema,
  }),
  /** How many leads are still new: the navigation badge. */
  newCount: defineContract({
    method: 'GET',
    path: '/api/leads/newCount',
    access: 'leads.read',
    tag,
    response: newLeadsCountSchema,
  }),
  /**
   * The visitor as a customer: the living customer with the lead's phone, or a new one with its
   * name, phone and machine. Linked on the lead once; asking again answers the same link.
   */
  createCustomer: defineContract({
    method: 'POST',
    path: '/api/leads/createCustomer',
    access: 'leads.manage',
    tag,
    body: leadCustomerRequestSchema,
    response: leadSchema,
  }),
  /** Status, assignment, a note, or the quote or service call made from it; each change is logged. */
  update: defineContract({
    method: 'POST',
    path: '/api/leads/update',
    access: 'leads.manage',
    tag,
    body: updateLeadSchema,
    response: leadSchema,
  }),
};
