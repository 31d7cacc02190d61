import { z } from 'zod';
import { uploadPurposes } from '../common/files';
import { validationMessages as m } from '../common/messages';

const purposes = Object.keys(uploadPurposes) as [
  keyof typeof uploadPurposes,
  ...(keyof typeof uploadPurposes)[],
];

/** The text fields sent with an upload: which slot it is for (what types it may be). */
export const uploadFieldsSchema = z.object({
  purpose: z.enum(purposes, { error: m.invalidValue }).default('document'),
});

/** A stored file's signed link (ADR 0007): opened by <img> and new tabs, which carry no token. */
export const fileDownloadParamsSchema = z.object({ id: z.string().uuid(), name: z.string() });
export const fileDownloadQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});
