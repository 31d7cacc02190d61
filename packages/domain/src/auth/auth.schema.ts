import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { hasOnlyPhoneCharacters, normalizePhone } from '../common/phone';
import { roles, userTypes } from '../common/roles';

export const otpCodeLength = 6;
export const otpLifetimeSeconds = 5 * 60;
/** Wrong codes one request (one code sent) takes before it is dead and a new code is needed. */
export const otpMaxWrongTries = 5;
/**
 * Wrong codes against requests issued for one phone, within `otpLockSeconds`, that lock the phone
 * for `otpLockSeconds`: two codes used up. Calls with a made-up or another phone's request never
 * count (ADR 0019).
 */
export const otpMaxWrongTriesPerPhone = 10;
export const otpLockSeconds = 15 * 60;
/** Wrong codes (of any kind) one client address may try within `otpLockSeconds`. */
export const otpMaxWrongTriesPerAddress = 30;
/** How long a person waits before asking for another code (the spec leaves it open; see ADR 0004). */
export const otpResendSeconds = 30;
export const accessTokenLifetimeSeconds = 15 * 60;
export const refreshTokenLifetimeDays = 30;

/** A phone as typed, checked for allowed characters and normalised to +972… on the way in. */
export const phoneInputSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .refine(hasOnlyPhoneCharacters, { error: m.invalidPhone })
  .transform((value, ctx) => {
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: m.invalidPhone });
      return z.NEVER;
    }
    return normalized;
  });

export const roleSchema = z.enum(roles, { error: m.invalidRole });

export const sendOtpRequestSchema = z.object({
  phoneNumber: phoneInputSchema,
  role: roleSchema,
});
export type SendOtpRequest = z.input<typeof sendOtpRequestSchema>;

export const sendOtpResponseSchema = z.object({
  requestId: z.string(),
  sessionId: z.string(),
  resendInSeconds: z.number().int(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export const otpCodeSchema = z
  .string({ error: m.required })
  .trim()
  .regex(/^\d{6}$/, { error: m.invalidCode });

export const verifyOtpRequestSchema = z.object({
  phoneNumber: phoneInputSchema,
  code: otpCodeSchema,
  role: roleSchema,
  sessionId: z.string({ error: m.required }).min(1, { error: m.required }).max(100),
  requestId: z.string({ error: m.required }).min(1, { error: m.required }).max(100),
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  role: roleSchema,
  userType: z.enum(userTypes),
  name: z.string(),
  phoneNumber: z.string(),
  userId: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  token: z.string(),
  /** ISO time the access token stops working; the web refreshes before it. */
  expiresAt: z.string(),
  user: sessionUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });

/** Signing out always succeeds: an unknown or missing refresh cookie has nothing left to end. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });

export const gateLoginRequestSchema = z.object({
  username: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(200),
  password: z.string({ error: m.required }).min(1, { error: m.required }).max(200),
});
export type GateLoginRequest = z.infer<typeof gateLoginRequestSchema>;

export const gateStatusSchema = z.object({ enabled: z.boolean(), passed: z.boolean() });
export type GateStatus = z.infer<typeof gateStatusSchema>;
