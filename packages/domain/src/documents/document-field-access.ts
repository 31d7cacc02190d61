import type { Role } from '../common/roles';
import type { DocFieldUpdates } from './document.schema';

type DocField = keyof DocFieldUpdates;

const installerFields: readonly DocField[] = [
  'generalStatus.status',
  'installerFailureReason',
  'installerNotes',
  'customerSignature',
];

/**
 * What those who carry a document out may set through updateItemByFields (issue 16): an installer
 * its progress, failure, notes and the customer's signature; a storekeeper also the handling status
 * and the picking; a supplier the progress of an order. Office staff set any of them. Proof images
 * are attached files (attachFiles), not fields.
 */
const fieldsByRole: Partial<Record<Role, readonly DocField[]>> = {
  installer: installerFields,
  storekeeper: [...installerFields, 'handleStorekeeperStatus', 'productsPicking'],
  supplier: ['generalStatus.status', 'shippingStatus'],
};

const staff: readonly Role[] = ['admin', 'worker', 'agent', 'company'];

/** The fields of `fields` the role may not set (empty when it may set them all). */
export function fieldsRefusedTo(role: Role, fields: DocFieldUpdates): DocField[] {
  if (staff.includes(role)) return [];
  const allowed = fieldsByRole[role] ?? [];
  return (Object.keys(fields) as DocField[]).filter((field) => !allowed.includes(field));
}
