import type { AttachedFile, UploadPurpose } from '@tg/domain';
import { api } from '../../app/api-client';

/**
 * Uploads one file; the server checks its size and content and answers the stored file, whose
 * `_id` a record then lists to keep it. `url` is a signed link that works in <img> and new tabs.
 */
export function uploadFile(file: File, purpose: UploadPurpose): Promise<AttachedFile> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return api.post<AttachedFile>('/files/upload', form);
}
