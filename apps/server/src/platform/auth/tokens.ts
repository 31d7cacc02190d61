import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { accessTokenLifetimeSeconds, type Role } from '@tg/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  role: Role;
}

/** What an access token says: the caller, and the session it was issued for (ADR 0019). */
export interface TokenClaims extends AccessClaims {
  /** The refresh-token family: logging out or revoking it ends the token. */
  sessionId: string;
}

interface Verified {
  claims: TokenClaims;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAt: number;
}

/** Verified tokens remembered at once; the oldest is forgotten first. */
const rememberedTokens = 10_000;

/** Short-lived Bearer tokens signed with the server secret (HS256). */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked. A client sends the same token on every call for its
   * 15 minutes, and checking the signature through WebCrypto cost about a tenth of a registry
   * lookup's time (issue 19); a signature never changes its answer, so it is checked once and
   * only the expiry each time. Forged tokens are never remembered.
   */
  private readonly verified = new Map<string, Verified>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: TokenClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + accessTokenLifetimeSeconds) * 1000);
    const token = await new SignJWT({ role: claims.role, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** Returns the claims of a valid token, or null for a missing, forged or expired one. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose's own rule: a token is expired once `exp` is not after now.
      if (known.expiresAt > Date.now() / 1000) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { sub, role, sid, exp } = payload;
      if (typeof sub !== 'string' || typeof role !== 'string' || typeof sid !== 'string') return null;
      const claims = { userId: sub, role: role as Role, sessionId: sid };
      if (typeof exp === 'number') this.remember(token, { claims, expiresAt: exp });
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  private remember(token: string, verified: Verified) {
    if (this.verified.size >= rememberedTokens) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, verified);
  }
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares secrets without leaking, through timing, how much of them matched. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
