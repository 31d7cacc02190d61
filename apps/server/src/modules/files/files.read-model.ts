import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StoredFileRow } from './files.table';

/**
 * The files module's public read model: SQL that other modules put in their own queries, so a
 * record comes back with its attached files in the same round trip (issue 19) without their
 * repositories touching this module's table.
 */

/** What an attached file needs to be shown: `filesService.toAttached` takes it. */
export type OwnedFile = Pick<StoredFileRow, 'id' | 'name' | 'storageKey' | 'mimeType' | 'size'>;

/**
 * A column of the owner's files, oldest first, as `filesService.listFor` lists them: a JSON array,
 * empty when there are none. `ownerId` is the owner's id column in the outer query.
 */
export function ownedFilesColumn(entity: string, ownerId: AnyPgColumn): SQL<OwnedFile[]> {
  // Written with its table: Drizzle leaves a lone select's columns bare, and a bare "id" in the
  // subquery would be the file's own id.
  const owner = sql`${sql.identifier(getTableName(ownerId.table))}.${sql.identifier(ownerId.name)}`;
  return sql<OwnedFile[]>`coalesce((
    select json_agg(json_build_object(
      'id', f.id, 'name', f.name, 'storageKey', f.storage_key, 'mimeType', f.mime_type, 'size', f.size
    ) order by f.created_at)
    from stored_files f
    where f.owner_entity = ${entity} and f.owner_id = ${owner}
  ), '[]'::json)`;
}
