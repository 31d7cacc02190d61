import { defineContract } from '../common/contract';
import {
  gateLoginRequestSchema,
  gateStatusSchema,
  logoutResponseSchema,
  meResponseSchema,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  sessionResponseSchema,
  verifyOtpRequestSchema,
} from './auth.schema';
import {
  revokeSessionsRequestSchema,
  revokeSessionsResponseSchema,
  userSessionsQuerySchema,
  userSessionsResponseSchema,
} from './sessions.schema';

const tag = 'authentication';

/** Sign-in by code, tokens, the gate and staff sessions (spec 1 §3, ADR 0004, 0019). */
export const authContracts = {
  /** Texts a code; the answer is the same whether or not the phone has an account. */
  sendCode: defineContract({
    method: 'POST',
    path: '/api/auth/send-otp',
    access: 'public',
    tag,
    body: sendOtpRequestSchema,
    response: sendOtpResponseSchema,
  }),
  /** A right code answers the access token and sets the refresh cookie. */
  verifyCode: defineContract({
    method: 'POST',
    path: '/api/auth/verify-otp',
    access: 'public',
    tag,
    body: verifyOtpRequestSchema,
    response: sessionResponseSchema,
  }),
  /** Renews the session from the refresh cookie (rotated on every call). */
  refresh: defineContract({
    method: 'POST',
    path: '/api/auth/refresh-token',
    access: 'public',
    tag,
    response: sessionResponseSchema,
  }),
  /** Ends the session of the refresh cookie, if any, and clears the cookie. */
  logout: defineContract({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    tag,
    response: logoutResponseSchema,
  }),
  me: defineContract({
    method: 'GET',
    path: '/api/auth/me',
    access: 'signedIn',
    tag,
    response: meResponseSchema,
  }),
  /** A person's live sessions (ADR 0019). */
  sessions: defineContract({
    method: 'GET',
    path: '/api/auth/sessions',
    access: 'sessions.manage',
    tag,
    query: userSessionsQuerySchema,
    response: userSessionsResponseSchema,
  }),
  revokeSessions: defineContract({
    method: 'POST',
    path: '/api/auth/sessions/revoke',
    access: 'sessions.manage',
    tag,
    body: revokeSessionsRequestSchema,
    response: revokeSessionsResponseSchema,
  }),
  /** Whether the local gate login is on and passed on this browser. */
  gateStatus: defineContract({
    method: 'GET',
    path: '/api/auth/gate',
    access: 'public',
    tag,
    response: gateStatusSchema,
  }),
  passGate: defineContract({
    method: 'POST',
    path: '/api/auth/gate',
    access: 'public',
    tag,
    body: gateLoginRequestSchema,
    response: gateStatusSchema,
  }),
};
