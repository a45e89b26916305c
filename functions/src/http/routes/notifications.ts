import type { Router } from 'express';
import { countUnread, listNotifications, markAllRead } from '../../data/notifications-repo';
import type { NotificationsResponse } from '../../shared/notifications/notification-views';
import { currentUser } from '../middleware/authenticate';

export function registerNotificationRoutes(router: Router): void {
  router.get('/notifications', async (req, res) => {
    const { uid } = currentUser(req);
    // The list is capped, so the unread count is counted separately rather than from the list.
    const [notifications, unreadCount] = await Promise.all([listNotifications(uid), countUnread(uid)]);
    res.json({ notifications, unreadCount } satisfies NotificationsResponse);
  });

  router.get('/notifications/unread-count', async (req, res) => {
    res.json({ count: await countUnread(currentUser(req).uid) });
  });

  router.post('/notifications/mark-read', async (req, res) => {
    const updated = await markAllRead(currentUser(req).uid);
    res.json({ updated, unreadCount: 0 });
  });
}
