import { defineContract } from '../common/contract';
import { approveManyRequestSchema, approveManyResultSchema } from '../insurance/approve-many.schema';
import {
  agentPoliciesListSchema,
  agentPoliciesRequestSchema,
  cancelPolicyRequestSchema,
  createPolicyRequestSchema,
  deletePolicyRequestSchema,
  policiesAnswerSchema,
  policiesListSchema,
  policiesQuerySchema,
  policyAnswerSchema,
  policyPdfRequestSchema,
  policyPdfResultSchema,
  policySchema,
  policyUpdateResultSchema,
  renewPolicyRequestSchema,
  searchPolicyByNumberRequestSchema,
  searchPolicyByTractorNumberRequestSchema,
  updatePolicyRequestSchema,
} from './policy.schema';
import { policyImportResultSchema } from './policy-import.schema';

const tag = 'subscriptions';
const base = '/api/insurance/subscriptions';
const legacy = '/api/generalPolicies';

/** Each of the agent's tabs is its own legacy call, the same list narrowed to one status. */
function agentTab<const Name extends string>(name: Name) {
  return defineContract({
    method: 'POST',
    path: `${legacy}/${name}`,
    access: 'policies.read',
    tag,
    body: agentPoliciesRequestSchema,
    response: agentPoliciesListSchema,
  });
}

/** Subscriptions (policies), with the legacy aliases of spec 1 §7 (ADR 0010). */
export const policyContracts = {
  create: defineContract({
    method: 'POST',
    path: `${base}/createGeneralPolicy`,
    access: 'policies.create',
    tag,
    body: createPolicyRequestSchema,
    status: 201,
    response: policySchema,
  }),
  /** Pages counted from 0 (ADR 0010). */
  list: defineContract({
    method: 'POST',
    path: `${base}/fetchGeneralPolicy`,
    aliases: [`${legacy}/fetchGeneralPolicy`],
    access: 'policies.read',
    tag,
    body: policiesQuerySchema,
    response: policiesListSchema,
  }),
  /** Edits the insured and the machine, cancels, or approves (approval: `policies.approve` too). */
  update: defineContract({
    method: 'POST',
    path: `${base}/updateGeneralPolicy`,
    access: 'policies.update',
    tag,
    body: updatePolicyRequestSchema,
    response: policyUpdateResultSchema,
  }),
  cancel: defineContract({
    method: 'POST',
    path: `${base}/cancelGeneralPolicy`,
    access: 'policies.update',
    tag,
    body: cancelPolicyRequestSchema,
    response: policySchema,
  }),
  /** The agent's old cancel button: the subscription is cancelled and kept, not deleted. */
  legacyDelete: defineContract({
    method: 'POST',
    path: `${legacy}/deleteGeneralPolicy`,
    access: 'policies.update',
    tag,
    body: deletePolicyRequestSchema,
    response: policySchema,
  }),
  renew: defineContract({
    method: 'POST',
    path: `${base}/renewGeneralPolicy`,
    access: 'policies.update',
    tag,
    body: renewPolicyRequestSchema,
    status: 201,
    response: policySchema,
  }),
  /**
   * Approves up to 100 pending subscriptions, each by the same rules as one approval; their PDFs
   * are printed in the background (issue 18, ADR 0037).
   */
  approveMany: defineContract({
    method: 'POST',
    path: `${base}/approveMany`,
    access: 'policies.approve',
    tag,
    body: approveManyRequestSchema,
    response: approveManyResultSchema,
  }),
  /** A signed link to the policy PDF, made on the first request if it is not stored yet. */
  pdf: defineContract({
    method: 'POST',
    path: `${base}/policyPdf`,
    access: 'policies.read',
    tag,
    body: policyPdfRequestSchema,
    response: policyPdfResultSchema,
  }),
  byNumber: defineContract({
    method: 'POST',
    path: `${legacy}/searchPolicyByPolicyNumber`,
    access: 'policies.read',
    tag,
    body: searchPolicyByNumberRequestSchema,
    response: policyAnswerSchema,
  }),
  byTractorNumber: defineContract({
    method: 'POST',
    path: `${legacy}/searchPolicyByTractorNumber`,
    access: 'policies.read',
    tag,
    body: searchPolicyByTractorNumberRequestSchema,
    response: policiesAnswerSchema,
  }),
  agentPending: agentTab('getAgentPendingPoliciesByAgentType'),
  agentActive: agentTab('getAgentActivePoliciesByAgentType'),
  agentCanceled: agentTab('getAgentCanceledPoliciesByAgentType'),
  /** A subscriptions CSV (spec 1 §5); the answer reports every row. */
  importCsv: defineContract({
    method: 'POST',
    path: `${base}/importCsv`,
    access: 'policies.import',
    tag,
    upload: true,
    response: policyImportResultSchema,
  }),
};
