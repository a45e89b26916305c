import type { Router } from 'express';
import { markAllRead, notificationsFeed, unreadCount } from '../../services/notifications';
import { currentUser } from '../middleware/authenticate';

export function registerNotificationRoutes(router: Router): void {
  router.get('/notifications', async (req, res) => {
    res.json(await notificationsFeed(currentUser(req).uid));
  });

  router.get('/notifications/unread-count', async (req, res) => {
    res.json({ count: await unreadCount(currentUser(req).uid) });
  });

  router.post('/notifications/mark-read', async (req, res) => {
    const updated = await markAllRead(currentUser(req).uid);
    res.json({ updated, unreadCount: 0 });
  });
}
