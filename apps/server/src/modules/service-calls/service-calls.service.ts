import { randomUUID } from 'node:crypto';
import {
  type AgentServiceCallsRequest,
  agentServiceCallsSort,
  can,
  damageReportIssues,
  isUuid,
  type ListSort,
  listSortOf,
  validationMessages as m,
  normalizeMachineNumber,
  normalizeSearch,
  type ParsedServiceCallInput,
  recordNumber,
  rolesWith,
  type ServiceCall,
  type ServiceCallsQuery,
  type ServiceCallsSortKey,
  serviceCallsDefaultPageSize,
  serviceCallsSort,
  serviceCoverageIssues,
  todayIso,
} from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/client';
import type { KeysetCursor } from '../../platform/db/keyset';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors';
import { forEachId } from '../../platform/http/for-each-id';
import { pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import { attachSlots, fileSlotsOf, slotIds } from '../insurance/file-slots';
import { resolveParties } from '../insurance/insurance-parties';
import { viewerOf } from '../insurance/insurance-viewer';
import { type Notify, noNotify } from '../notifications/notify';
import { holdsSubscription } from '../policies/policies.read-model';
import type { PolicyProductsService } from '../policy-products/policy-products.service';
import type { ServiceCallFilters } from './service-calls.filters';
import { toServiceCall } from './service-calls.mapper';
import { serviceCallsRepository } from './service-calls.repository';
import type { ServiceCallRow } from './service-calls.table';

const entity = 'serviceCall';

/** A typed plate or chassis fragment as the list matches it: trimmed, normalized, or none. */
const machineNumberTerm = (term: string | undefined) =>
  normalizeMachineNumber(normalizeSearch(term) ?? '') || undefined;

function filtersOf(query: ServiceCallsQuery): ServiceCallFilters {
  return {
    status: query.status,
    createdBy: query.createdBy,
    insuredName: normalizeSearch(query.customerName),
    insuredIdNumberStartsWith: normalizeSearch(query.customerId),
    chassisStartsWith: machineNumberTerm(query.vinNumber),
    plateStartsWith: machineNumberTerm(query.tractorNumber),
    search: normalizeSearch(query.search),
  };
}

/** Service calls (spec 1 §2–§8, ADR 0010). */
export function createServiceCallsService(
  db: Database,
  files: FilesService,
  products: PolicyProductsService,
  now: () => Date = () => new Date(),
  /** Tells the approvers of a new call after it commits (issue 18). */
  notify: Notify = noNotify,
) {
  async function withFiles(executor: Executor, rows: ServiceCallRow[]): Promise<ServiceCall[]> {
    const slots = await fileSlotsOf(executor, files, entity, rows);
    return rows.map((row) =>
      toServiceCall(row, slots.get(row.id) as NonNullable<ReturnType<typeof slots.get>>),
    );
  }

  async function one(executor: Executor, row: ServiceCallRow) {
    return (await withFiles(executor, [row]))[0] as ServiceCall;
  }

  async function page(
    caller: AccessClaims,
    filters: ServiceCallFilters,
    pageIndex: number,
    limit: number,
    sort?: ListSort<ServiceCallsSortKey>,
  ) {
    const { rows, total } = await serviceCallsRepository.page(db, await viewerOf(db, caller), filters, {
      offset: pageIndex * limit,
      limit,
      sort,
    });
    return pageOf('serviceCalls', await withFiles(db, rows), total, limit);
  }

  const service = {
    /**
     * The list's rows after a cursor, shaped as `list` answers them, with no count: an export
     * reads the whole list in batches this way (ADR 0040).
     */
    async exportBatch(
      caller: AccessClaims,
      query: ServiceCallsQuery,
      after: KeysetCursor | undefined,
      limit: number,
    ) {
      const { rows, next } = await serviceCallsRepository.batchAfter(
        db,
        await viewerOf(db, caller),
        filtersOf(query),
        {
          after,
          limit,
          sort: listSortOf(serviceCallsSort, query),
        },
      );
      return { items: await withFiles(db, rows), next };
    },

    async list(caller: AccessClaims, query: ServiceCallsQuery) {
      return page(
        caller,
        filtersOf(query),
        Number(query.page ?? 0),
        Number(query.limit ?? serviceCallsDefaultPageSize),
        listSortOf(serviceCallsSort, query),
      );
    },

    async agentList(caller: AccessClaims, status: 'active' | 'pending', request: AgentServiceCallsRequest) {
      return page(
        caller,
        { status },
        Number(request.page ?? 0),
        Number(request.limit ?? serviceCallsDefaultPageSize),
        listSortOf(agentServiceCallsSort, request),
      );
    },

    /** By id or by SC- number (searchServiceCallById). */
    async find(caller: AccessClaims, idOrNumber: string) {
      const term = idOrNumber.trim();
      const key = isUuid(term) ? { id: term } : { serviceCallNumber: term.toUpperCase() };
      const row = await serviceCallsRepository.findOne(db, key, await viewerOf(db, caller));
      if (!row) throw notFound('Service call not found');
      return { serviceCall: await one(db, row) };
    },

    /** The newest pending call the caller can see (getLastPendingServiceCallId). */
    async lastPendingNumber(caller: AccessClaims) {
      const row = await serviceCallsRepository.findOne(db, { status: 'pending' }, await viewerOf(db, caller));
      return { newPendingServiceCallId: row?.serviceCallNumber ?? null };
    },

    async create(caller: AccessClaims, input: ParsedServiceCallInput) {
      const issues: Record<string, string> = {};
      if (input.isInsuranceCase)
        for (const issue of damageReportIssues(input.damageReport ?? emptyReport()))
          issues[issue.path] = issue.message;
      // A subscription product, an insurance case or paid service (ADR 0030): the wizard's rule.
      Object.assign(issues, serviceCoverageIssues(input));
      if (Object.keys(issues).length > 0) throw invalid(issues);
      const { serviceCall, removed } = await db.transaction(async (tx) => {
        const product = input.policyProduct ? await products.snapshotOf(tx, input.policyProduct._id) : null;
        if (input.policyProduct && !product) throw invalid({ 'policyProduct._id': m.productNotFound });
        // A customer names only cover it holds for this machine today (ADR 0033); others open calls
        // for customers and staff approve every call, so for them the product is a choice as before.
        if (
          product &&
          caller.role === 'customer' &&
          !input.isInsuranceCase &&
          !(await holdsSubscription(tx, {
            customerUserId: caller.userId,
            chassis: input.machine.vinNumber,
            plate: input.machine.tractorNumber,
            productId: product._id,
            on: todayIso(now()),
          }))
        )
          throw invalid({ 'policyProduct._id': m.subscriptionNotHeld });
        const parties = await resolveParties(tx, caller, input.userInformation.userId);
        const slots = slotIds(input.files);
        let row: ServiceCallRow | undefined;
        for (let attempt = 0; attempt < 5 && !row; attempt++) {
          row = await serviceCallsRepository.insert(tx, {
            serviceCallNumber: recordNumber('SC', randomUUID()),
            status: 'pending',
            notes: input.notes,
            groupId: parties.groupId,
            customerUserId: parties.customerUserId,
            createdById: caller.userId,
            createdByRole: caller.role,
            createdByName: parties.createdBy.name,
            productId: product?._id ?? null,
            product: product ?? null,
            machine: input.machine,
            chassis: input.machine.vinNumber,
            plate: input.machine.tractorNumber,
            userType: input.userInformation.userType,
            insured: input.userInformation,
            insuredName: input.userInformation.name,
            insuredIdNumber: input.userInformation.userId,
            isInsuranceCase: input.isInsuranceCase,
            damageReport: input.isInsuranceCase ? input.damageReport : null,
            incident: input.incident,
            files: slots,
          });
        }
        if (!row) throw new Error('could not draw a free service call number');
        const removed = await attachSlots(tx, files, caller, { entity, id: row.id }, slots);
        await recordActivity(tx, caller, {
          action: 'create',
          entity,
          entityId: row.id,
          newValues: { serviceCallNumber: row.serviceCallNumber, status: row.status },
        });
        return { serviceCall: await one(tx, row), removed };
      });
      await files.removeStored(removed);
      await notify({
        kind: 'serviceCallAwaitingApproval',
        params: { number: serviceCall.serviceCallNumber, name: serviceCall.userInformation.name },
        link: `/dashboard/worker/services/serviceCall?search=${encodeURIComponent(serviceCall.serviceCallNumber)}`,
        to: { roles: rolesWith('serviceCalls.approve') },
        by: caller.userId,
      });
      return serviceCall;
    },

    /** Approval (spec 1 §4): pending → active with notes, once, by `serviceCalls.approve`. */
    async approve(caller: AccessClaims, id: string, notes: string) {
      // The permission table decides, as it does for the route and the screen's approve button.
      if (!can(caller.role, 'serviceCalls.approve')) throw forbidden();
      return db.transaction(async (tx) => {
        // Only calls the approver may see, as for subscriptions: a role granted approval in the
        // permission table approves within its own scope, and others' calls do not exist for it.
        const before = await serviceCallsRepository.findOne(tx, { id }, await viewerOf(tx, caller), true);
        if (!before) throw notFound('Service call not found');
        if (before.status !== 'pending')
          throw conflict('This service call is no longer awaiting approval', { status: m.notPending });
        const approvedBy = (await resolveParties(tx, caller, '')).createdBy;
        const row = await serviceCallsRepository.update(tx, id, {
          status: 'active',
          notes: notes || before.notes,
          approvedAt: new Date(),
          approvedBy,
        });
        await recordActivity(tx, caller, {
          action: 'approve',
          entity,
          entityId: id,
          oldValues: { status: before.status },
          newValues: { status: 'active' },
          notes: notes || null,
        });
        return { serviceCall: await one(tx, row) };
      });
    },

    /**
     * Approves each id by the same `approve` as one approval, one after another; an id that fails
     * is reported with the code its own approval would have answered, and the others go on.
     */
    approveMany(caller: AccessClaims, ids: readonly string[]) {
      return forEachId(ids, (id) => service.approve(caller, id, ''));
    },

    async dashboardCounts(caller: AccessClaims, monthStart: Date) {
      return serviceCallsRepository.counts(db, await viewerOf(db, caller), monthStart);
    },
  };
  return service;
}
export type ServiceCallsService = ReturnType<typeof createServiceCallsService>;

function emptyReport() {
  return {
    policyDetails: { policyNumber: '' },
    insuredPerson: { name: '', idNumber: '', address: '' },
    accidentDetails: {
      accidentDate: '',
      accidentTime: '',
      accidentLocation: '',
      policeInvolved: false,
      towTruckInvolved: false,
      fireDepartmentInvolved: false,
      detailedAccidentDescription: '',
    },
  };
}
