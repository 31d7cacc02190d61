import { z } from 'zod';
import { validationMessages as m } from '../common/messages';

const userIdSchema = z.string({ error: m.missingUserId }).uuid({ error: m.missingUserId });

/** One signed-in session (a refresh-token family) of a person, as the admin's sessions view shows it. */
export const userSessionSchema = z.object({
  _id: z.string(),
  startedAt: z.string(),
  /** The last time the session was renewed: every page load and every few minutes of use. */
  lastUsedAt: z.string(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this very request is made with. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const userSessionsQuerySchema = z.object({ userId: userIdSchema });
export const userSessionsResponseSchema = z.object({ sessions: z.array(userSessionSchema) });
export type UserSessionsResponse = z.infer<typeof userSessionsResponseSchema>;

/** Ends one session of the person, or every session when `sessionId` is left out. */
export const revokeSessionsRequestSchema = z.object({
  userId: userIdSchema,
  sessionId: z.string({ error: m.missingItemId }).uuid({ error: m.missingItemId }).optional(),
});
export type RevokeSessionsRequest = z.infer<typeof revokeSessionsRequestSchema>;
export const revokeSessionsResponseSchema = z.object({ revoked: z.number().int() });
