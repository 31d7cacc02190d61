import { createHash, randomBytes } from 'node:crypto';
import { sameText } from '../../platform/auth/tokens';

/**
 * A fixed code is kept as sha256 of "salt:phone:code" (ADR 0017). The formula is also written in
 * SQL in migration 0005, which converted the plain codes stored before; keep the two the same.
 * It does not use the signing secret, so a new AUTH_SECRET or a restore leaves the codes working.
 */
export function hashSpecialCode(salt: string, phone: string, code: string): string {
  return createHash('sha256').update(`${salt}:${phone}:${code}`, 'utf8').digest('hex');
}

export function newSpecialCodeSalt(): string {
  return randomBytes(16).toString('hex');
}

export function isSpecialCode(
  stored: { codeSalt: string; codeHash: string; phone: string },
  code: string,
): boolean {
  return sameText(stored.codeHash, hashSpecialCode(stored.codeSalt, stored.phone, code));
}
