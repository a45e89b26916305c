// The notification endpoints' answers (http/routes/notifications.ts), as data/notifications-repo.ts reads them.
// Types only, with no Node or Firebase imports, so the web imports them as they are.
import type { Message } from '../i18n/message';

export interface Notification {
  id: string;
  /** The text as stored: the English rendering of `keyed`, or an older notification's text in its own language. */
  message: string;
  /** The message as a key and parameters, which the reader renders in their language; null for a text-only one. */
  keyed: Message | null;
  /** An app path the notification is about, or null. */
  link: string | null;
  read: boolean;
  /** ISO timestamp. */
  createdAt: string;
}

/** GET /notifications */
export interface NotificationsResponse {
  /** Newest first. */
  notifications: Notification[];
  unreadCount: number;
}
