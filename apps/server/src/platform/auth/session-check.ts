import type { Role } from '@tg/domain';
import type { TokenClaims } from './tokens';

export interface LiveSession {
  userId: string;
  role: Role;
}

export interface SessionCheckOptions {
  /** How long one answer is trusted; logout, revocation, deletion and role changes wait at most this. */
  windowMs: number;
  now: () => Date;
  /** Sessions remembered at once; the oldest is forgotten first. */
  maxEntries?: number;
}

/** The default trust window: well inside the 5 seconds promised for logout and revocation (ADR 0019). */
export const sessionCheckWindowMs = 3_000;

interface Entry {
  answer: Promise<LiveSession | undefined>;
  checkedAt: number;
}

/**
 * Decides whether a validly signed access token still stands: its session is live and its person
 * exists with the same role. The answer is remembered per session for a few seconds in this
 * process only; the database stays the truth, so a second process is right within the same window.
 */
export class SessionCheck {
  private readonly seen = new Map<string, Entry>();
  private readonly maxEntries: number;

  constructor(
    private readonly find: (sessionId: string) => Promise<LiveSession | undefined>,
    private readonly options: SessionCheckOptions,
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  async accepts(claims: TokenClaims): Promise<boolean> {
    const session = await this.lookup(claims.sessionId);
    return session !== undefined && session.userId === claims.userId && session.role === claims.role;
  }

  private lookup(sessionId: string): Promise<LiveSession | undefined> {
    const at = this.options.now().getTime();
    const known = this.seen.get(sessionId);
    // A clock that went backwards (tests move it) must not make an old answer look fresh.
    const age = known ? at - known.checkedAt : -1;
    if (known && age >= 0 && age < this.options.windowMs) return known.answer;

    if (known) this.seen.delete(sessionId);
    else if (this.seen.size >= this.maxEntries) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    // Requests arriving together for one session share the one query.
    const answer = this.find(sessionId);
    const entry = { answer, checkedAt: at };
    this.seen.set(sessionId, entry);
    answer.catch(() => {
      if (this.seen.get(sessionId) === entry) this.seen.delete(sessionId);
    });
    return answer;
  }
}
