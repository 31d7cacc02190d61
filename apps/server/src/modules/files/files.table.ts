import type { FileKind, UploadPurpose } from '@tg/domain';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every stored file. It belongs to its uploader until a record adopts it (owner entity and id);
 * who may download it follows from the owner (see FilesService.authorizers).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    storageKey: text().notNull(),
    name: text().notNull(),
    kind: text().$type<FileKind>().notNull(),
    mimeType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    purpose: text().$type<UploadPurpose>().notNull(),
    uploadedBy: uuid().notNull(),
    ownerEntity: text(),
    ownerId: uuid(),
    /** A picture's size in pixels as shown (after its orientation), read at upload or on first use; 0 when unreadable. */
    width: integer(),
    height: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_owner_idx').on(table.ownerEntity, table.ownerId, table.createdAt)],
);
export type StoredFileRow = typeof storedFiles.$inferSelect;
