import { defineContract } from '../common/contract';
import { attachedFileSchema } from '../users/user.schema';
import { fileDownloadParamsSchema, fileDownloadQuerySchema, uploadFieldsSchema } from './files.schema';

const tag = 'files';

/** Uploads and signed file links (ADR 0007). */
export const fileContracts = {
  /** One file, checked by content for its purpose; a record adopts it later by its `_id`. */
  upload: defineContract({
    method: 'POST',
    path: '/api/files/upload',
    access: 'files.upload',
    tag,
    upload: true,
    body: uploadFieldsSchema,
    status: 201,
    response: attachedFileSchema,
  }),
  /** The stored bytes behind a signed link: the signature, not a token, is the permission. */
  download: defineContract({
    method: 'GET',
    path: '/api/files/:id/:name',
    access: 'public',
    tag,
    params: fileDownloadParamsSchema,
    query: fileDownloadQuerySchema,
  }),
};
