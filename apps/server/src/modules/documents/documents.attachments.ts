import {
  type AttachmentKind,
  attachmentFileId,
  attachmentPurpose,
  type BusinessDocument,
  isStaff,
  validationMessages as m,
  maxAttachments,
  type ParsedAttachFilesRequest,
  uploadPurposes,
} from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors';
import type { FilesService } from '../files/files.service';
import { usersService } from '../users/users.service';
import { documentsRepository as repository } from './documents.repository';
import type { DocumentsService } from './documents.service';
import type { DocumentBody, DocumentRow } from './documents.table';

/**
 * A document's attachments (spec 2 §2, §3; ADR 0022 Attachments): `docs` [{url, name}] and
 * `proofImages` [{value}]. The files are the document's own (entity `document`). What is stored
 * is the file's unsigned path `/api/files/<id>/<name>`, which opens nothing; every answer signs
 * it afresh for the caller, who may see the document or would not get the answer at all.
 */

const entity = 'document';

/** Signs attachment links for an answer. */
export interface AttachmentLinks {
  signedLink(fileId: string, fileName: string): string;
}

/** The stored path of an attached file: stable, and a link only once signed. */
export function storedPath(fileId: string, name: string): string {
  return `/api/files/${fileId}/${encodeURIComponent(name)}`;
}

function storedRef(url: string): { id: string; name: string } | null {
  const match = /^\/api\/files\/([0-9a-f-]{36})\/([^?]*)/i.exec(url);
  if (!match) return null;
  let name = match[2] as string;
  try {
    name = decodeURIComponent(name);
  } catch {
    // A name that is not valid percent-encoding is signed as stored.
  }
  return { id: (match[1] as string).toLowerCase(), name };
}

/** The document with each attachment's link signed for this answer. */
export function withFreshLinks(doc: BusinessDocument, links: AttachmentLinks | undefined): BusinessDocument {
  if (!links) return doc;
  const fresh = (url: string) => {
    const ref = storedRef(url);
    return ref ? links.signedLink(ref.id, ref.name) : url;
  };
  return {
    ...doc,
    docs: doc.docs.map((file) => ({ ...file, url: fresh(file.url) })),
    proofImages: doc.proofImages.map((image) => ({ ...image, value: fresh(image.value) })),
  };
}

/**
 * What a new document starts with: attachments are added after it exists, through attachFiles;
 * a transfer carries the quote's documents (spec 2 §4) as references to the quote's files.
 */
export function attachmentsOnCreate(
  source: DocumentRow | undefined,
): Pick<DocumentBody, 'docs' | 'proofImages'> {
  return { docs: source ? source.body.docs : [], proofImages: [] };
}

/** Attachments change only through attachFiles: an edit keeps the stored ones whatever it sends. */
export function keptAttachments(row: DocumentRow): Pick<DocumentBody, 'docs' | 'proofImages'> {
  return { docs: row.body.docs, proofImages: row.body.proofImages };
}

interface Entry {
  /** The file's id, when the entry is one of ours. */
  id: string | null;
  url: string;
  name: string;
}

function entriesOf(body: DocumentBody, kind: AttachmentKind): Entry[] {
  return kind === 'docs'
    ? body.docs.map((file) => ({ id: storedRef(file.url)?.id ?? null, url: file.url, name: file.name }))
    : body.proofImages.map((image) => {
        const ref = storedRef(image.value);
        return { id: ref?.id ?? null, url: image.value, name: ref?.name ?? '' };
      });
}

function storedList(kind: AttachmentKind, entries: Entry[]) {
  return kind === 'docs'
    ? { docs: entries.map((entry) => ({ url: entry.url, name: entry.name })) }
    : { proofImages: entries.map((entry) => ({ value: entry.url })) };
}

/**
 * Staff and the document's creator attach anything; installers and storekeepers add delivery
 * images to the documents assigned to them (the only ones they can find).
 */
function mayAttach(caller: AccessClaims, row: DocumentRow, kind: AttachmentKind): boolean {
  if (isStaff(caller.role) || row.createdById === caller.userId) return true;
  return kind === 'proofImages' && (caller.role === 'installer' || caller.role === 'storekeeper');
}

