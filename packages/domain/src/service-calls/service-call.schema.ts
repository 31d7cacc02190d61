import { z } from 'zod';
import { defineListSort, type ListSort, listSortFields } from '../common/list-sort';
import { validationMessages as m } from '../common/messages';
import { userTypes } from '../common/roles';
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
import {
  agentListRequestSchema,
  policyProductSnapshotSchema,
  storedDamageReportSchema,
  storedInsuredSchema,
} from '../policies/policy.schema';
import { serviceKinds } from './service-kind';

/**
 * Service-call statuses (spec 1 §4): created pending, approved into active (irreversibly); the
 * two transfer statuses are set by the documents module when a call becomes a quote or work card.
 */
export const serviceCallStatuses = [
  'pending',
  'active',
  'price_quote_transfer',
  'workcard_transfer',
] as const;
export type ServiceCallStatus = (typeof serviceCallStatuses)[number];

export const serviceCallsDefaultPageSize = 15;

export const damageTypes = ['windshield', 'sideWindow', 'rearWindow', 'lights', 'mirror', 'other'] as const;
const yesNo = z.enum(['yes', 'no'], { error: m.invalidValue }).optional().default('no');
const optionalText = (max = 200) => z.string().trim().max(max, { error: m.tooLong }).optional().default('');

/** The incident view fields (spec 1 §3). */
export const incidentInputSchema = z.object({
  date: optionalText(10),
  time: optionalText(5),
  address: optionalText(),
  city: optionalText(100),
  damageType: z.enum(damageTypes, { error: m.invalidValue }).optional(),
  damageTypeOther: optionalText(),
  description: optionalText(4000),
  isThirdPartyInvolved: yesNo,
  thirdPartyName: optionalText(),
  thirdPartyPhone: optionalText(30),
  isReportedToPolice: yesNo,
  policeReportNumber: optionalText(40),
});
export type IncidentInput = z.input<typeof incidentInputSchema>;

/**
 * What a new service call carries. A subscription product is named unless it is an insurance case
 * or paid service (serviceCoverageIssues, ADR 0030).
 */
export const serviceCallInputSchema = z.object({
  machine: machineSnapshotSchema,
  userInformation: insuredSchema,
  policyProduct: z
    .object({ _id: z.string().uuid({ error: m.productRequired }) })
    .nullable()
    .optional()
    .default(null),
  isInsuranceCase: z.boolean().default(false),
  /** Paid service (ADR 0030): no subscription product; staff answer with a price quote. */
  paidService: z.boolean({ error: m.invalidValue }).optional().default(false),
  damageReport: damageReportInputSchema.nullable().optional().default(null),
  incident: incidentInputSchema.nullable().optional().default(null),
  files: filesInputSchema,
  notes: z.string().trim().max(4000, { error: m.tooLong }).optional().default(''),
});
export type ServiceCallInput = z.input<typeof serviceCallInputSchema>;
export type ParsedServiceCallInput = z.output<typeof serviceCallInputSchema>;

export const createServiceCallRequestSchema = z.object({ serviceCall: serviceCallInputSchema });
export type CreateServiceCallRequest = z.input<typeof createServiceCallRequestSchema>;

const idSchema = z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId });

/** Approval (spec 1 §7 updateGeneralServiceCall): status approved with optional notes. */
export const updateServiceCallRequestSchema = z.object({
  serviceCall: z.object({
    _id: idSchema,
    status: z.literal('approved', { error: m.invalidValue }),
    notes: z.string().trim().max(4000, { error: m.tooLong }).optional().default(''),
  }),
});
export type UpdateServiceCallRequest = z.input<typeof updateServiceCallRequestSchema>;

const search = (max: number) => z.string().trim().max(max, { error: m.tooLong }).optional();

/**
 * The service-calls list's sortable columns; newest first by default, as before sorting. The
 * manufacturer is the agent tabs' column: their search goes through this list (agentServiceCallsSort).
 */
export const serviceCallsSort = defineListSort(
  ['createdAt', 'serviceCallNumber', 'status', 'customerName', 'createdBy', 'manufacturer'],
  { sortBy: 'createdAt', sortDir: 'desc' },
);
export type ServiceCallsSortKey = (typeof serviceCallsSort.keys)[number];

