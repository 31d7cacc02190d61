import { type DocCategory, type ShareLink, shareLinkLifetimeDays } from '@tg/domain';
import { recordActivity } from '../../platform/audit/audit';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/client';
import { type FileUrlSigner, signedUrlLifetimeSeconds } from '../../platform/files/signed-urls';
import { conflict, notFound } from '../../platform/http/errors';
import { noteStamp } from '../users/users.notes';
import { usersService } from '../users/users.service';
import { withPdfLinks } from './document-pdfs';
import { toDocument } from './documents.mapper';
import { documentsRepository } from './documents.repository';

const entity = 'document';
const lifetimeSeconds = shareLinkLifetimeDays * 24 * 60 * 60;

export interface DocumentShareDependencies {
  db: Database;
  /** The signer of file links (the same secret the files module checks them with). */
  signer: Pick<FileUrlSigner, 'urlFor'>;
  now?: () => Date;
}

/**
 * Sharing a stored document's PDF with its customer (spec 2 §2 share dialog, ADR 0022 PDFs). The
 * links in document answers live an hour, for the person reading; a customer opens a shared
 * link days later, so the share dialog asks for one that lives 7 days. It opens the original
 * ("מקור") for anyone holding it and nothing else; asking for it is logged on the document.
 */
export function createDocumentShare(deps: DocumentShareDependencies) {
  const { db, signer } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** shareLink: the caller must see the document (else 404) and it must have its original PDF (409). */
    async shareLink(caller: AccessClaims, key: { category: DocCategory; docId: number }): Promise<ShareLink> {
      const viewer = {
        userId: caller.userId,
        role: caller.role,
        groupIds: await usersService.groupIdsSeenBy(db, caller),
      };
      const row = await documentsRepository.findOne(db, key, viewer);
      if (!row) throw notFound('Document not found');
      if (!row.pdfUrl)
        throw conflict('The document has no PDF yet: updating it or generatePdf makes one', {
          pdfUrl: 'validation.invalidValue',
        });
      const expiresSeconds = Math.floor(now().getTime() / 1000) + lifetimeSeconds;
      // The signer adds its own lifetime to the moment it is given: given this one, the link
      // expires exactly `shareLinkLifetimeDays` from now.
      const signedAt = new Date((expiresSeconds - signedUrlLifetimeSeconds) * 1000);
      const url = withPdfLinks(toDocument(row), {
        signedLink: (fileId, fileName) => signer.urlFor(fileId, fileName, signedAt),
      }).pdfUrl;
      const isSigned = url !== row.pdfUrl;
      const expiresAt = isSigned ? new Date(expiresSeconds * 1000) : null;
      const name = (await usersService.findById(db, caller.userId))?.name ?? '';
      await recordActivity(
        db,
        { ...caller, name },
        {
          action: 'share',
          entity,
          entityId: row.id,
          newValues: {
            shareLinkExpiresAt: expiresAt
              ? `${noteStamp(expiresAt).date} ${noteStamp(expiresAt).hour}`
              : null,
          },
        },
      );
      return { url, expiresAt: expiresAt?.toISOString() ?? null };
    },
  };
}
export type DocumentShare = ReturnType<typeof createDocumentShare>;
