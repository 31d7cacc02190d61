import {
  type ActivityLogEntry,
  type BusinessDocument,
  documentInputSchema,
  type LineItem,
  type OrderedLine,
  type Role,
} from '@tg/domain';
import type { ActivityRow } from '../../platform/audit/audit.table';
import { noteStamp } from '../users/users.notes';
import { locationOf } from './documents.location';
import type { DocumentRow } from './documents.table';

/** A document as every call answers it (spec 2 §3), its activity log newest first. */
export function toDocument(row: DocumentRow, activity: ActivityRow[] = []): BusinessDocument {
  const { generalStatusModified, ...body } = row.body;
  return {
    ...body,
    products: body.products as LineItem[],
    works: body.works as LineItem[],
    orderedProducts: body.orderedProducts as OrderedLine[],
    _id: row.id,
    docId: row.docId,
    category: row.category,
    date: displayDay(row.issuedOn),
    status: row.status,
    closeReason: row.closeReason,
    generalStatus: { status: row.generalStatus, ...generalStatusModified },
    createdBy: { name: row.createdByName, userId: row.createdById, role: row.createdByRole },
    docTotalPrice: row.docTotalPrice,
    vatPercent: row.vatPercent,
    pdfUrl: row.pdfUrl,
    pdfUrl2: row.pdfUrl2,
    LinkingReferenceNumber: row.linkingReferenceNumber,
    LinkingIdServiceCall: row.linkingServiceCallId,
    // The column is the truth: it is what the one-turn-per-installer-per-day index guards.
    routeNumber: row.routeNumber,
    location: locationOf(row),
    activityLog: activity.map(toLogEntry),
  };
}

/**
 * What a supplier reads of a document addressed to them (ADR 0022, Supplier order): the order
 * itself (its lines at the order's prices), where and when it goes (the shipping details, the
 * delivery time, the purchase-order number), the machine's make, model and year to match parts,
 * the document's number, date and state, and who it is from. Nothing else: no customer, contact or
 * billing details, no customer prices or total, no notes, log, attachments, PDFs (they print the
 * customer's prices), damage report or signature. Built from empty values, so a field added to
 * documents later stays hidden until it is listed here.
 */
export function supplierView(doc: BusinessDocument): BusinessDocument {
  const blank = documentInputSchema.parse({});
  return {
    ...blank,
    _id: doc._id,
    docId: doc.docId,
    category: doc.category,
    date: doc.date,
    status: doc.status,
    closeReason: '',
    generalStatus: doc.generalStatus,
    createdBy: doc.createdBy,
    machine: {
      ...blank.machine,
      machine: doc.machine.machine,
      model: doc.machine.model,
      year: doc.machine.year,
    },
    shippingAddress: doc.shippingAddress,
    deliveyTime: doc.deliveyTime,
    purchaseOrder: doc.purchaseOrder,
    handleBy: { ...blank.handleBy, supplier: doc.handleBy.supplier },
    orderedProducts: doc.orderedProducts,
    products: [],
    works: [],
    docNotes: [],
    docTotalPrice: 0,
    vatPercent: doc.vatPercent,
    pdfUrl: '',
    pdfUrl2: '',
    LinkingReferenceNumber: null,
    activityLog: [],
  };
}

/**
 * What an installer or storekeeper reads of a document assigned to them (issue 15 Access: "only
 * the fields their work needs"): who and where (the customer's name, phone and address, the
 * contacts, the shipping details), what (the lines with their quantities and warehouses), and the
 * document's progress, notes and signature. Not the customer's id number, e-mail or billing
 * details, the accident forms of the insurance case, the supplier order (purchase prices) or the
 * log (it records prices). Prices, and the PDFs that print them, only when the document says
 * prices are shown (`isPriceVisible`).
 */
export function fieldWorkerView(doc: BusinessDocument): BusinessDocument {
  const blank = documentInputSchema.parse({});
  const priced = doc.isPriceVisible;
  const unpriced = <
    Line extends { price: number; discount: number; netPrice: number; totalWithoutVAT: number },
  >(
    line: Line,
  ): Line => (priced ? line : { ...line, price: 0, discount: 0, netPrice: 0, totalWithoutVAT: 0 });
  return {
    ...doc,
    userInformation: { ...doc.userInformation, userId: '', email: '' },
    billingCustomer: blank.billingCustomer,
    damageReport: null,
    personalAccidents: null,
    orderedProducts: [],
    products: doc.products.map(unpriced),
    works: doc.works.map(unpriced),
    docTotalPrice: priced ? doc.docTotalPrice : 0,
    pdfUrl: priced ? doc.pdfUrl : '',
    pdfUrl2: priced ? doc.pdfUrl2 : '',
    activityLog: [],
  };
}

/**
 * What a customer reads of their own document: all that was issued to them, without what the
 * business keeps to itself — the supplier order (purchase prices), the staff's notes and the log.
 */
export function customerView(doc: BusinessDocument): BusinessDocument {
  return {
    ...doc,
    orderedProducts: [],
    docNotes: [],
    activityLog: [],
    handleBy: { ...doc.handleBy, supplier: null },
  };
}

/** A document as the caller's role may read it: staff all of it, everyone else their part. */
export function viewedBy(role: Role, doc: BusinessDocument): BusinessDocument {
  if (role === 'supplier') return supplierView(doc);
  if (role === 'installer' || role === 'storekeeper') return fieldWorkerView(doc);
  if (role === 'customer') return customerView(doc);
  return doc;
}

/** An entry of the platform's activity log in the documents' shape (spec 2 §3 Activity log entry). */
export function toLogEntry(row: ActivityRow): ActivityLogEntry {
  const { date, hour } = noteStamp(row.at);
  const fields = Object.keys(row.newValues ?? row.oldValues ?? {});
  const single = fields.length === 1 ? (fields[0] as string) : undefined;
  return {
    date,
    hour,
    user: row.actorName ?? '',
    action: row.action,
    field: single ?? fields,
    oldValue: single ? (row.oldValues?.[single] ?? null) : (row.oldValues ?? null),
    newValue: single ? (row.newValues?.[single] ?? null) : (row.newValues ?? null),
    comments: row.notes ?? '',
  };
}

/** yyyy-MM-dd → dd/MM/yyyy. */
export function displayDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** dd/MM/yyyy → yyyy-MM-dd, or null when empty. */
export function isoDay(display: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
