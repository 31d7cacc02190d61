import { type GeneralStatus, isSystemGeneralStatus } from '@tg/domain';
import type { GeneralStatusRow } from './general-statuses.table';

/** A stored status in the spec's words: `value` and `index`, and whether rules depend on it. */
export function toGeneralStatus(row: GeneralStatusRow): GeneralStatus {
  return { _id: row.id, value: row.name, index: row.position, isSystem: isSystemGeneralStatus(row.name) };
}
