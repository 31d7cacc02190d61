import { type AttachedFile, fileContracts as calls, type UploadPurpose } from '@tg/domain';
import { type CallOptions, call } from '../../app/api-client';

/**
 * Uploads one file; the server checks its size and content and answers the stored file, whose
 * `_id` a record then lists to keep it. `url` is a signed link that works in <img> and new tabs.
 * With `onProgress` the bytes sent are reported as they go.
 */
export function uploadFile(file: File, purpose: UploadPurpose, options?: CallOptions): Promise<AttachedFile> {
  return call(calls.upload, { file, fields: { purpose } }, options);
}
