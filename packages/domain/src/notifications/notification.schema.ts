import { z } from 'zod';
import { validationMessages as m } from '../common/messages';
import { isUuid } from '../common/uuid';

/**
 * What a notification tells (issue 18). The text is never stored: the web writes it in the
 * reader's language from the kind and its params (numbers and names), so a notification made
 * in Hebrew reads in Russian for a Russian reader.
 */
export const notificationKinds = [
  'subscriptionAwaitingApproval',
  'serviceCallAwaitingApproval',
  'documentAssigned',
  'newLead',
  'stockTransferIn',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The numbers and names a kind's text is filled with ({{number}}, {{name}}…). */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** The bell lists at most this many: it is a reminder of what is new, not an archive. */
export const notificationsListLimit = 50;
/** One markRead marks at most this many (the list never shows more than 50). */
export const notificationsMarkReadMax = 100;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  params: notificationParamsSchema,
  /** The back-office address that opens what the notification is about. */
  link: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null while unread. */
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** `GET /api/notifications?unread=true`: only the unread ones; all (read or not) otherwise. */
export const notificationsQuerySchema = z.object({
  unread: z.enum(['true', 'false'], { error: m.invalidValue }).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsListSchema = z.object({
  /** Newest first, at most 50. */
  items: z.array(notificationSchema),
  /** How many of the person's notifications are unread (all of them, not only those listed). */
  unread: z.number().int(),
});
export type NotificationsList = z.infer<typeof notificationsListSchema>;

export const markNotificationsReadSchema = z.object({
  ids: z
    .array(z.string().refine(isUuid, { error: m.invalidValue }), { error: m.required })
    .min(1, { error: m.required })
    .max(notificationsMarkReadMax, { error: m.invalidValue }),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/** How many were marked now, and what is left unread. Others' ids are ignored (ADR 0038). */
export const markNotificationsReadResultSchema = z.object({
  updated: z.number().int(),
  unread: z.number().int(),
});
export type MarkNotificationsReadResult = z.infer<typeof markNotificationsReadResultSchema>;

/** The channels a person may opt in to: the bell is always on; SMS and e-mail only when asked. */
export const notificationPreferencesSchema = z.object({
  sms: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A PATCH: only the channels sent change. */
export const notificationPreferencesPatchSchema = notificationPreferencesSchema.partial();
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatchSchema>;
