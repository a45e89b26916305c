// Shapes of functions/src/http/routes/notifications.ts (data/notifications-repo.ts).

export interface Notification {
  id: string;
  message: string;
  /** An app path the notification is about, or null. */
  link: string | null;
  read: boolean;
  /** ISO timestamp. */
  createdAt: string;
}
