/**
 * How the web keeps a session alive and ends an idle one (spec 1 §4 and §9). The access token's
 * own lifetime is `accessTokenLifetimeSeconds` in auth.schema.ts.
 */
export const sessionTiming = {
  /** Without pointer, key, touch or scroll activity for this long, the inactivity dialog opens. */
  inactivityTimeoutSeconds: 15 * 60,
  /** The inactivity dialog counts down this long before signing the person out. */
  inactivityCountdownSeconds: 15,
  /** The access token is renewed once this many seconds or fewer remain. */
  tokenRefreshBufferSeconds: 300,
  /** How often the remaining token time is checked. */
  tokenCheckIntervalSeconds: 5,
} as const;
