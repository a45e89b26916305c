import type { Router } from 'express';
import { markAllRead, notificationsFeed, unreadCount } from '../../services/notifications';
import { notificationContracts } from '../../shared/contracts/notifications';
import { serveContracts } from '../contracts/serve';

export function registerNotificationRoutes(router: Router): void {
  serveContracts(router, notificationContracts, {
    list: async ({ user }) => notificationsFeed(user.uid),
    unreadCount: async ({ user }) => ({ count: await unreadCount(user.uid) }),
    markRead: async ({ user }) => ({ updated: await markAllRead(user.uid), unreadCount: 0 as const }),
  });
}