/**
 * The agent's service-call tabs' sortable columns (each tab is one status, so status is not among
 * them); newest first by default. Each is also a column of serviceCallsSort, because a tab's search
 * asks the general list with the same sort.
 */
export const agentServiceCallsSort = defineListSort(['createdAt', 'customerName', 'manufacturer'], {
  sortBy: 'createdAt',
  sortDir: 'desc',
} satisfies ListSort<ServiceCallsSortKey>);
export type AgentServiceCallsSortKey = (typeof agentServiceCallsSort.keys)[number];

export const serviceCallsQuerySchema = z.object({
  ...listSortFields(serviceCallsSort),
  page: zeroBasedPage,
  limit: insuranceLimit(serviceCallsDefaultPageSize),
  customerName: search(100),
  customerId: search(20),
  vinNumber: search(40),
  tractorNumber: search(20),
  /** Any of the above at once: the agent tables' general search. */
  search: search(100),
  status: z.enum(serviceCallStatuses, { error: m.invalidValue }).optional(),
  createdBy: z.string().uuid({ error: m.invalidValue }).optional(),
});
export type ServiceCallsQuery = z.input<typeof serviceCallsQuerySchema>;

/** The agent's service-call tabs: the legacy payload, sortable by the tabs' columns. */
export const agentServiceCallsRequestSchema = agentListRequestSchema.extend(
  listSortFields(agentServiceCallsSort),
);
export type AgentServiceCallsRequest = z.input<typeof agentServiceCallsRequestSchema>;

/** getServiceCalls takes the filters flat or under `filters` (spec 1 §7 names both). */
export const serviceCallsRequestSchema = z.preprocess((body) => {
  if (body && typeof body === 'object' && 'filters' in body) {
    const { filters, ...rest } = body as { filters?: unknown };
    return { ...(typeof filters === 'object' && filters ? filters : {}), ...rest };
  }
  return body;
}, serviceCallsQuerySchema);

export const searchServiceCallRequestSchema = z.object({
  serviceCallId: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(40),
});

export const incidentSchema = z.object({
  date: z.string(),
  time: z.string(),
  address: z.string(),
  city: z.string(),
  damageType: z.enum(damageTypes).nullable(),
  damageTypeOther: z.string(),
  description: z.string(),
  isThirdPartyInvolved: z.enum(['yes', 'no']),
  thirdPartyName: z.string(),
  thirdPartyPhone: z.string(),
  isReportedToPolice: z.enum(['yes', 'no']),
  policeReportNumber: z.string(),
});

export const serviceCallSchema = z.object({
  _id: z.string(),
  serviceCallNumber: z.string(),
  /** DD/MM/YYYY, as the spec keeps it (en-GB). */
  createdAt: z.string(),
  recordedAt: z.string(),
  createdBy: createdBySchema,
  status: z.enum(serviceCallStatuses),
  isInsuranceCase: z.boolean(),
  /** Derived (serviceKindOf): covered by a subscription, an insurance case, or paid service to quote. */
  serviceKind: z.enum(serviceKinds),
  closeReason: z.string(),
  machine: z.object({
    vinNumber: z.string(),
    machine: z.string(),
    model: z.string(),
    tractorNumber: z.string(),
    year: z.string(),
    description: z.string(),
  }),
  userType: z.enum(userTypes),
  userInformation: storedInsuredSchema,
  policyProduct: policyProductSnapshotSchema.nullable(),
  files: filesSchema,
  damageReport: storedDamageReportSchema.nullable(),
  incident: incidentSchema.nullable(),
  notes: z.string(),
  groupId: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: createdBySchema.nullable(),
});
export type ServiceCall = z.infer<typeof serviceCallSchema>;

export const serviceCallsListSchema = z.object({
  serviceCalls: z.array(serviceCallSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ServiceCallsList = z.infer<typeof serviceCallsListSchema>;

/** One service call, as approval and the legacy lookup answer it. */
export const serviceCallAnswerSchema = z.object({ serviceCall: serviceCallSchema });

export const lastPendingServiceCallSchema = z.object({ newPendingServiceCallId: z.string().nullable() });
