import type { Message } from '@shared/i18n/message';
import type { Notification } from '@shared/notifications/notification-views';

/**
 * What a notification says in the reader's language: its keyed message rendered by `render`; a notification stored
 * before keyed messages has only its text, shown as it was stored.
 */
export const notificationText = (notification: Notification, render: (message: Message) => string): string =>
  notification.keyed ? render(notification.keyed) : notification.message;
