import { randomUUID } from 'node:crypto';
import {
  type AttachedFile,
  errorCodes,
  extensionOf,
  type FileKind,
  fileKinds,
  maxUnattachedUploadBytes,
  type PublicImage,
  type UploadPurpose,
  uploadPurposes,
  validationMessages,
} from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/client';
import { detectKind } from '../../platform/files/content-kind';
import type { FileStorage } from '../../platform/files/file-storage';
import type { FileUrlSigner } from '../../platform/files/signed-urls';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { OwnedFile } from './files.read-model';
import { filesRepository } from './files.repository';
import type { StoredFileRow } from './files.table';
import { isPicture, pictureSize, readAll, variantKeysOf } from './image-variants';

export interface FileOwner {
  entity: 'user' | (string & {});
  id: string;
}

export function createFilesService(db: Database, storage: FileStorage, signer: FileUrlSigner) {
  const toAttached = (row: OwnedFile): AttachedFile => ({
    _id: row.id,
    url: signer.urlFor(row.id, row.name),
    name: row.name,
    path: row.storageKey,
    mimeType: row.mimeType,
    size: row.size,
  });

  /** A picture's size in pixels, read from its bytes the first time; undefined for other files. */
  const sizeOf = async (executor: Executor, row: StoredFileRow) => {
    if (!isPicture(row.kind)) return undefined;
    if (row.width === null || row.height === null) {
      // Unreadable bytes are kept as 0 × 0 (no public picture); a storage that does not answer now
      // is asked again next time.
      const content = await storage.read(row.storageKey).then(readAll, () => undefined);
      if (!content) return undefined;
      const measured = await pictureSize(content);
      await filesRepository.setSize(executor, row.id, measured);
      Object.assign(row, measured);
    }
    return row.width && row.height ? { width: row.width, height: row.height } : undefined;
  };

  return {
    toAttached,

    /** Checks the content (not the name) against the slot's types, then stores it for the uploader. */
    async upload(caller: AccessClaims, input: { purpose: UploadPurpose; fileName: string; content: Buffer }) {
      const kind = detectKind(input.content);
      const allowed: readonly FileKind[] = uploadPurposes[input.purpose];
      if (kind === 'unknown' || !allowed.includes(kind)) {
        throw new AppError(
          errorCodes.unsupportedMediaType,
          `The type of ${input.fileName} is not supported`,
          {
            fields: { file: validationMessages.fileType },
          },
        );
      }
      const name = safeFileName(input.fileName, kind);
      const size = isPicture(kind) ? await pictureSize(input.content) : {};
      const now = new Date();
      const storageKey = `${input.purpose}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${fileKinds[kind].extensions[0]}`;
      // The check and the new row share one transaction under a lock per uploader: two uploads
      // at once cannot both pass on the same total.
      return db.transaction(async (tx) => {
        await filesRepository.lockUploader(tx, caller.userId);
        const held = await filesRepository.unattachedBytesOf(tx, caller.userId);
        if (held + input.content.length > maxUnattachedUploadBytes) throw quotaExceeded(input.fileName);
        await storage.put(storageKey, input.content, fileKinds[kind].mimeType);
        try {
          const row = await filesRepository.insert(tx, {
            storageKey,
            name,
            kind,
            mimeType: fileKinds[kind].mimeType,
            size: input.content.length,
            purpose: input.purpose,
            uploadedBy: caller.userId,
            ...size,
          });
          return toAttached(row);
        } catch (error) {
          await storage.remove(storageKey).catch(() => {});
          throw error;
        }
      });
    },

    /**
     * Removes uploads no record adopted before `before`: the rows (with one activity entry per
     * batch, in the same transaction), then their stored bytes. `ran` is false when another server
     * process holds the cleanup's turn.
     */
    async removeUnattachedBefore(before: Date): Promise<{ ran: boolean; removed: StoredFileRow[] }> {
      const removed: StoredFileRow[] = [];
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          if (!(await filesRepository.tryLockCleanup(tx))) return null;
          const rows = await filesRepository.deleteUnattachedBefore(tx, before, cleanupBatchSize);
          if (rows.length > 0) {
            await recordActivity(tx, systemActor, {
              action: 'delete',
              entity: 'storedFile',
              notes: 'uploads no record adopted within a day',
              oldValues: {
                files: rows.map((row) => ({
                  id: row.id,
                  name: row.name,
                  size: row.size,
                  uploadedBy: row.uploadedBy,
                  createdAt: row.createdAt.toISOString(),
                })),
              },
            });
          }
          return rows;
        });
        if (batch === null) return { ran: removed.length > 0, removed };
        // After the commit: a leftover object costs space, a missing one for a live row would not be.
        await Promise.all(batch.map((row) => storage.remove(row.storageKey).catch(() => {})));
        removed.push(...batch);
        if (batch.length < cleanupBatchSize) return { ran: true, removed };
      }
    },

    /** Stores a file the server made (a generated PDF) as the record's own. */
    async saveGenerated(
      executor: Executor,
      input: { content: Buffer; name: string; kind: FileKind; uploadedBy: string; owner: FileOwner },
    ) {
      const now = new Date();
      const extension = fileKinds[input.kind].extensions[0];
      const storageKey = `generated/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;
      await storage.put(storageKey, input.content, fileKinds[input.kind].mimeType);
      const row = await filesRepository.insert(executor, {
        storageKey,
        name: safeFileName(input.name, input.kind),
        kind: input.kind,
        mimeType: fileKinds[input.kind].mimeType,
        size: input.content.length,
        purpose: 'document',
        uploadedBy: input.uploadedBy,
        ownerEntity: input.owner.entity,
        ownerId: input.owner.id,
      });
      return toAttached(row);
    },

    /** The content kind of each stored file (checked by content at upload). */
    async kindsOf(executor: Executor, ids: readonly string[]): Promise<Map<string, FileKind>> {
      const rows = await filesRepository.findByIds(executor, ids);
      return new Map(rows.map((row) => [row.id, row.kind]));
    },

    /** The signed link of one stored file, if it exists. */
    async linkOf(executor: Executor, fileId: string) {
      const row = await filesRepository.findById(executor, fileId);
      return row ? toAttached(row) : undefined;
    },

    /**
     * Makes `fileIds` the files of `owner`, inside the caller's transaction: each must be the
     * caller's own fresh upload or already the owner's. Files the owner no longer lists are
     * deleted. Returns the storage keys to remove once the transaction has committed.
     */
    async attach(
      tx: Executor,
      caller: AccessClaims,
      owner: FileOwner,
      fileIds: readonly string[],
      fieldPath = 'docs',
    ) {
      const wanted = [...new Set(fileIds)];
      const rows = await filesRepository.findByIds(tx, wanted);
      const usable = (row: StoredFileRow) =>
        (row.ownerEntity === owner.entity && row.ownerId === owner.id) ||
        (row.ownerEntity === null && row.uploadedBy === caller.userId);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const refused = wanted.findIndex((id) => !byId.has(id) || !usable(byId.get(id) as StoredFileRow));
      if (refused >= 0) throw invalid({ [`${fieldPath}.${refused}`]: validationMessages.invalidValue });
      await filesRepository.setOwner(tx, wanted, owner.entity, owner.id);
      const current = await filesRepository.listByOwner(tx, owner.entity, [owner.id]);
      const dropped = await filesRepository.deleteByIds(
        tx,
        current.filter((row) => !wanted.includes(row.id)).map((row) => row.id),
      );
      return dropped.flatMap(storedKeysOf);
    },

    /**
     * Makes `fileIds` the owner's, leaving its other files alone: each must be the caller's fresh
     * upload or already the owner's (else 400 at `fieldPath.<index>`). Answers the files.
     */
    async adopt(
      tx: Executor,
      caller: AccessClaims,
      owner: FileOwner,
      fileIds: readonly string[],
      fieldPath: string,
    ): Promise<AttachedFile[]> {
      const wanted = [...new Set(fileIds)];
      const rows = await filesRepository.findByIds(tx, wanted);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const refused = wanted.findIndex((id) => {
        const row = byId.get(id);
        return (
          !row ||
          !(
            (row.ownerEntity === owner.entity && row.ownerId === owner.id) ||
            (row.ownerEntity === null && row.uploadedBy === caller.userId)
          )
        );
      });
      if (refused >= 0) throw invalid({ [`${fieldPath}.${refused}`]: validationMessages.invalidValue });
      await filesRepository.setOwner(tx, wanted, owner.entity, owner.id);
      return wanted.map((id) => toAttached(byId.get(id) as StoredFileRow));
    },

    /**
     * Deletes those of `fileIds` the owner holds (others are left alone). Returns the storage keys
     * to remove once the transaction has committed.
     */
    async dropOwned(tx: Executor, owner: FileOwner, fileIds: readonly string[]): Promise<string[]> {
      if (fileIds.length === 0) return [];
      const owned = await filesRepository.listByOwner(tx, owner.entity, [owner.id]);
      const dropped = await filesRepository.deleteByIds(
        tx,
        owned.filter((row) => fileIds.includes(row.id)).map((row) => row.id),
      );
      return dropped.flatMap(storedKeysOf);
    },

    /** A link to a stored file that works for the next hour, for a caller allowed to see its record. */
    signedLink(fileId: string, fileName: string): string {
      return signer.urlFor(fileId, fileName);
    },

    async listFor(executor: Executor, entity: string, ownerIds: readonly string[]) {
      const rows = await filesRepository.listByOwner(executor, entity, ownerIds);
      const grouped = new Map<string, AttachedFile[]>();
      for (const row of rows) {
        const list = grouped.get(row.ownerId as string) ?? [];
        list.push(toAttached(row));
        grouped.set(row.ownerId as string, list);
      }
      return grouped;
    },

    /**
     * An owner's files with, for pictures, the public picture (ADR 0029): its id and size in
     * pixels. A size not yet known (files stored before sizes were kept) is read once and kept.
     */
    async imagesFor(
      executor: Executor,
      entity: string,
      ownerIds: readonly string[],
    ): Promise<Map<string, { file: AttachedFile; image: PublicImage | null }[]>> {
      const rows = await filesRepository.listByOwner(executor, entity, ownerIds);
      const grouped = new Map<string, { file: AttachedFile; image: PublicImage | null }[]>();
      for (const row of rows) {
        const size = await sizeOf(executor, row);
        const list = grouped.get(row.ownerId as string) ?? [];
        list.push({ file: toAttached(row), image: size ? { id: row.id, ...size } : null });
        grouped.set(row.ownerId as string, list);
      }
      return grouped;
    },

    /** Best effort after a commit: a leftover object costs space, never correctness. */
    async removeStored(keys: readonly string[], onError?: (key: string, error: unknown) => void) {
      await Promise.all(keys.map((key) => storage.remove(key).catch((error) => onError?.(key, error))));
    },

    /** The bytes of a file whose signed link checked out. */
    async open(fileId: string, expires: number, signature: string) {
      if (!signer.isValid(fileId, expires, signature)) throw notFound('File not found');
      const row = await filesRepository.findById(db, fileId);
      if (!row) throw notFound('File not found');
      return { row, stream: await storage.read(row.storageKey) };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;

const cleanupBatchSize = 500;

/** What a deleted file leaves in the storage: its bytes and, for a picture, its resized copies. */
const storedKeysOf = (row: StoredFileRow) => [
  row.storageKey,
  ...(isPicture(row.kind) ? variantKeysOf(row.id) : []),
];
const systemActor = { userId: null, role: 'system' };

const quotaExceeded = (fileName: string) =>
  new AppError(
    errorCodes.uploadQuotaExceeded,
    `${fileName} was not stored: your uploads not yet saved to a record have reached ${maxUnattachedUploadBytes / 1024 / 1024} MB. Save the form or wait for unsaved uploads to be removed (after a day).`,
  );

/** Keeps the person's name for the file (shown and downloaded) but never trusts it for anything else. */
function safeFileName(original: string, kind: FileKind): string {
  const base =
    original
      // Path separators and control characters (including NUL) never reach a name.
      .replace(/[/\\]/g, '_')
      .replace(/\p{Cc}/gu, '_')
      .trim()
      .slice(0, 150) || 'file';
  const extensions: readonly string[] = fileKinds[kind].extensions;
  return extensions.includes(extensionOf(base)) ? base : `${base}.${extensions[0]}`;
}
