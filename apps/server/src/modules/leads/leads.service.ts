import { createHash } from 'node:crypto';
import {
  type AttachedFile,
  isStaff,
  type Lead,
  type LeadDetail,
  type LeadLogEntry,
  validationMessages as m,
  maxUploadBytes,
  normalizeMachineNumber,
  normalizeSearch,
  type ParsedCreateLeadRequest,
  type ParsedLeadsQuery,
  type ParsedUpdateLead,
  rolesWith,
} from '@tg/domain';
import { type Actor, activityOf, changedValues, recordActivity } from '../../platform/audit/audit';
import type { ActivityRow } from '../../platform/audit/audit.table';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/client';
import type { KeysetCursor } from '../../platform/db/keyset';
import { invalid, notFound } from '../../platform/http/errors';
import { offsetOf, pageOf } from '../../platform/http/paging';
import type { FilesService } from '../files/files.service';
import { type Notify, noNotify } from '../notifications/notify';
import { usersService } from '../users/users.service';
import { type LeadNoticesSender, leadsPagePath } from './leads.notices';
import { type LeadFilters, leadsRepository as repo } from './leads.repository';
import type { LeadNote, LeadRow } from './leads.table';

export const leadEntity = 'lead';

/**
 * Storefront visitors are not signed in: their photos are held under an uploader id made from their
 * client address until their lead adopts them. Only fresh uploads from the same address can be
 * adopted, and the unadopted-uploads quota holds per address, so one address cannot fill it for all.
 */
