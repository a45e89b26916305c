// The notification bell's routes (http/routes/notifications.ts serves them).
import { markedReadSchema, notificationsResponseSchema, unreadCountSchema } from '../notifications/notification-views';
import { route } from './contract';

export const notificationContracts = {
  list: route({
    method: 'GET',
    path: '/notifications',
    summary: "The caller's latest notifications, newest first, and how many are unread",
    ids: 'self',
    responses: { 200: notificationsResponseSchema },
  }),
  unreadCount: route({
    method: 'GET',
    path: '/notifications/unread-count',
    summary: "The bell's number",
    ids: 'self',
    responses: { 200: unreadCountSchema },
  }),
  markRead: route({
    method: 'POST',
    path: '/notifications/mark-read',
    summary: "Marks all the caller's notifications read",
    ids: 'self',
    responses: { 200: markedReadSchema },
  }),
};