export function createDocumentAttachments(
  db: Database,
  files: FilesService,
  documents: Pick<DocumentsService, 'lookup'>,
) {
  return {
    /**
     * Attaches fresh uploads (de-duplicated by file) and takes files off, in one transaction with
     * its activity entries; taken-off files the document owns are deleted, their bytes after the
     * commit (a failure there is only reported to `onRemoveFailed`, spec 2 §7).
     */
    async attachFiles(
      caller: AccessClaims,
      request: ParsedAttachFilesRequest,
      onRemoveFailed?: (key: string, error: unknown) => void,
    ): Promise<{ doc: BusinessDocument }> {
      const { category, docId, kind } = request;
      const removedKeys = await db.transaction(async (tx) => {
        const viewer = {
          userId: caller.userId,
          role: caller.role,
          groupIds: await usersService.groupIdsSeenBy(tx, caller),
        };
        const row = await repository.findOne(tx, { category, docId }, viewer, true);
        if (!row) throw notFound('Document not found');
        if (!mayAttach(caller, row, kind)) throw forbidden();
        if (!row.status) throw conflict('A closed document is read-only', { status: m.invalidValue });
        const owner = { entity, id: row.id };

        const removeIds = new Set(request.remove.map((value) => attachmentFileId(value) as string));
        const before = entriesOf(row.body, kind);
        const removed = before.filter((entry) => entry.id !== null && removeIds.has(entry.id));
        const kept = before.filter((entry) => !removed.includes(entry));

        const keptIds = new Set(kept.map((entry) => entry.id));
        const adding = [...new Set(request.add.map((id) => id.toLowerCase()))].filter(
          (id) => !keptIds.has(id),
        );
        if (kept.length + adding.length > maxAttachments[kind]) throw invalid({ add: m.tooLong });
        const kinds = await files.kindsOf(tx, adding);
        const allowed: readonly string[] = uploadPurposes[attachmentPurpose[kind]];
        adding.forEach((id, index) => {
          const fileKind = kinds.get(id);
          if (!fileKind) throw invalid({ [`add.${index}`]: m.invalidValue });
          if (!allowed.includes(fileKind)) throw invalid({ [`add.${index}`]: m.fileType });
        });
        const adopted = await files.adopt(tx, caller, owner, adding, 'add');
        const added: Entry[] = adopted.map((file) => ({
          id: file._id,
          url: storedPath(file._id, file.name),
          name: file.name,
        }));

        const after = [...kept, ...added];
        await repository.update(tx, row.id, { body: { ...row.body, ...storedList(kind, after) } });

        // A file stays while either list still names it.
        const other = entriesOf(row.body, kind === 'docs' ? 'proofImages' : 'docs');
        const stillNamed = new Set([...after, ...other].map((entry) => entry.id));
        const keys = await files.dropOwned(
          tx,
          owner,
          removed.flatMap((entry) => (entry.id && !stillNamed.has(entry.id) ? [entry.id] : [])),
        );

        const actor = { ...caller, name: (await usersService.findById(tx, caller.userId))?.name ?? '' };
        const names = (entries: Entry[]) => entries.map((entry) => entry.name || entry.url);
        if (added.length > 0)
          await recordActivity(tx, actor, {
            action: 'update',
            entity,
            entityId: row.id,
            oldValues: { [kind]: [] },
            newValues: { [kind]: names(added) },
          });
        if (removed.length > 0)
          await recordActivity(tx, actor, {
            action: 'update',
            entity,
            entityId: row.id,
            oldValues: { [kind]: names(removed) },
            newValues: { [kind]: [] },
          });
        return keys;
      });
      await files.removeStored(removedKeys, onRemoveFailed);
      const { items } = await documents.lookup(caller, {
        category,
        fields: [{ docId }],
      });
      const doc = items[0];
      if (!doc) throw notFound('Document not found');
      return { doc };
    },
  };
}
export type DocumentAttachments = ReturnType<typeof createDocumentAttachments>;
