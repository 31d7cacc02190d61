import { defineContract } from '../common/contract';
import { approveManyRequestSchema, approveManyResultSchema } from '../insurance/approve-many.schema';
import {
  agentServiceCallsRequestSchema,
  createServiceCallRequestSchema,
  lastPendingServiceCallSchema,
  searchServiceCallRequestSchema,
  serviceCallAnswerSchema,
  serviceCallSchema,
  serviceCallsListSchema,
  serviceCallsRequestSchema,
  updateServiceCallRequestSchema,
} from './service-call.schema';

const tag = 'service calls';
const base = '/api/insurance/serviceCall';
const legacy = '/api/generalServiceCalls';

/** Each of the agent's tabs is its own legacy call, the same list narrowed to one status. */
function agentTab<const Name extends string>(name: Name) {
  return defineContract({
    method: 'POST',
    path: `${legacy}/${name}`,
    access: 'serviceCalls.read',
    tag,
    body: agentServiceCallsRequestSchema,
    response: serviceCallsListSchema,
  });
}

/** Service calls (spec 1 §8), with the legacy aliases of spec 1 §7 (ADR 0010). */
export const serviceCallContracts = {
  create: defineContract({
    method: 'POST',
    path: `${base}/createServiceCall`,
    aliases: [`${legacy}/createGeneralServiceCall`],
    access: 'serviceCalls.create',
    tag,
    body: createServiceCallRequestSchema,
    status: 201,
    response: serviceCallSchema,
  }),
  /** Pages counted from 0 (ADR 0010); the filters flat or under `filters`. */
  list: defineContract({
    method: 'POST',
    path: `${base}/getServiceCalls`,
    access: 'serviceCalls.read',
    tag,
    body: serviceCallsRequestSchema,
    response: serviceCallsListSchema,
  }),
  /** Approval: pending → active, once. */
  approve: defineContract({
    method: 'POST',
    path: `${base}/updateGeneralServiceCall`,
    access: 'serviceCalls.approve',
    tag,
    body: updateServiceCallRequestSchema,
    response: serviceCallAnswerSchema,
  }),
  /** Approves up to 100 pending calls, each by the same rules as one approval (issue 18). */
  approveMany: defineContract({
    method: 'POST',
    path: `${base}/approveMany`,
    access: 'serviceCalls.approve',
    tag,
    body: approveManyRequestSchema,
    response: approveManyResultSchema,
  }),
  /** By id or by SC- number. */
  find: defineContract({
    method: 'POST',
    path: `${legacy}/searchServiceCallById`,
    access: 'serviceCalls.read',
    tag,
    body: searchServiceCallRequestSchema,
    response: serviceCallAnswerSchema,
  }),
  agentActive: agentTab('getAgentActiveServiceCallsByAgentType'),
  agentPending: agentTab('getAgentPendingServiceCallsByAgentType'),
  /** The newest pending call the caller can see. */
  lastPending: defineContract({
    method: 'POST',
    path: `${legacy}/getLastPendingServiceCallId`,
    access: 'serviceCalls.read',
    tag,
    response: lastPendingServiceCallSchema,
  }),
};
