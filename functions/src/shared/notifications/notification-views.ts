// The notification endpoints' answers (shared/contracts/notifications.ts), as data/notifications-repo.ts reads them.
// Schemas, so the answers are checked against them outside production; the web imports the types only.
import { z } from 'zod';
import { messageSchema } from '../i18n/message-schema';

export const notificationSchema = z.strictObject({
  id: z.string(),
  /** The text as stored: the English rendering of `keyed`, or an older notification's text in its own language. */
  message: z.string(),
  /** The message as a key and parameters, which the reader renders in their language; null for a text-only one. */
  keyed: messageSchema.nullable(),
  /** An app path the notification is about, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications */
export const notificationsResponseSchema = z.strictObject({
  /** Newest first. */
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** GET /notifications/unread-count */
export const unreadCountSchema = z.strictObject({ count: z.number().int().nonnegative() });

/** POST /notifications/mark-read: how many changed; every notification is read now. */
export const markedReadSchema = z.strictObject({ updated: z.number().int().nonnegative(), unreadCount: z.literal(0) });
