import { createHmac } from 'node:crypto';
import { sameText } from '../auth/tokens';

/** How long a download link handed to an allowed caller keeps working. */
export const signedUrlLifetimeSeconds = 60 * 60;

/**
 * Links to stored files carry an expiry and an HMAC, so they work in <img> tags and new tabs
 * (which send no Bearer token) while only someone who was allowed to see the record has one.
 */
export class FileUrlSigner {
  constructor(private readonly secret: string) {}

  private signature(fileId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`file:${fileId}:${expires}`).digest('base64url');
  }

  urlFor(fileId: string, fileName: string, now = new Date()): string {
    const expires = Math.floor(now.getTime() / 1000) + signedUrlLifetimeSeconds;
    return `/api/files/${fileId}/${encodeURIComponent(fileName)}?expires=${expires}&signature=${this.signature(fileId, expires)}`;
  }

  isValid(fileId: string, expires: number, signature: string, now = new Date()): boolean {
    if (!Number.isInteger(expires) || expires < Math.floor(now.getTime() / 1000)) return false;
    return sameText(signature, this.signature(fileId, expires));
  }
}