export function visitorUploaderOf(clientAddress: string): string {
  const hex = createHash('sha256').update(`lead-visitor:${clientAddress}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
const visitorClaims = (clientAddress: string) =>
  ({ userId: visitorUploaderOf(clientAddress), role: 'customer' }) as AccessClaims;
const visitorActor: Actor = { userId: null, role: 'visitor', name: 'storefront' };

/** What a lead needs from the products module: a living product's name and number, or 404. */
export interface LeadProducts {
  byId(id: string): Promise<{ _id: string; name: string; catalogNumber: string; category: string }>;
}

const leadNotFound = () => notFound('Lead not found');

/** The activity log's entries of a lead, as the detail dialog shows them. */
export function toLogEntry(row: ActivityRow): LeadLogEntry {
  const oldValues = (row.oldValues ?? {}) as Record<string, unknown>;
  const newValues = (row.newValues ?? {}) as Record<string, unknown>;
  const changes: LeadLogEntry['changes'] = {};
  for (const key of new Set([...Object.keys(oldValues), ...Object.keys(newValues)]))
    changes[key] = { from: oldValues[key] ?? null, to: newValues[key] ?? null };
  return {
    at: row.at.toISOString(),
    by: row.actorName ?? row.actorRole ?? '',
    action: row.action,
    changes,
    note: row.notes ?? '',
  };
}

/** The lead's machine as a customer's machine, when the visitor gave one. */
function machineOf(row: LeadRow): { chassis: string; plate: string } | null {
  const chassis = normalizeMachineNumber(row.vinNumber);
  const plate = normalizeMachineNumber(row.tractorNumber);
  return chassis || plate ? { chassis, plate } : null;
}

/** Statuses a lead moves on from when the office acts on it (ADR 0029, "Leads into work"). */
const beforeContact: readonly LeadRow['status'][] = ['new'];

/** The list's filters from its query, for its pages and its export alike. */
function filtersOf(query: Omit<ParsedLeadsQuery, 'page' | 'limit'>): LeadFilters {
  return {
    status: query.status,
    assignedToId: query.assignedTo,
    search: /^\d{1,9}$/.test(query.search?.trim() ?? '')
      ? query.search?.trim()
      : normalizeSearch(query.search),
  };
}

export function createLeadsService(deps: {
  db: Database;
  files: FilesService;
  products: LeadProducts;
  /** A new lead's notice to the office, sent after the lead is committed (never awaited by it). */
  notices?: LeadNoticesSender;
  /** Tells those who follow up leads, in the bell, after the lead commits (issue 18). */
  notify?: Notify;
}) {
  const { db, files } = deps;

  async function present(executor: Executor, rows: LeadRow[]): Promise<Lead[]> {
    const ids = rows.map((row) => row.id);
    const assigneeIds = [...new Set(rows.flatMap((row) => (row.assignedToId ? [row.assignedToId] : [])))];
    const [photos, assignees] = await Promise.all([
      files.listFor(executor, leadEntity, ids),
      usersService.findManyByIds(executor, assigneeIds),
    ]);
    const names = new Map(assignees.map((user) => [user.id, user.name]));
    return rows.map((row) => toLead(row, photos.get(row.id) ?? [], names));
  }

  async function staffName(executor: Executor, caller: AccessClaims): Promise<string> {
    return (await usersService.findById(executor, caller.userId))?.name || caller.role;
  }

  return {
    /** A visitor's request: stored with its photos and product, logged; the office's badge counts it. */
    async create(input: ParsedCreateLeadRequest, clientAddress: string) {
      let product: Awaited<ReturnType<LeadProducts['byId']>> | undefined;
      if (input.productId) {
        try {
          product = await deps.products.byId(input.productId);
        } catch {
          throw invalid({ productId: m.invalidValue }, 'No such product');
        }
      }
      const row = await db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          name: input.name,
          phoneNumber: input.phoneNumber,
          tractorNumber: input.machine.tractorNumber,
          vinNumber: input.machine.vinNumber,
          message: input.message,
          productId: product?._id ?? null,
          productName: product?.name ?? '',
          productCatalogNumber: product?.catalogNumber ?? '',
          productCategory: product?.category ?? '',
          source: input.source,
          language: input.language,
          clientAddress,
        });
        if (input.photoIds.length > 0)
          await files.adopt(
            tx,
            visitorClaims(clientAddress),
            { entity: leadEntity, id: row.id },
            input.photoIds,
            'photoIds',
          );
        await recordActivity(tx, visitorActor, {
          action: 'create',
          entity: leadEntity,
          entityId: row.id,
          notes: String(row.leadNumber),
          newValues: {
            status: row.status,
            source: row.source,
            productCatalogNumber: row.productCatalogNumber,
          },
        });
        return row;
      });
      // Once, after the commit, and not waited for: the visitor's 201 never hangs on a gateway.
      void deps.notices?.send(row);
      await (deps.notify ?? noNotify)({
        kind: 'newLead',
        params: { number: row.leadNumber, name: row.name },
        link: `${leadsPagePath}?lead=${encodeURIComponent(row.id)}`,
        to: { roles: rolesWith('leads.manage') },
      });
      return { leadNumber: row.leadNumber };
    },

    /** A visitor's photo (PNG or JPEG, checked by content), held until a lead adopts it. */
    async uploadPhoto(fileName: string, content: Buffer, clientAddress: string): Promise<{ _id: string }> {
      if (content.length > maxUploadBytes) throw invalid({ file: m.fileTooLarge });
      const file: AttachedFile = await files.upload(visitorClaims(clientAddress), {
        purpose: 'photo',
        fileName,
        content,
      });
      return { _id: file._id };
    },

    /**
     * The list's rows after a cursor, shaped as `list` answers them, with no count: an export
     * reads the whole list in batches this way (ADR 0040).
     */
    async exportBatch(
      query: Omit<ParsedLeadsQuery, 'page' | 'limit'>,
      after: KeysetCursor | undefined,
      limit: number,
    ) {
      const { rows, next } = await repo.batchAfter(db, filtersOf(query), {
        after,
        limit,
        sort: { sortBy: query.sortBy, sortDir: query.sortDir },
      });
      return { items: await present(db, rows), next };
    },

    async list(query: ParsedLeadsQuery) {
      const { rows, total } = await repo.page(db, filtersOf(query), {
        offset: offsetOf(query.page, query.limit),
        limit: query.limit,
        sort: { sortBy: query.sortBy, sortDir: query.sortDir },
      });
      return pageOf('leads', await present(db, rows), total, query.limit);
    },

    async detail(id: string): Promise<LeadDetail> {
      const row = await repo.findById(db, id);
      if (!row) throw leadNotFound();
      const [lead] = await present(db, [row]);
      const logs = await activityOf(db, leadEntity, [row.id]);
      return { lead: lead as Lead, log: (logs.get(row.id) ?? []).map(toLogEntry) };
    },

    async newCount() {
      return { count: await repo.countByStatus(db, 'new') };
    },

    /** Status, assignee, a note or the quote made from it: one log entry for what changed. */
    async update(caller: AccessClaims, input: ParsedUpdateLead): Promise<Lead> {
      return db.transaction(async (tx) => {
        const before = await repo.findById(tx, input._id, true);
        if (!before) throw leadNotFound();
        if (input.assignedToId) {
          const assignee = await usersService.findById(tx, input.assignedToId);
          if (!assignee || !isStaff(assignee.role)) throw invalid({ assignedToId: m.invalidValue });
        }
        const name = await staffName(tx, caller);
        const values: Partial<
          Pick<LeadRow, 'status' | 'assignedToId' | 'priceQuoteDocId' | 'serviceCallId'>
        > = {};
        if (input.status !== undefined) values.status = input.status;
        if (input.assignedToId !== undefined) values.assignedToId = input.assignedToId;
        if (input.priceQuoteDocId !== undefined) values.priceQuoteDocId = input.priceQuoteDocId;
        if (input.serviceCallId !== undefined) values.serviceCallId = input.serviceCallId;
        const changes = changedValues(
          {
            status: before.status,
            assignedToId: before.assignedToId,
            priceQuoteDocId: before.priceQuoteDocId,
            serviceCallId: before.serviceCallId,
          },
          values,
        );
        const note = input.note ? input.note : '';
        const notes: LeadNote[] = note
          ? [...before.notes, { text: note, by: name, at: new Date().toISOString() }]
          : before.notes;
        const changed = Object.keys(changes.newValues).length > 0;
        if (!changed && !note) return (await present(tx, [before]))[0] as Lead;
        const row = await repo.update(tx, before.id, { ...values, notes });
        if (!row) throw leadNotFound();
        await recordActivity(
          tx,
          { userId: caller.userId, role: caller.role, name },
          {
            action: changed ? 'update' : 'note',
            entity: leadEntity,
            entityId: row.id,
            notes: note || null,
            ...(changed ? changes : {}),
          },
        );
        return (await present(tx, [row]))[0] as Lead;
      });
    },

    /**
     * The visitor as a customer: the living customer with the lead's phone, or a new one with the
     * lead's name, phone and machine. Linked once (asking again answers the same link); a new lead
     * moves to contacted. The lead's log says whether the customer was created or found.
     */
    async createCustomer(caller: AccessClaims, id: string): Promise<Lead> {
      return db.transaction(async (tx) => {
        const before = await repo.findById(tx, id, true);
        if (!before) throw leadNotFound();
        if (before.customerUserId) return (await present(tx, [before]))[0] as Lead;
        const actor = { userId: caller.userId, role: caller.role, name: await staffName(tx, caller) };
        // Two leads of one phone turned into customers at once find or make one customer.
        await repo.lockPhone(tx, before.phoneNumber);
        const customer = await usersService.findOrCreateCustomer(tx, actor, {
          name: before.name,
          phoneNumber: before.phoneNumber,
          machine: machineOf(before),
        });
        const values: Pick<LeadRow, 'customerUserId' | 'status'> = {
          customerUserId: customer.row.id,
          status: beforeContact.includes(before.status) ? 'contacted' : before.status,
        };
        const row = await repo.update(tx, before.id, values);
        if (!row) throw leadNotFound();
        await recordActivity(tx, actor, {
          action: customer.created ? 'customerCreated' : 'customerLinked',
          entity: leadEntity,
          entityId: row.id,
          ...changedValues<Record<string, unknown>>({ customerUserId: null, status: before.status }, values),
        });
        return (await present(tx, [row]))[0] as Lead;
      });
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;

function toLead(row: LeadRow, photos: AttachedFile[], names: Map<string, string>): Lead {
  return {
    _id: row.id,
    leadNumber: row.leadNumber,
    status: row.status,
    name: row.name,
    phoneNumber: row.phoneNumber,
    machine: { tractorNumber: row.tractorNumber, vinNumber: row.vinNumber },
    message: row.message,
    product: row.productId
      ? {
          _id: row.productId,
          name: row.productName,
          catalogNumber: row.productCatalogNumber,
          category: row.productCategory,
        }
      : null,
    photos: photos.map((photo) => ({ _id: photo._id, url: photo.url, name: photo.name })),
    source: row.source,
    language: row.language,
    assignedTo: row.assignedToId ? { _id: row.assignedToId, name: names.get(row.assignedToId) ?? '' } : null,
    notes: row.notes,
    links: {
      customerUserId: row.customerUserId,
      serviceCallId: row.serviceCallId,
      priceQuoteDocId: row.priceQuoteDocId,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
