import { randomUUID } from 'node:crypto';
import {
  type AgentPoliciesRequest,
  addDays,
  can,
  checkPeriod,
  damageReportIssues,
  errorCodes,
  expiryWarningDays,
  isStaff,
  type ListSort,
  listSortOf,
  validationMessages as m,
  mayChangeInsuredAndMachine,
  normalizeMachineNumber,
  normalizeSearch,
  type ParsedPolicyInput,
  type PoliciesQuery,
  type PoliciesSortKey,
  type Policy,
  type PolicyStatusFilter,
  policiesDefaultPageSize,
  policiesSort,
  recordNumber,
  renewalPeriod,
  rolesWith,
  todayIso,
  type UpdatePolicyRequest,
} from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/client';
import type { KeysetCursor } from '../../platform/db/keyset';
import { AppError, conflict, forbidden, invalid, notFound } from '../../platform/http/errors';
import { forEachId } from '../../platform/http/for-each-id';
import { pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import { attachSlots, fileSlotsOf, slotIds } from '../insurance/file-slots';
import { resolveParties } from '../insurance/insurance-parties';
import { viewerOf } from '../insurance/insurance-viewer';
import { type Notify, noNotify } from '../notifications/notify';
import type { PolicyProductsService } from '../policy-products/policy-products.service';
import type { PolicyFilters } from './policies.filters';
import { machineNumbersOf, periodOf, toEndingSoon, toPolicy } from './policies.mapper';
import { policiesRepository } from './policies.repository';
import type { PolicyRow, policies } from './policies.table';
import { createPolicyPdfQueue, type PolicyPdfQueueOptions } from './policy-pdf-queue';

export const policyEntity = 'policy';
export const policyPdfEntity = 'policyPdf';
/** The reason a cancel through the legacy delete call records. */
const legacyDeleteReason = 'בוטל על ידי הסוכן';

/** The request's fields that differ from the stored block, as `prefix.field` paths. */
function changedFields(
  prefix: string,
  stored: Record<string, unknown>,
  sent: Record<string, unknown> | undefined,
): Record<string, true> {
  if (!sent) return {};
  return Object.fromEntries(
    Object.keys(sent)
      .filter((key) => (sent[key] ?? '') !== (stored[key] ?? ''))
      .map((key) => [`${prefix}.${key}`, true as const]),
  );
}

/** Makes the policy document of a subscription; injected so the engine can be absent or fail. */
export type PolicyPdfRenderer = (policy: Policy, issuedOn: string) => Promise<Buffer>;

export interface PoliciesDependencies {
  db: Database;
  files: FilesService;
  products: PolicyProductsService;
  renderPdf: PolicyPdfRenderer;
  now?: () => Date;
  /** Where the background PDF printing reports failures (the app's logger). */
  log?: PolicyPdfQueueOptions['log'];
  /** Tells the approvers of a new pending subscription after it commits (issue 18). */
  notify?: Notify;
}

const silentLog: PolicyPdfQueueOptions['log'] = { warn: () => {}, error: () => {} };

const agentTabs = {
  pending: 'pending',
  active: 'active',
  canceled: 'closed',
} as const satisfies Record<string, PolicyStatusFilter>;
export type AgentTab = keyof typeof agentTabs;

/** A typed plate or chassis fragment as its list filter matches it: trimmed, normalized, or none. */
const machineNumberTerm = (term: string | undefined) =>
  normalizeMachineNumber(normalizeSearch(term) ?? '') || undefined;

/** Subscriptions (spec 1 §2–§8, ADR 0010). */
export function createPoliciesService(deps: PoliciesDependencies) {
  const { db, files, products } = deps;
  const today = () => todayIso(deps.now?.() ?? new Date());
  const log = deps.log ?? silentLog;
  const pdfQueue = createPolicyPdfQueue({ concurrency: 2, log });

  async function withFiles(executor: Executor, rows: PolicyRow[]): Promise<Policy[]> {
    const slots = await fileSlotsOf(executor, files, policyEntity, rows);
    const pdfs = await files.listFor(
      executor,
      policyPdfEntity,
      rows.filter((row) => row.pdfFileId).map((row) => row.id),
    );
    const day = today();
    return rows.map((row) => {
      const pdf = pdfs.get(row.id)?.find((file) => file._id === row.pdfFileId);
      return toPolicy(
        row,
        slots.get(row.id) as NonNullable<ReturnType<typeof slots.get>>,
        pdf?.url ?? null,
        day,
      );
    });
  }

  async function one(executor: Executor, row: PolicyRow): Promise<Policy> {
    const [policy] = await withFiles(executor, [row]);
    return policy as Policy;
  }

  /** A subscription the caller may see, or 404 (never 403: others' records do not exist for them). */
  async function findVisible(executor: Executor, caller: AccessClaims, id: string, lock = false) {
    const row = await policiesRepository.findVisible(
      executor,
      await viewerOf(executor, caller),
      { id },
      lock,
    );
    if (!row) throw notFound('Subscription not found');
    return row;
  }

  async function page(
    caller: AccessClaims,
    filters: PolicyFilters,
    pageIndex: number,
    limit: number,
    sort?: ListSort<PoliciesSortKey>,
  ) {
    const { rows, total } = await policiesRepository.page(db, await viewerOf(db, caller), filters, {
      offset: pageIndex * limit,
      limit,
      sort,
    });
    return { policies: await withFiles(db, rows), total, limit };
  }

  /** Inserts with a fresh PI- number, drawing again on the rare repeat of a UUID segment. */
  async function insertNumbered(tx: Executor, values: Omit<typeof policies.$inferInsert, 'policyNumber'>) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await policiesRepository.insert(tx, {
        ...values,
        policyNumber: recordNumber('PI', randomUUID()),
      });
      if (row) return row;
    }
    throw new Error('could not draw a free policy number');
  }

  /** Prints the policy document of a subscription as it is (or is about to be) active. */
  async function renderPolicy(row: PolicyRow): Promise<Buffer> {
    return deps.renderPdf(await one(db, { ...row, status: 'active' }), today());
  }

  async function storePdf(tx: Executor, caller: AccessClaims, row: PolicyRow, content: Buffer) {
    return files.saveGenerated(tx, {
      content,
      name: `${row.policyNumber}.pdf`,
      kind: 'pdf',
      uploadedBy: caller.userId,
      owner: { entity: policyPdfEntity, id: row.id },
    });
  }

  /** A new pending subscription: its approvers hear of it (issue 18). */
  async function awaitingApproval(caller: AccessClaims, policy: Policy) {
    await (deps.notify ?? noNotify)({
      kind: 'subscriptionAwaitingApproval',
      params: { number: policy.policyNumber, name: policy.userInformation.name },
      link: `/dashboard/worker/services/insurance?policyNumber=${encodeURIComponent(policy.policyNumber)}`,
      to: { roles: rolesWith('policies.approve') },
      by: caller.userId,
    });
  }

  /** The list's filters from its query, for its pages and its export alike. */
  function listFilters(query: PoliciesQuery): PolicyFilters {
    return {
      status: query.status,
      today: today(),
      policyNumber: normalizeSearch(query.policyNumber),
      plateStartsWith: machineNumberTerm(query.tractorNumber),
      chassisStartsWith: machineNumberTerm(query.vinNumber),
      createdBy: query.createdBy,
    };
  }

  const service = {
    /**
     * The list's rows after a cursor, shaped as `list` answers them, with no count: an export
     * reads the whole list in batches this way (ADR 0040).
     */
    async exportBatch(
      caller: AccessClaims,
      query: PoliciesQuery,
      after: KeysetCursor | undefined,
      limit: number,
    ) {
      const { rows, next } = await policiesRepository.batchAfter(
        db,
        await viewerOf(db, caller),
        listFilters(query),
        {
          after,
          limit,
          sort: listSortOf(policiesSort, query),
        },
      );
      return { items: await withFiles(db, rows), next };
    },

    async list(caller: AccessClaims, query: PoliciesQuery) {
      const limit = Number(query.limit ?? policiesDefaultPageSize);
      const result = await page(
        caller,
        listFilters(query),
        Number(query.page ?? 0),
        limit,
        listSortOf(policiesSort, query),
      );
      return pageOf('policies', result.policies, result.total, limit);
    },

    /** The agent's three tabs (spec 1 §7): the legacy answer names its total `totalPolicies`. */
    async agentList(caller: AccessClaims, tab: AgentTab, request: AgentPoliciesRequest) {
      const limit = Number(request.limit ?? policiesDefaultPageSize);
      const filters: PolicyFilters = {
        status: agentTabs[tab],
        today: today(),
        policyNumber: normalizeSearch(request.policyNumber),
        plateStartsWith: machineNumberTerm(request.tractorNumber),
      };
      const result = await page(
        caller,
        filters,
        Number(request.page ?? 0),
        limit,
        listSortOf(policiesSort, request),
      );
      const { total, totalPages } = pageOf('policies', result.policies, result.total, limit);
      return { policies: result.policies, totalPolicies: total, totalPages };
    },

    async byNumber(caller: AccessClaims, policyNumber: string) {
      const row = await policiesRepository.findVisible(db, await viewerOf(db, caller), {
        policyNumber: policyNumber.trim().toUpperCase(),
      });
      if (!row) throw notFound('Subscription not found');
      return { policy: await one(db, row) };
    },

    async byPlate(caller: AccessClaims, plate: string) {
      const rows = await policiesRepository.listByPlate(
        db,
        await viewerOf(db, caller),
        normalizeMachineNumber(plate),
        50,
      );
      return { policies: await withFiles(db, rows) };
    },

    async create(caller: AccessClaims, input: ParsedPolicyInput) {
      const periodIssues = checkPeriod(input, today());
      const issues: Record<string, string> = Object.fromEntries(
        periodIssues.map((issue) => [issue.field, issue.message]),
      );
      if (input.isInsuranceCase && input.damageReport)
        for (const issue of damageReportIssues(input.damageReport)) issues[issue.path] = issue.message;
      if (Object.keys(issues).length > 0) throw invalid(issues);
      const { policy, removed } = await db.transaction(async (tx) => {
        const product = await products.snapshotOf(tx, input.policyProduct._id);
        if (!product) throw invalid({ 'policyProduct._id': m.productNotFound });
        const parties = await resolveParties(tx, caller, input.userInformation.userId);
        const slots = slotIds(input.files);
        const row = await insertNumbered(tx, {
          status: 'pending',
          ...periodOf(input),
          notes: input.notes,
          groupId: parties.groupId,
          customerUserId: parties.customerUserId,
          createdById: caller.userId,
          createdByRole: caller.role,
          createdByName: parties.createdBy.name,
          productId: product._id,
          product,
          machine: input.machine,
          ...machineNumbersOf(input.machine),
          userType: input.userInformation.userType,
          insured: input.userInformation,
          insuredName: input.userInformation.name,
          insuredIdNumber: input.userInformation.userId,
          isInsuranceCase: input.isInsuranceCase,
          damageReport: input.isInsuranceCase ? input.damageReport : null,
          files: slots,
        });
        const removed = await attachSlots(tx, files, caller, { entity: policyEntity, id: row.id }, slots);
        await recordActivity(tx, caller, {
          action: 'create',
          entity: policyEntity,
          entityId: row.id,
          newValues: { policyNumber: row.policyNumber, status: row.status, product: product.policyName },
        });
        return { policy: await one(tx, row), removed };
      });
      await files.removeStored(removed);
      await awaitingApproval(caller, policy);
      return policy;
    },

    /**
     * updateGeneralPolicy: approval (status active, for `policies.approve`), cancellation (status
     * cancelled with a reason) or new details of the insured. Approval answers `queued`: the PDF
     * follows in the background (ADR 0037).
     */
    async update(caller: AccessClaims, request: UpdatePolicyRequest['generalPolicy'] & { _id: string }) {
      if (request.status === 'active') return service.approve(caller, request._id, request.notes ?? '');
      if (request.status === 'cancelled')
        return {
          generalPolicy: await service.cancel(caller, request._id, request.closeReason ?? ''),
          pdf: 'unchanged' as const,
        };
      return db.transaction(async (tx) => {
        const before = await findVisible(tx, caller, request._id, true);
        if (before.status === 'cancelled')
          throw conflict('A cancelled subscription cannot change', { status: m.notPending });
        const insured = request.userInformation as PolicyRow['insured'] | undefined;
        const machine = request.machine as PolicyRow['machine'] | undefined;
        const changed = {
          ...changedFields('generalPolicy.userInformation', before.insured, insured),
          ...changedFields('generalPolicy.machine', before.machine, machine),
        };
        const isChanging = Object.keys(changed).length > 0;
        // A new insured ID links the customer anew, by the same rule as a create (ADR 0018).
        const isNewInsured = insured?.userId !== undefined && insured.userId !== before.insuredIdNumber;
        if (isChanging && !mayChangeInsuredAndMachine(caller.role, before.status))
          throw new AppError(
            errorCodes.policyLocked,
            'Once a subscription is active, only staff change the insured person and the machine',
            { fields: Object.fromEntries(Object.keys(changed).map((path) => [path, m.lockedAfterApproval])) },
          );
        const customerUserId =
          insured && isNewInsured
            ? (await resolveParties(tx, caller, insured.userId)).customerUserId
            : before.customerUserId;
        const row = await policiesRepository.update(tx, before.id, {
          ...(insured
            ? {
                insured,
                userType: insured.userType,
                insuredName: insured.name,
                insuredIdNumber: insured.userId,
                customerUserId,
              }
            : {}),
          ...(machine ? { machine, ...machineNumbersOf(machine) } : {}),
          // The stored document names the old person or machine: the next view prints it anew.
          ...(isChanging && before.pdfFileId ? { pdfFileId: null } : {}),
          ...(request.notes !== undefined ? { notes: request.notes } : {}),
        });
        await recordActivity(tx, caller, {
          action: 'update',
          entity: policyEntity,
          entityId: row.id,
          oldValues: { userInformation: before.insured, machine: before.machine, notes: before.notes },
          newValues: { userInformation: row.insured, machine: row.machine, notes: row.notes },
        });
        return { generalPolicy: await one(tx, row), pdf: 'unchanged' as const };
      });
    },

    /**
     * Approval commits the new status and answers at once; the policy PDF is printed afterwards in
     * the background (ADR 0037). Spec 1 §4's "approve even when the PDF fails" holds: a failed print
     * is tried once more, then made when the document is first opened.
     */
    async approve(caller: AccessClaims, id: string, notes: string) {
      // The permission table decides, as it does for the route and the screen's approve button.
      if (!can(caller.role, 'policies.approve')) throw forbidden();
      const approvedBy = (await resolveParties(db, caller, '')).createdBy;
      const answer = await db.transaction(async (tx) => {
        const before = await findVisible(tx, caller, id, true);
        if (before.status !== 'pending')
          throw conflict('This subscription is no longer awaiting approval', { status: m.notPending });
        const row = await policiesRepository.update(tx, id, {
          status: 'active',
          notes: notes || before.notes,
          // A document printed before approval would not name the approval: the queue prints anew.
          pdfFileId: null,
          approvedAt: new Date(),
          approvedBy,
        });
        await recordActivity(tx, caller, {
          action: 'approve',
          entity: policyEntity,
          entityId: id,
          oldValues: { status: before.status },
          newValues: { status: 'active', pdf: 'queued' },
          notes: notes || null,
        });
        return { generalPolicy: await one(tx, row), pdf: 'queued' as const };
      });
      // Queued only once committed, so the printer never reads a subscription still pending.
      pdfQueue.enqueue({ policyId: id, run: async () => void (await service.pdfUrl(caller, id)) });
      return answer;
    },

    /**
     * Approves each id by the same `approve` as one approval, one after another; an id that fails
     * is reported with the code its own approval would have answered, and the others go on.
     */
    approveMany(caller: AccessClaims, ids: readonly string[]) {
      return forEachId(ids, (id) => service.approve(caller, id, ''));
    },

    /** The background PDF printing: tests wait for it, the app drains it on close. */
    pdfQueue: { whenIdle: () => pdfQueue.whenIdle(), close: () => pdfQueue.close() },

    async cancel(caller: AccessClaims, id: string, closeReason: string) {
      if (!closeReason.trim()) throw invalid({ closeReason: m.reasonRequired });
      return db.transaction(async (tx) => {
        const before = await findVisible(tx, caller, id, true);
        if (before.status === 'cancelled')
          throw conflict('This subscription is already cancelled', { status: m.notPending });
        const row = await policiesRepository.update(tx, id, {
          status: 'cancelled',
          closeReason: closeReason.trim(),
        });
        await recordActivity(tx, caller, {
          action: 'cancel',
          entity: policyEntity,
          entityId: id,
          oldValues: { status: before.status },
          newValues: { status: 'cancelled', closeReason: row.closeReason },
        });
        return one(tx, row);
      });
    },

    /** The legacy delete is the agent's cancel button (spec 1 §4): the subscription is kept, cancelled. */
    async cancelByLegacyDelete(caller: AccessClaims, id: string) {
      return service.cancel(caller, id, legacyDeleteReason);
    },

    /** A new pending subscription for the next period, with the same product, machine and insured. */
    async renew(caller: AccessClaims, id: string) {
      const renewed = await db.transaction(async (tx) => {
        const before = await findVisible(tx, caller, id);
        if (before.status === 'pending')
          throw conflict('A pending subscription cannot be renewed', { status: m.notPending });
        const product = await products.snapshotOf(tx, before.productId);
        if (!product)
          throw conflict('The subscription product no longer exists', { policyProduct: m.productNotFound });
        const period = renewalPeriod(before.endDate, today());
        const parties = await resolveParties(tx, caller, before.insuredIdNumber);
        const row = await insertNumbered(tx, {
          status: 'pending',
          startDate: period.startDate,
          endDate: period.endDate,
          groupId: before.groupId ?? parties.groupId,
          // Staff keep the link; anyone else links only to a customer of their own groups (ADR 0018).
          customerUserId: isStaff(caller.role) ? before.customerUserId : parties.customerUserId,
          createdById: caller.userId,
          createdByRole: caller.role,
          createdByName: parties.createdBy.name,
          productId: product._id,
          product,
          machine: before.machine,
          chassis: before.chassis,
          plate: before.plate,
          userType: before.userType,
          insured: before.insured,
          insuredName: before.insuredName,
          insuredIdNumber: before.insuredIdNumber,
          files: {
            images: { front: null, back: null, right: null, left: null },
            documents: { machineInsurance: null, machineLicense: null },
          },
          renewedFrom: before.id,
        });
        await recordActivity(tx, caller, {
          action: 'renew',
          entity: policyEntity,
          entityId: row.id,
          newValues: { policyNumber: row.policyNumber, renewedFrom: before.policyNumber },
        });
        return one(tx, row);
      });
      await awaitingApproval(caller, renewed);
      return renewed;
    },

    /**
     * The signed link of the policy PDF, made now if an active subscription has none yet: what the
     * background queue runs after approval, and what covers a print it lost (a restart) or failed.
     */
    async pdfUrl(caller: AccessClaims, id: string) {
      const existing = await findVisible(db, caller, id);
      if (existing.pdfFileId) {
        const file = await files.linkOf(db, existing.pdfFileId);
        if (file) return { url: file.url };
      }
      if (existing.status !== 'active')
        throw conflict('This subscription has no policy document yet', { status: m.notPending });
      const content = await renderPolicy(existing).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        throw new AppError(errorCodes.unavailable, 'The policy document cannot be made right now');
      });
      return db.transaction(async (tx) => {
        const row = await findVisible(tx, caller, id, true);
        // Two people opened it at once: the first one's document is the one kept.
        const kept = row.pdfFileId ? await files.linkOf(tx, row.pdfFileId) : undefined;
        if (kept) return { url: kept.url };
        const file = await storePdf(tx, caller, row, content);
        await policiesRepository.update(tx, id, { pdfFileId: file._id });
        return { url: file.url };
      });
    },

    /** The caller's own figures for the dashboard main screen. */
    async dashboard(caller: AccessClaims) {
      const day = today();
      const soon = addDays(day, expiryWarningDays);
      const viewer = await viewerOf(db, caller);
      const now = deps.now?.() ?? new Date();
      const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1));
      const [counts, perMonth, ending] = await Promise.all([
        policiesRepository.statusCounts(db, viewer, day, soon),
        policiesRepository.createdPerMonth(db, viewer, since),
        policiesRepository.endingBetween(db, viewer, day, soon, 10),
      ]);
      const months = Array.from({ length: 6 }, (_, index) => {
        const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + index, 1));
        return date.toISOString().slice(0, 7);
      });
      const byMonth = new Map(perMonth.map((row) => [row.month, row.count]));
      return {
        policies: counts,
        policiesByMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
        endingSoon: ending.map(toEndingSoon),
      };
    },
  };
  return service;
}
export type PoliciesService = ReturnType<typeof createPoliciesService>;
