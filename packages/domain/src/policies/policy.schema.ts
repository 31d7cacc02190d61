import { z } from 'zod';
import { defineListSort, listSortFields } from '../common/list-sort';
import { validationMessages as m } from '../common/messages';
import { isStaff, type Role, roles, userTypes } from '../common/roles';
import {
  createdBySchema,
  damageReportInputSchema,
  filesInputSchema,
  filesSchema,
  insuranceLimit,
  insuredSchema,
  machineSnapshotSchema,
  zeroBasedPage,
} from '../insurance/insurance.schema';
import { policyProductTypes } from '../policy-products/policy-product.schema';

/**
 * Stored statuses of a subscription. `ended` is never stored: an active subscription whose end
 * date has passed is answered as ended (spec 1 §4 shows it with the cancelled ones).
 */
export const policyStatuses = ['pending', 'active', 'cancelled', 'ended'] as const;
export type PolicyStatus = (typeof policyStatuses)[number];
/** `closed` filters cancelled and ended together (the agent's third tab). */
export const policyStatusFilters = [...policyStatuses, 'closed'] as const;
export type PolicyStatusFilter = (typeof policyStatusFilters)[number];

export const policiesDefaultPageSize = 10;

const idSchema = z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId });
const isoDate = z.string({ error: m.required }).trim().min(1, { error: m.required }).max(10);

/** What a new subscription carries (spec 1 §7 createGeneralPolicy). The product is named by id. */
export const policyInputSchema = z.object({
  createdAt: isoDate,
  expiredAt: isoDate,
  policyProduct: z.object(
    { _id: z.string({ error: m.productRequired }).uuid({ error: m.productRequired }) },
    {
      error: m.productRequired,
    },
  ),
  machine: machineSnapshotSchema,
  userInformation: insuredSchema,
  isInsuranceCase: z.boolean().default(false),
  damageReport: damageReportInputSchema.nullable().optional().default(null),
  files: filesInputSchema,
  notes: z.string().trim().max(4000, { error: m.tooLong }).optional().default(''),
});
export type PolicyInput = z.input<typeof policyInputSchema>;
export type ParsedPolicyInput = z.output<typeof policyInputSchema>;

export const createPolicyRequestSchema = z.object({ policy: policyInputSchema });
export type CreatePolicyRequest = z.input<typeof createPolicyRequestSchema>;

/**
 * updateGeneralPolicy (spec 1 §7): status `active` approves a pending subscription (staff only),
 * `cancelled` cancels it with a reason, and userInformation and machine edit the insured's details
 * and the machine. Once a subscription is active only staff change those two (ADR 0018).
 */
export const updatePolicyRequestSchema = z.object({
  generalPolicy: z
    .object({
      _id: idSchema,
      status: z.enum(['active', 'cancelled'], { error: m.invalidValue }).optional(),
      notes: z.string().trim().max(4000, { error: m.tooLong }).optional(),
      closeReason: z.string().trim().max(500, { error: m.tooLong }).optional(),
      userInformation: insuredSchema.optional(),
      machine: machineSnapshotSchema.optional(),
    })
    .superRefine((policy, ctx) => {
      if (policy.status === 'cancelled' && !policy.closeReason)
        ctx.addIssue({ code: 'custom', path: ['closeReason'], message: m.reasonRequired });
      if (!policy.status && !policy.userInformation && !policy.machine && policy.notes === undefined)
        ctx.addIssue({ code: 'custom', path: ['status'], message: m.required });
    }),
});

export type UpdatePolicyRequest = z.input<typeof updatePolicyRequestSchema>;

/**
 * Who may change the insured person and the machine of a subscription in this status: anyone who
 * may edit it while it awaits approval; once approved (active, or ended), staff only (issue 13).
 */
export function mayChangeInsuredAndMachine(role: Role, status: PolicyStatus): boolean {
  return status === 'pending' || isStaff(role);
}

export const cancelPolicyRequestSchema = z.object({
  _id: idSchema,
  closeReason: z.string({ error: m.reasonRequired }).trim().min(1, { error: m.reasonRequired }).max(500),
});
export const renewPolicyRequestSchema = z.object({ _id: idSchema });
export const policyPdfRequestSchema = z.object({ _id: idSchema });
/** Legacy delete (the agent's cancel button): cancels and keeps the record. */
export const deletePolicyRequestSchema = z.object({ policyId: idSchema });

const lookupTerm = z.string().trim().min(1, { error: m.required }).max(20);
/** The legacy lookups (spec 1 §7): one subscription by its PI- number, or all of a plate's. */
export const searchPolicyByNumberRequestSchema = z.object({ policyNumber: lookupTerm });
export const searchPolicyByTractorNumberRequestSchema = z.object({ tractorNumber: lookupTerm });

const search = (max: number) => z.string().trim().max(max, { error: m.tooLong }).optional();

/** The subscriptions lists' sortable columns; newest recorded first by default, as before sorting. */
export const policiesSort = defineListSort(
  ['recordedAt', 'policyNumber', 'status', 'name', 'startDate', 'endDate', 'tractorNumber', 'createdBy'],
  { sortBy: 'recordedAt', sortDir: 'desc' },
);
export type PoliciesSortKey = (typeof policiesSort.keys)[number];

