import { createNotification } from '../data/notifications-repo';
import { renderEnglish } from '../domain/i18n/render';
import type { Message } from '../shared/i18n/message';
import type { Notification } from '../shared/notifications/notification-views';

export interface NotifyInput {
  message: Message;
  /** An app path the notification opens, e.g. `/support/tickets/abc`. */
  link?: string;
}

const MAX_MESSAGE = 500;

/**
 * The one way features tell a user something happened (a ticket was created, a case moved on...).
 * Callers pass server-made Messages, so a bad input is a programming error, not a 400. The notification is stored as
 * its key and parameters, which the reader's app renders in their language, beside the English rendering that the
 * Firebase console shows (docs/i18n.md).
 */
export async function notify(uid: string, input: NotifyInput): Promise<Notification> {
  const text = renderEnglish(input.message).trim();
  if (!uid || !text) throw new Error('notify() needs a uid and a message');
  // Links stay inside the app: an absolute URL here would let stored data send users off-site.
  if (input.link !== undefined && !/^\/(?!\/)[^\s]*$/.test(input.link)) throw new Error(`notify() link must be an app path: ${input.link}`);
  return createNotification(uid, { message: text.slice(0, MAX_MESSAGE), keyed: input.message, link: input.link });
}
