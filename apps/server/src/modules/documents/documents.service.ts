import { randomUUID } from 'node:crypto';
import {
  type BusinessDocument,
  bulkChangeNote,
  changedFields,
  type DocCategory,
  type DocFieldUpdates,
  type DocumentsSortKey,
  defaultVatPercent,
  docFieldUpdatesSchema,
  documentInputSchema,
  documentSearchTerm,
  documentsSort,
  errorCodes,
  fieldsRefusedTo,
  type HandlerRole,
  handlerRoles,
  initialGeneralStatus,
  isStaff,
  type LineItem,
  type ListSort,
  listSortOf,
  validationMessages as m,
  type ParsedAllDocsQuery,
  type ParsedCreateDocRequest,
  type ParsedDocLookupQuery,
  type ParsedDocumentInput,
  type ParsedUpdateDocRequest,
  type ParsedUpdateManyDocsRequest,
  readinessProblems,
  totalPages,
  updateProblems,
} from '@tg/domain';
import { activityOf, recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/client';
import type { KeysetCursor } from '../../platform/db/keyset';
import { isUniqueViolation } from '../../platform/db/sql-helpers';
import { AppError, conflict, forbidden, invalid, notFound } from '../../platform/http/errors';
import { forEachId } from '../../platform/http/for-each-id';
import {
  createGeneralStatusesService,
  type GeneralStatusesService,
} from '../general-statuses/general-statuses.service';
import { GazetteerGeocoder } from '../geocoding/gazetteer';
import type { Geocoder } from '../geocoding/geocoder';
import { resolveParties } from '../insurance/insurance-parties';
import { viewerOf as insuranceViewerOf } from '../insurance/insurance-viewer';
import { type Notify, noNotify } from '../notifications/notify';
import { serviceCallTransfers } from '../service-calls/service-calls.transfers';
import { noteStamp } from '../users/users.notes';
import { usersService } from '../users/users.service';
import { type DocumentPdfHooks, withoutDocumentPdfs, withPdfLinks } from './document-pdfs';
import {
  type AttachmentLinks,
  attachmentsOnCreate,
  keptAttachments,
  withFreshLinks,
} from './documents.attachments';
import type { DocumentFilters, DocumentViewer } from './documents.filters';
import { createDocumentLocator } from './documents.location';
import { isoDay, toDocument, viewedBy } from './documents.mapper';
import { type DocumentKey, documentsRepository as repository } from './documents.repository';
import { createDocumentRoutes } from './documents.route-cards';
import { bodyOf, columnsOf, priced } from './documents.shape';
import { takeDocumentStock, takesStockNow } from './documents.stock';
import type { DocumentBody, DocumentRow, NewDocumentRow } from './documents.table';
import { bulkUpdateRequest } from './documents.update-many';

const entity = 'document';
const defaults = documentInputSchema.parse({});

/** The handler role each person must have to be assigned in that slot. */
const handlerRoleOf: Record<HandlerRole, readonly string[]> = {
  worker: ['admin', 'worker'],
  storekeeper: ['storekeeper'],
  installer: ['installer'],
  supplier: ['supplier'],
};

/** What a transfer carries from the price quote (spec 2 §4 Transfer). */
const transferredFields = [
  'userInformation',
  'billingCustomer',
  'machine',
  'products',
  'works',
  'contactDetails',
  'secondContact',
  'shippingAddress',
  'comments',
  'damageReport',
  'personalAccidents',
  'docs',
  'handleBy',
  'isDocWithoutVat',
  'isPriceVisible',
  'isDocWithoutMachine',
] as const;

function fieldsOf(problems: ReadonlyArray<{ field: string; message: string }>): Record<string, string> {
  return Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
}

/** The document's own values (no server stamps) for comparing an edit with what is stored. */
function editableOf(document: BusinessDocument): ParsedDocumentInput {
  return documentInputSchema.parse({
    ...document,
    generalStatus: { status: document.generalStatus.status },
  });
}

/** A documents list's filters from its query, for its pages and its export alike. */
function listFilters(query: Omit<ParsedAllDocsQuery, keyof ListSort | 'page' | 'limit'>): DocumentFilters {
  return {
    category: query.category,
    open: query.docType === undefined ? undefined : query.docType === 'open',
    search: documentSearchTerm(query.search),
    warehouse: query.warehouse,
    person: query.person,
    generalStatus: query.generalStatus,
    customerIdNumber: query.customer?.trim() || undefined,
  };
}

/** Business documents (spec 2 §2–§9, issue 15). */
export function createDocumentsService(
  db: Database,
  now: () => Date = () => new Date(),
  statuses: Pick<GeneralStatusesService, 'isKnownGeneralStatus'> = createGeneralStatusesService(db),
  /** Signs attachment links in answers (ADR 0022, Attachments). */
  links?: AttachmentLinks,
  /** Prints and stores the PDFs once a create or an update has committed (ADR 0022, PDFs). */
  pdfs: DocumentPdfHooks = withoutDocumentPdfs,
  /** Where work cards go (ADR 0027): the offline gazetteer unless the app passes a configured one. */
  geocoder: Geocoder = new GazetteerGeocoder(),
  /** The business's VAT rate now (ADR 0035): a new document takes it and keeps it. */
  currentVatPercent: () => Promise<number> = async () => defaultVatPercent,
  /** Tells each person newly assigned to a document, after the save commits (issue 18). */
  notify: Notify = noNotify,
) {
  const locator = createDocumentLocator(db, geocoder);
  const routes = createDocumentRoutes(db, locator);

  /**
   * Runs a save; a route number another open card of the same installer's day holds (the unique
   * index, also under parallel saves) answers 409 beside the route number (spec 2 §4).
   */
  async function saving<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('This route number is used by another card', { routeNumber: m.routeNumberTaken });
      throw error;
    }
  }

  /** A status a person sets must be one of the general statuses (ADR 0023); a kept one stays valid. */
  async function mustBeKnownStatus(executor: Executor, status: string, kept?: string) {
    if (status === kept) return;
    if (!(await statuses.isKnownGeneralStatus(status, executor)))
      throw invalid({ 'generalStatus.status': m.invalidValue });
  }

  async function viewerOf(executor: Executor, caller: AccessClaims): Promise<DocumentViewer> {
    return {
      userId: caller.userId,
      role: caller.role,
      groupIds: await usersService.groupIdsSeenBy(executor, caller),
    };
  }

  /** The documents with their logs and signed links; read by `reader`, as its role may read them. */
  async function withLogs(
    executor: Executor,
    rows: DocumentRow[],
    reader?: AccessClaims,
  ): Promise<BusinessDocument[]> {
    const logs = await activityOf(
      executor,
      entity,
      rows.map((row) => row.id),
    );
    const docs = rows.map((row) =>
      withPdfLinks(withFreshLinks(toDocument(row, logs.get(row.id)), links), links),
    );
    return reader ? docs.map((doc) => viewedBy(reader.role, doc)) : docs;
  }

  async function one(executor: Executor, row: DocumentRow): Promise<BusinessDocument> {
    return (await withLogs(executor, [row]))[0] as BusinessDocument;
  }

  async function creatorName(executor: Executor, caller: AccessClaims): Promise<string> {
    return (await usersService.findById(executor, caller.userId))?.name || 'Unknown';
  }

  /** Handlers named by id: each must be a living person of the slot's role; names come from the record. */
  async function resolvedHandlers(executor: Executor, input: Pick<ParsedDocumentInput, 'handleBy'>) {
    const handleBy = { ...input.handleBy };
    const problems: Record<string, string> = {};
    for (const slot of handlerRoles) {
      const chosen = handleBy[slot];
      if (!chosen?.id) {
        handleBy[slot] = null;
        continue;
      }
      const person = /^[0-9a-f-]{36}$/i.test(chosen.id)
        ? await usersService.findById(executor, chosen.id)
        : undefined;
      if (!person || !handlerRoleOf[slot].includes(person.role))
        problems[`handleBy.${slot}`] = m.invalidValue;
      else handleBy[slot] = { id: person.id, name: person.name };
    }
    if (Object.keys(problems).length > 0) throw invalid(problems);
    return handleBy;
  }

  function stampedNotes(
    notes: ParsedDocumentInput['docNotes'],
    caller: AccessClaims,
    name: string,
    at: Date,
  ): DocumentBody['docNotes'] {
    const { date, hour } = noteStamp(at);
    return notes
      .filter((note) => note.content.length > 0)
      .map((note) => ({
        id: randomUUID(),
        content: note.content,
        createdBy: { role: caller.role, name, id: caller.userId, date, hour },
        isNew: false,
      }));
  }

  /** The input of a transfer: the quote's listed fields, then whatever the client set itself. */
  function transferInput(source: BusinessDocument, input: ParsedDocumentInput): ParsedDocumentInput {
    const carried: Record<string, unknown> = {};
    for (const field of transferredFields) carried[field] = source[field];
    const merged: Record<string, unknown> = { ...input };
    for (const field of transferredFields) {
      const sent = JSON.stringify(input[field]) !== JSON.stringify(defaults[field]);
      if (!sent) merged[field] = carried[field];
    }
    // The new document stays linked to the call the quote was made from, whatever was sent.
    merged.LinkingIdServiceCall = source.LinkingIdServiceCall;
    return documentInputSchema.parse(merged);
  }

  /**
   * Each person assigned to the document who was not before (a new document: everyone assigned)
   * hears of it, except the person who saved it. Staff open it in its list; the others see their
   * tasks on their home.
   */
  async function announceAssignments(
    caller: AccessClaims,
    saved: BusinessDocument,
    before?: BusinessDocument,
  ) {
    for (const slot of Object.keys(handlerRoleOf) as HandlerRole[]) {
      const person = saved.handleBy[slot];
      if (!person?.id || person.id === before?.handleBy[slot]?.id) continue;
      await notify({
        kind: 'documentAssigned',
        params: { category: saved.category, number: saved.docId, name: saved.userInformation.name },
        link:
          slot === 'worker'
            ? `/dashboard/worker/doc/${saved.category}?doc=${saved.docId}`
            : '/dashboard/storekeeper/main',
        to: { userIds: [person.id] },
        by: caller.userId,
      });
    }
  }

  async function mustFind(executor: Executor, key: DocumentKey, viewer: DocumentViewer, lock = false) {
    const row = await repository.findOne(executor, key, viewer, lock);
    if (!row) throw notFound('Document not found');
    return row;
  }

  return {
    async create(caller: AccessClaims, request: ParsedCreateDocRequest) {
      const { category } = request;
      // Read before the transaction: a cold cache reads it on another pool connection, and a burst
      // of creates each holding a connection while waiting for one would starve the pool (issue 19).
      const vatPercent = await currentVatPercent();
      // The PDFs are printed after the commit: never while the counter's row is locked.
      const created = await saving(() =>
        db.transaction(async (tx) => {
          const viewer = await viewerOf(tx, caller);
          let source: DocumentRow | undefined;
          let input = request.doc;
          if (request.transferFrom) {
            source = await mustFind(tx, request.transferFrom, viewer, true);
            if (!source.status)
              throw conflict('This price quote is closed: it was already transferred or closed', {
                transferFrom: m.invalidValue,
              });
            if (category === 'priceQuote') throw invalid({ category: m.invalidValue });
            input = transferInput(await one(tx, source), input);
          }
          input = { ...input, ...attachmentsOnCreate(source), handleBy: await resolvedHandlers(tx, input) };
          const lines = priced(input, vatPercent);
          const problems = readinessProblems(category, { ...input, ...lines });
          if (problems.length > 0) throw invalid(fieldsOf(problems));

          const at = now();
          const name = await creatorName(tx, caller);
          const parties = await resolveParties(tx, caller, input.userInformation.userId);
          const docId = await repository.takeNextDocId(tx, category);
          const stamp = noteStamp(at);
          const generalStatus = input.generalStatus?.status || initialGeneralStatus(category);
          await mustBeKnownStatus(tx, generalStatus, initialGeneralStatus(category));
          const carriedNotes = source
            ? (await one(tx, source)).docNotes.map((note) => ({ ...note, isNew: false }))
            : [];
          let row = await repository.insert(tx, {
            ...columnsOf(input, lines.docTotalPrice),
            vatPercent,
            category,
            docId,
            status: true,
            generalStatus,
            issuedOn: isoDay(stamp.date) as string,
            createdById: caller.userId,
            createdByRole: caller.role,
            createdByName: name,
            groupId: parties.groupId,
            customerUserId: parties.customerUserId,
            linkingReferenceNumber: source?.docId ?? null,
            body: bodyOf(input, lines, [...carriedNotes, ...stampedNotes(input.docNotes, caller, name, at)], {
              LastModifiedDate: `${stamp.date} ${stamp.hour}`,
              LastModifiedBy: name,
            }),
            createdAt: at,
          });
          const actor = { ...caller, name };
          await recordActivity(tx, actor, {
            action: 'create',
            entity,
            entityId: row.id,
            newValues: { docId, category, docTotalPrice: lines.docTotalPrice },
          });
          if (takesStockNow(category, 'issue') || takesStockNow(category, { generalStatus })) {
            await takeDocumentStock(
              tx,
              actor,
              { id: row.id, category, docId, products: lines.products },
              request.allowNegativeStock,
            );
            row = await repository.update(tx, row.id, {
              body: { ...row.body, stockTakenAt: at.toISOString() },
            });
          }
          if (source) {
            await recordActivity(tx, actor, {
              action: 'transfer',
              entity,
              entityId: row.id,
              oldValues: { category: source.category },
              newValues: { category },
              notes: String(source.docId),
            });
            const closeReason = `transferred:${category}:${docId}`;
            await repository.update(tx, source.id, { status: false, closeReason });
            await recordActivity(tx, actor, {
              action: 'close',
              entity,
              entityId: source.id,
              oldValues: { status: true },
              newValues: { status: false, closeReason },
              notes: String(docId),
            });
          }
          const callId = input.LinkingIdServiceCall;
          if (callId && source) {
            // The quote made from a call becomes a work card: the call follows it.
            if (category !== 'priceQuote') await serviceCallTransfers.followQuote(tx, actor, callId, docId);
          } else if (callId)
            await serviceCallTransfers.markTransferred(
              tx,
              actor,
              await insuranceViewerOf(tx, caller),
              callId,
              category === 'priceQuote' ? 'price_quote_transfer' : 'workcard_transfer',
              docId,
            );
          return one(tx, row);
        }),
      );
      await announceAssignments(caller, created);
      return pdfs.created(caller, await locator.located(created));
    },

    async update(caller: AccessClaims, request: ParsedUpdateDocRequest) {
      const { category, docId, ...sent } = request.doc;
      const [printedBefore, saved] = await saving(() =>
        db.transaction(async (tx) => {
          const viewer = await viewerOf(tx, caller);
          const row = await mustFind(tx, { category, docId }, viewer, true);
          if (!row.status) throw conflict('A closed document is read-only', { status: m.invalidValue });
          const before = await one(tx, row);
          const handleBy = await resolvedHandlers(tx, sent);
          // The route number is the planner's (updateItemByFields, applyOrder): the form keeps the
          // stored one, so a stale form never undoes a plan; a card moved to another installer or day
          // leaves its turn behind (spec 2 §4's route rule) and is numbered again there.
          const sameRouteDay =
            (handleBy.installer?.id ?? null) === row.installerId &&
            isoDay(sent.shippingAddress.shippingDate) === row.shippingDate;
          const input: ParsedDocumentInput = {
            ...sent,
            ...keptAttachments(row),
            handleBy,
            routeNumber: sameRouteDay ? row.routeNumber : null,
          };
          const newNotes = input.docNotes.filter((note) => note.isNew);
          const beforeInput = { ...editableOf(before), ...keptAttachments(row) };
          // No status sent means the status is kept; notes are compared apart (the new-note rule).
          const afterInput = {
            ...input,
            generalStatus: { status: input.generalStatus?.status || before.generalStatus.status },
            docNotes: beforeInput.docNotes,
          };
          const noteProblems = updateProblems(
            beforeInput,
            afterInput,
            newNotes.map((note) => note.content),
          );
          if (noteProblems.length > 0) throw invalid(fieldsOf(noteProblems));
          // Priced at the rate it was created at, whatever the setting says now (ADR 0035).
          const lines = priced(input, row.vatPercent);
          const problems = readinessProblems(category, { ...input, ...lines });
          if (problems.length > 0) throw invalid(fieldsOf(problems));

          const at = now();
          const name = await creatorName(tx, caller);
          const stamp = noteStamp(at);
          const generalStatus = input.generalStatus?.status || before.generalStatus.status;
          await mustBeKnownStatus(tx, generalStatus, before.generalStatus.status);
          const stampChanged =
            generalStatus !== before.generalStatus.status ||
            (input.handleBy.worker?.id ?? null) !== (before.handleBy.worker?.id ?? null);
          const modified = stampChanged
            ? { LastModifiedDate: `${stamp.date} ${stamp.hour}`, LastModifiedBy: name }
            : {
                LastModifiedDate: before.generalStatus.LastModifiedDate,
                LastModifiedBy: before.generalStatus.LastModifiedBy,
              };
          const notes = [...row.body.docNotes, ...stampedNotes(newNotes, caller, name, at)];
          const body = bodyOf(input, lines, notes, modified);
          if (row.body.stockTakenAt) body.stockTakenAt = row.body.stockTakenAt;
          else if (takesStockNow(category, { generalStatus })) {
            const actor = { ...caller, name };
            await takeDocumentStock(
              tx,
              actor,
              { id: row.id, category, docId, products: lines.products },
              request.allowNegativeStock,
            );
            body.stockTakenAt = at.toISOString();
          }
          const updated = await repository.update(tx, row.id, {
            ...columnsOf(input, lines.docTotalPrice),
            generalStatus,
            body,
          });
          const changed = changedFields(beforeInput, afterInput);
          const oldValues: Record<string, unknown> = {};
          const newValues: Record<string, unknown> = {};
          for (const field of changed) {
            oldValues[field] = (beforeInput as Record<string, unknown>)[field];
            newValues[field] = (afterInput as Record<string, unknown>)[field];
          }
          await recordActivity(
            tx,
            { ...caller, name },
            {
              action: 'update',
              entity,
              entityId: row.id,
              oldValues,
              newValues,
              notes: newNotes.map((note) => note.content).join('\n') || null,
            },
          );
          return [before, await one(tx, updated)] as const;
        }),
      );
      await announceAssignments(caller, saved, printedBefore);
      return pdfs.updated(caller, printedBefore, await locator.located(saved));
    },

    /**
     * The general status and/or assignees of many documents (issue 18, ADR 0044). A status or a
     * person no document could take is the request's fault: 400 before anything changes. Then
     * each id goes through `update`, one after another, as if its person had saved that document;
     * a refusal is reported with that update's code and the reason it gave beside a field.
     */
    async updateMany(caller: AccessClaims, request: ParsedUpdateManyDocsRequest) {
      const { changes } = request;
      if (
        changes.generalStatus !== undefined &&
        !(await statuses.isKnownGeneralStatus(changes.generalStatus, db))
      )
        throw invalid({ 'changes.generalStatus': m.invalidValue });
      const named = Object.fromEntries(
        Object.entries(changes.handleBy ?? {}).map(([slot, id]) => [slot, id ? { id, name: '' } : null]),
      );
      await resolvedHandlers(db, { handleBy: named as ParsedDocumentInput['handleBy'] }).catch((error) => {
        if (!(error instanceof AppError)) throw error;
        const fields = Object.entries(error.details.fields ?? {});
        throw invalid(Object.fromEntries(fields.map(([field, message]) => [`changes.${field}`, message])));
      });
      const note = request.note || bulkChangeNote;
      const viewer = await viewerOf(db, caller);
      const { approved, failed } = await forEachId(
        request.ids,
        async (id) => {
          const row = await repository.findOne(db, { id }, viewer);
          if (!row) throw notFound('Document not found');
          await this.update(caller, bulkUpdateRequest(await one(db, row), changes, note));
        },
        (error) => Object.values(error.details.fields ?? {})[0],
      );
      return { updated: approved, failed };
    },

    /** The fields the people carrying a document out may set; staff also close here. */
    async updateFields(
      caller: AccessClaims,
      key: { category: DocCategory; docId: number },
      fields: DocFieldUpdates,
      allowNegativeStock = false,
    ) {
      if (fields.status === false && !isStaff(caller.role)) throw forbidden();
      const refused = fieldsRefusedTo(caller.role, fields);
      if (refused.length > 0)
        throw new AppError(errorCodes.forbidden, 'You may not set these fields', {
          fields: Object.fromEntries(refused.map((field) => [field, m.readOnly])),
        });
      const answer = await saving(() =>
        db.transaction(async (tx) => {
          const viewer = await viewerOf(tx, caller);
          const row = await mustFind(tx, key, viewer, true);
          if (!row.status) throw conflict('A closed document is read-only', { status: m.invalidValue });
          const name = await creatorName(tx, caller);
          const stamp = noteStamp(now());
          const {
            'generalStatus.status': generalStatus,
            status,
            closeReason,
            productsPicking,
            ...bodyFields
          } = fields;
          const body: DocumentBody = { ...row.body, ...bodyFields };
          const oldValues: Record<string, unknown> = {};
          const newValues: Record<string, unknown> = {};
          for (const [field, value] of Object.entries(bodyFields)) {
            oldValues[field] = (row.body as Record<string, unknown>)[field] ?? null;
            newValues[field] = value;
          }
          const patch: Partial<NewDocumentRow> = { body };
          if (fields.routeNumber !== undefined) patch.routeNumber = fields.routeNumber;
          if (productsPicking) {
            const products = [...(row.body.products as LineItem[])];
            for (const { line, isPicked, scannedCount } of productsPicking) {
              const product = products[line];
              if (!product) throw invalid({ [`productsPicking.${line}`]: m.invalidValue });
              products[line] = { ...product, isPicked, scannedCount };
            }
            body.products = products;
            oldValues.productsPicking = productsPicking.map(({ line }) => ({
              line,
              isPicked: (row.body.products as LineItem[])[line]?.isPicked ?? false,
              scannedCount: (row.body.products as LineItem[])[line]?.scannedCount ?? 0,
            }));
            newValues.productsPicking = productsPicking;
          }
          if (generalStatus !== undefined && generalStatus !== row.generalStatus) {
            await mustBeKnownStatus(tx, generalStatus);
            patch.generalStatus = generalStatus;
            body.generalStatusModified = {
              LastModifiedDate: `${stamp.date} ${stamp.hour}`,
              LastModifiedBy: name,
            };
            oldValues['generalStatus.status'] = row.generalStatus;
            newValues['generalStatus.status'] = generalStatus;
          }
          if (status === false) {
            patch.status = false;
            patch.closeReason = closeReason ?? '';
          }
          if (
            generalStatus !== undefined &&
            !row.body.stockTakenAt &&
            takesStockNow(row.category, { generalStatus })
          ) {
            const products = row.body.products as LineItem[];
            await takeDocumentStock(tx, { ...caller, name }, { ...row, products }, allowNegativeStock);
            body.stockTakenAt = now().toISOString();
          }
          const updated = await repository.update(tx, row.id, patch);
          await recordActivity(
            tx,
            { ...caller, name },
            {
              action: status === false ? 'close' : 'update',
              entity,
              entityId: row.id,
              oldValues: status === false ? { ...oldValues, status: true } : oldValues,
              newValues: status === false ? { ...newValues, status: false, closeReason } : newValues,
              notes: closeReason ?? null,
            },
          );
          return { doc: await one(tx, updated) };
        }),
      );
      return { doc: viewedBy(caller.role, await pdfs.fieldsSet(caller, Object.keys(fields), answer.doc)) };
    },

    /** The same as updateFields, as a list of {path, value} (updateItemByNestedFields). */
    async updateNestedFields(
      caller: AccessClaims,
      key: { category: DocCategory; docId: number },
      updates: ReadonlyArray<{ path: string; value: unknown }>,
    ) {
      const parsed = docFieldUpdatesSchema.safeParse(
        Object.fromEntries(updates.map((update) => [update.path, update.value])),
      );
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'updates'] = issue.message;
        throw invalid(fields);
      }
      return this.updateFields(caller, key, parsed.data);
    },

    /**
     * The list's rows after a cursor, shaped as `list` answers them, with no count: an export
     * reads the whole list in batches this way (ADR 0040).
     */
    async exportBatch(
      caller: AccessClaims,
      query: Omit<ParsedAllDocsQuery, keyof ListSort | 'page' | 'limit'> &
        Partial<ListSort<DocumentsSortKey>>,
      after: KeysetCursor | undefined,
      limit: number,
    ) {
      const { rows, next } = await repository.batchAfter(db, await viewerOf(db, caller), listFilters(query), {
        after,
        limit,
        sort: listSortOf(documentsSort, query),
      });
      return { items: await withLogs(db, rows, caller), next };
    },

    /** Other modules (export) may leave the sort out: the list's default order then. */
    async list(
      caller: AccessClaims,
      query: Omit<ParsedAllDocsQuery, keyof ListSort> & Partial<ListSort<DocumentsSortKey>>,
    ) {
      const { rows, total } = await repository.page(db, await viewerOf(db, caller), listFilters(query), {
        offset: query.page * query.limit,
        limit: query.limit,
        order: listSortOf(documentsSort, query),
      });
      return { docs: await withLogs(db, rows, caller), total, totalPages: totalPages(total, query.limit) };
    },

    async lastDocId(category: DocCategory) {
      return { newDocId: await repository.peekNextDocId(db, category) };
    },

    /** getItemByFields: any of the listed matches, within the category, as the caller may see. */
    async lookup(caller: AccessClaims, query: ParsedDocLookupQuery) {
      const docIds: number[] = [];
      const linking: number[] = [];
      const serviceCalls: string[] = [];
      for (const match of query.fields) {
        for (const [field, value] of Object.entries(match)) {
          if (field === 'docId' && Number.isInteger(Number(value))) docIds.push(Number(value));
          if (field === 'LinkingReferenceNumber' && Number.isInteger(Number(value)))
            linking.push(Number(value));
          if (field === 'LinkingIdServiceCall' && /^[0-9a-f-]{36}$/i.test(String(value)))
            serviceCalls.push(String(value));
        }
      }
      const viewer = await viewerOf(db, caller);
      const rows = await repository.findMany(
        db,
        {
          category: query.category,
          ...(docIds.length ? { docIds } : {}),
          ...(linking.length ? { linkingReferenceNumbers: linking } : {}),
          ...(serviceCalls.length ? { serviceCallIds: serviceCalls } : {}),
        },
        viewer,
      );
      return { items: await withLogs(db, rows, caller) };
    },

    /** The newest documents the caller may see (fetchLast10Docs, the worker's main page). */
    async lastDocs(caller: AccessClaims, request: { category?: DocCategory; page: number; limit: number }) {
      const { rows, total } = await repository.page(
        db,
        await viewerOf(db, caller),
        { category: request.category },
        { offset: request.page * request.limit, limit: request.limit, order: 'newestCreated' },
      );
      return {
        lastDocs: await withLogs(db, rows, caller),
        totalLastDocs: total,
        totalLastDocPages: totalPages(total, request.limit),
      };
    },

    /** One customer's documents (fetchUserDocs, the user dialog's document history). */
    async userDocs(
      caller: AccessClaims,
      request: { category?: DocCategory; page: number; pageSize: number; id: string },
    ) {
      const { rows, total } = await repository.page(
        db,
        await viewerOf(db, caller),
        { category: request.category, customerUserId: request.id },
        { offset: request.page * request.pageSize, limit: request.pageSize, order: 'newestCreated' },
      );
      return {
        docs: await withLogs(db, rows, caller),
        totalDocs: total,
        totalPages: totalPages(total, request.pageSize),
      };
    },

    /** The open work cards assigned to the caller for a day (fetchDailyTasks); today by default. */
    async dailyTasks(caller: AccessClaims, request: { page: number; limit: number; day: string }) {
      const day = isoDay(request.day) ?? (isoDay(noteStamp(now()).date) as string);
      const { rows, total } = await repository.page(
        db,
        await viewerOf(db, caller),
        { category: 'workCard', open: true, dailyFor: { userId: caller.userId, day } },
        { offset: request.page * request.limit, limit: request.limit, order: 'route' },
      );
      return {
        docs: await withLogs(db, rows, caller),
        totalDocs: total,
        totalPages: totalPages(total, request.limit),
      };
    },

    /** Installers' open work cards by day, located (the routes dashboard, issue 16). */
    routeCards: routes.routeCards,

    /** Route numbers 1…n in the given order on an installer's day, logged on each card. */
    async applyRouteOrder(
      caller: AccessClaims,
      where: { installerId: string; day: string },
      order: readonly number[],
    ) {
      await routes.applyOrder({ ...caller, name: await creatorName(db, caller) }, where, order);
    },

    async stats(caller: AccessClaims) {
      const rows = await repository.stats(db, await viewerOf(db, caller));
      const categories = ['priceQuote', 'workCard', 'shippingCertificate'] as const;
      return {
        stats: categories.map((category) => {
          const mine = rows.filter((row) => row.category === category);
          const byStatus = new Map<string, number>();
          for (const row of mine)
            byStatus.set(row.generalStatus, (byStatus.get(row.generalStatus) ?? 0) + row.count);
          return {
            category,
            open: mine.filter((row) => row.status).reduce((sum, row) => sum + row.count, 0),
            closed: mine.filter((row) => !row.status).reduce((sum, row) => sum + row.count, 0),
            generalStatuses: [...byStatus].map(([status, count]) => ({ status, count })),
          };
        }),
      };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
