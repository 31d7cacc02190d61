import type { ActivityLogEntry, BusinessDocument, LineItem } from '@tg/domain';
import type { ActivityRow } from '../../platform/audit/audit.table';
import { noteStamp } from '../users/users.notes';
import type { DocumentRow } from './documents.table';

/** A document as every call answers it (spec 2 §3), its activity log newest first. */
export function toDocument(row: DocumentRow, activity: ActivityRow[] = []): BusinessDocument {
  const { generalStatusModified, ...body } = row.body;
  return {
    ...body,
    products: body.products as LineItem[],
    works: body.works as LineItem[],
    orderedProducts: body.orderedProducts as LineItem[],
    _id: row.id,
    docId: row.docId,
    category: row.category,
    date: displayDay(row.issuedOn),
    status: row.status,
    closeReason: row.closeReason,
    generalStatus: { status: row.generalStatus, ...generalStatusModified },
    createdBy: { name: row.createdByName, userId: row.createdById, role: row.createdByRole },
    docTotalPrice: row.docTotalPrice,
    pdfUrl: row.pdfUrl,
    pdfUrl2: row.pdfUrl2,
    LinkingReferenceNumber: row.linkingReferenceNumber,
    LinkingIdServiceCall: row.linkingServiceCallId,
    activityLog: activity.map(toLogEntry),
  };
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
