// The notification bell: the user's latest notifications and how many are unread. notify.ts writes them.
import * as notificationsRepo from '../data/notifications-repo';
import type { NotificationsResponse } from '../shared/notifications/notification-views';

export async function notificationsFeed(uid: string): Promise<NotificationsResponse> {
  // The list is capped, so the unread count is counted separately rather than from the list.
  const [notifications, unreadCount] = await Promise.all([notificationsRepo.listNotifications(uid), notificationsRepo.countUnread(uid)]);
  return { notifications, unreadCount };
}

export const unreadCount = (uid: string): Promise<number> => notificationsRepo.countUnread(uid);

/** Marks every unread notification read; answers how many changed. */
export const markAllRead = (uid: string): Promise<number> => notificationsRepo.markAllRead(uid);