export const policiesQuerySchema = z.object({
  ...listSortFields(policiesSort),
  page: zeroBasedPage,
  limit: insuranceLimit(policiesDefaultPageSize),
  policyNumber: search(20),
  tractorNumber: search(20),
  vinNumber: search(40),
  status: z.enum(policyStatusFilters, { error: m.invalidValue }).optional(),
  /** The creator's user id (the worker table's creator filter). */
  createdBy: z.string().uuid({ error: m.invalidValue }).optional(),
});
export type PoliciesQuery = z.input<typeof policiesQuerySchema>;

/** The agent lists' payload (spec 1 §7): who is asking comes from the session, not from here. */
export const agentListRequestSchema = z.object({
  userId: z.string().max(100).optional(),
  role: z.enum(roles).optional(),
  userType: z.enum(userTypes).optional(),
  page: zeroBasedPage,
  limit: insuranceLimit(policiesDefaultPageSize),
  policyNumber: search(20),
  tractorNumber: search(20),
});
export type AgentListRequest = z.input<typeof agentListRequestSchema>;
/** The agent's subscription tabs: the legacy payload, sortable as the worker's list is. */
export const agentPoliciesRequestSchema = agentListRequestSchema.extend(listSortFields(policiesSort));
export type AgentPoliciesRequest = z.input<typeof agentPoliciesRequestSchema>;

export const policyProductSnapshotSchema = z.object({
  _id: z.string(),
  policyNumber: z.string(),
  policyName: z.string(),
  policyPrice: z.number(),
  policyType: z.string(),
  deductible: z.number(),
  type: z.enum(policyProductTypes),
  link: z.string(),
});
export type PolicyProductSnapshot = z.infer<typeof policyProductSnapshotSchema>;

const storedMachine = z.object({
  vinNumber: z.string(),
  machine: z.string(),
  model: z.string(),
  tractorNumber: z.string(),
  year: z.string(),
  description: z.string(),
});
export const storedInsuredSchema = z.object({
  userType: z.enum(userTypes),
  name: z.string(),
  userId: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  postalCode: z.string(),
  additionalInfo: z.string(),
});
export type StoredInsured = z.infer<typeof storedInsuredSchema>;
export const storedDamageReportSchema = z.object({
  policyDetails: z.object({ policyNumber: z.string() }),
  insuredPerson: z.object({ name: z.string(), idNumber: z.string(), address: z.string() }),
  accidentDetails: z.object({
    accidentDate: z.string(),
    accidentTime: z.string(),
    accidentLocation: z.string(),
    policeInvolved: z.boolean(),
    towTruckInvolved: z.boolean(),
    fireDepartmentInvolved: z.boolean(),
    detailedAccidentDescription: z.string(),
  }),
});

/** A subscription as the API answers it, with the spec's names (spec 1 §3). */
export const policySchema = z.object({
  _id: z.string(),
  policyNumber: z.string(),
  createdAt: z.string(),
  expiredAt: z.string(),
  status: z.enum(policyStatuses),
  closeReason: z.string(),
  notes: z.string(),
  /** A signed link to the stored policy PDF; null until one is made. */
  insurancePdf: z.string().nullable(),
  pdfInsuranceUrl: z.string().nullable(),
  /** Whether the policy PDF is stored; after approval it is printed in the background (ADR 0037). */
  pdfReady: z.boolean(),
  groupId: z.string().nullable(),
  isInsuranceCase: z.boolean(),
  createdBy: createdBySchema,
  policyProduct: policyProductSnapshotSchema,
  machine: storedMachine,
  userType: z.enum(userTypes),
  userInformation: storedInsuredSchema,
  imageUrl: z.array(z.object({ value: z.string() })),
  documents: z.object({ carLicense: z.string().nullable(), carPolicy: z.string().nullable() }),
  files: filesSchema,
  damageReport: storedDamageReportSchema.nullable(),
  /** The subscription this one renews, if any. */
  renewedFrom: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: createdBySchema.nullable(),
  /** When the record was made (ISO timestamp); `createdAt` is the start date. */
  recordedAt: z.string(),
});
export type Policy = z.infer<typeof policySchema>;

export const policiesListSchema = z.object({
  policies: z.array(policySchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PoliciesList = z.infer<typeof policiesListSchema>;

/** The legacy agent lists name the total `totalPolicies` (spec 1 §7). */
export const agentPoliciesListSchema = z.object({
  policies: z.array(policySchema),
  totalPolicies: z.number().int(),
  totalPages: z.number().int(),
});

/**
 * Approval answers at once with the subscription and `queued`: its PDF is printed in the background
 * (ADR 0037; spec 1 §4: approve even when the PDF fails). Other updates answer `unchanged`.
 * `created` and `failed` were the answers of the approval that printed first; no longer sent.
 */
export const policyUpdateResultSchema = z.object({
  generalPolicy: policySchema,
  pdf: z.enum(['queued', 'unchanged', 'created', 'failed']),
});
export type PolicyUpdateResult = z.infer<typeof policyUpdateResultSchema>;

export const policyPdfResultSchema = z.object({ url: z.string() });

/** The legacy lookups' answers: one subscription, or a plate's subscriptions. */
export const policyAnswerSchema = z.object({ policy: policySchema });
export const policiesAnswerSchema = z.object({ policies: z.array(policySchema) });
