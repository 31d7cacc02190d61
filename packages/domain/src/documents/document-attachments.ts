import { z } from 'zod';
import type { UploadPurpose } from '../common/files';
import { validationMessages as m } from '../common/messages';
import { docCategorySchema } from './document.schema';

/**
 * A document's attachments (spec 2 §2 Price-quote attachments panel, §3 Price quote extras): the
 * documents and images (`docs`, [{url, name}]) and the delivery images to the customer
 * (`proofImages`, [{value}]). Files are uploaded first (`/api/files/upload`), then attached to the
 * document by their `_id` and removed by their url (ADR 0022, Attachments).
 */
export const attachmentKinds = ['docs', 'proofImages'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

/** The upload slot each list takes: documents and images, or pictures only. */
export const attachmentPurpose: Record<AttachmentKind, UploadPurpose> = {
  docs: 'document',
  proofImages: 'photo',
};

/** How many files each list holds at most. */
export const maxAttachments: Record<AttachmentKind, number> = { docs: 50, proofImages: 20 };

const fileIdPattern =
  /(?:^|\/api\/files\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:$|[/?])/i;

/**
 * The stored file a url names (`/api/files/<id>/<name>?…`, signed or not), or a bare file id;
 * null for anything else. A file is the same attachment whatever its link's signature.
 */
export function attachmentFileId(urlOrId: string): string | null {
  return fileIdPattern.exec(urlOrId.trim())?.[1]?.toLowerCase() ?? null;
}

export const attachFilesRequestSchema = z
  .object({
    category: docCategorySchema,
    docId: z.coerce.number({ error: m.missingItemId }).int().min(1, { error: m.missingItemId }),
    kind: z.enum(attachmentKinds, { error: m.invalidValue }),
    /** Ids of fresh uploads (from the upload call) to attach; one already attached is kept once. */
    add: z
      .array(z.string().uuid({ error: m.invalidValue }))
      .max(20, { error: m.tooLong })
      .optional()
      .default([]),
    /** Urls (or ids) of attached files to take off the document; their stored files are deleted. */
    remove: z
      .array(
        z
          .string()
          .max(2000, { error: m.tooLong })
          .refine((value) => attachmentFileId(value) !== null, { error: m.invalidValue }),
      )
      .max(50, { error: m.tooLong })
      .optional()
      .default([]),
  })
  .refine((request) => request.add.length + request.remove.length > 0, {
    error: m.required,
    path: ['add'],
  });
export type AttachFilesRequest = z.input<typeof attachFilesRequestSchema>;
export type ParsedAttachFilesRequest = z.output<typeof attachFilesRequestSchema>;
