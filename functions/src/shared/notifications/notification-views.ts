// The notification endpoints' answers (http/routes/notifications.ts), as data/notifications-repo.ts reads them.
// Types only, with no Node or Firebase imports, so the web imports them as they are.

export interface Notification {
  id: string;
  message: string;
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
