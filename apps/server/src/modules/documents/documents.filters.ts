import type { DocCategory, Role } from '@tg/domain';
import { and, arrayContains, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/sql-helpers';
import { documents } from './documents.table';

/** Who is looking, as the documents service resolved it. */
export interface DocumentViewer {
  userId: string;
  role: Role;
  /** The groups whose customers' documents an agent or company sees besides its own. */
  groupIds: readonly string[];
}

/**
 * The documents a viewer may see (issue 15 Access): staff all; agents and companies those they
 * made and their groups' customers'; a customer its own; installers, storekeepers and suppliers
 * what is assigned to them. Anything else sees nothing.
 */
export function documentScope(viewer: DocumentViewer | 'everyone'): SQL | undefined {
  if (viewer === 'everyone') return undefined;
  switch (viewer.role) {
    case 'admin':
    case 'worker':
      return undefined;
    case 'agent':
    case 'company':
      return viewer.groupIds.length > 0
        ? or(eq(documents.createdById, viewer.userId), inArray(documents.groupId, [...viewer.groupIds]))
        : eq(documents.createdById, viewer.userId);
    case 'customer':
      return eq(documents.customerUserId, viewer.userId);
    case 'installer':
      return eq(documents.installerId, viewer.userId);
    case 'storekeeper':
      return eq(documents.storekeeperId, viewer.userId);
    case 'supplier':
      return eq(documents.supplierId, viewer.userId);
    default:
      return sql`false`;
  }
}

/** What a list is narrowed by, already cleaned by the service; an absent field narrows nothing. */
export interface DocumentFilters {
  category?: DocCategory;
  open?: boolean;
  /** A typed term: a document number, or part of a customer's name, id, phone, plate or chassis. */
  search?: string;
  warehouse?: number;
  /** Assigned to this person in any handler role. */
  person?: string;
  generalStatus?: string;
  customerIdNumber?: string;
  customerUserId?: string;
  /** Assigned to this person as installer or storekeeper, to be carried out on this day. */
  dailyFor?: { userId: string; day: string };
}

function searchCondition(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  // One or two digits can only mean a document number (the web allows them for that); as a name,
  // phone or plate fragment they would match nearly every row and no index helps.
  if (/^\d{1,2}$/.test(term)) return eq(documents.docId, Number(term));
  const prefix = `${escapeLike(term)}%`;
  const compact = `${escapeLike(term.replace(/[\s-]/g, '').toUpperCase())}%`;
  return or(
    /^\d{1,9}$/.test(term) ? eq(documents.docId, Number(term)) : undefined,
    ilike(documents.customerName, `%${escapeLike(term)}%`),
    like(documents.customerIdNumber, prefix),
    like(documents.customerPhone, prefix),
    like(documents.plate, compact),
    like(documents.chassis, compact),
  );
}

export function documentConditions(filters: DocumentFilters): SQL | undefined {
  const person = filters.person;
  const daily = filters.dailyFor;
  return and(
    filters.category ? eq(documents.category, filters.category) : undefined,
    filters.open === undefined ? undefined : eq(documents.status, filters.open),
    filters.generalStatus === undefined ? undefined : eq(documents.generalStatus, filters.generalStatus),
    searchCondition(filters.search),
    filters.warehouse === undefined ? undefined : arrayContains(documents.warehouses, [filters.warehouse]),
    person
      ? or(
          eq(documents.workerId, person),
          eq(documents.storekeeperId, person),
          eq(documents.installerId, person),
          eq(documents.supplierId, person),
        )
      : undefined,
    filters.customerIdNumber ? eq(documents.customerIdNumber, filters.customerIdNumber) : undefined,
    filters.customerUserId ? eq(documents.customerUserId, filters.customerUserId) : undefined,
    daily
      ? and(
          or(eq(documents.installerId, daily.userId), eq(documents.storekeeperId, daily.userId)),
          eq(documents.shippingDate, daily.day),
        )
      : undefined,
  );
}
