import { errorCodes, maxUnattachedUploadBytes } from '@tg/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../app/api-client';

/**
 * Why the server refused an upload, naming the file: the person's quota of uploads not yet saved
 * to a record (413 with its own code), the 5 MB limit (other 413s), the type (415), or a failure.
 */
export function uploadFailureText(t: TFunction, fileName: string, error: unknown): string {
  if (error instanceof ApiError && error.code === errorCodes.uploadQuotaExceeded) {
    return t('errors.upload.quotaExceeded', {
      name: fileName,
      limit: Math.round(maxUnattachedUploadBytes / 1024 / 1024),
    });
  }
  if (error instanceof ApiError && error.status === 413)
    return t('errors.upload.tooLarge', { name: fileName });
  if (error instanceof ApiError && error.status === 415) {
    return t('errors.upload.unsupportedType', { name: fileName });
  }
  return t('errors.upload.failed', { name: fileName });
}
