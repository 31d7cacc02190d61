import { defineContract } from '../common/contract';
import { attachedFileSchema } from '../users/user.schema';
import { fileDownloadParamsSchema, fileDownloadQuerySchema, uploadFieldsSchema } from './files.schema';
import { imageVariantParamsSchema } from './images';

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
  /**
   * A public picture (a shown product's or a published article's photo) resized to `<width>.<format>`
   * (ADR 0029): the same bytes for ever, so it is cached for a year; any other file is 404.
   */
  image: defineContract({
    method: 'GET',
    path: '/api/images/:id/:variant',
    access: 'public',
    tag,
    params: imageVariantParamsSchema,
  }),
};
