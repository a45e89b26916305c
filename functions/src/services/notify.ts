import { createNotification } from '../data/notifications-repo';
import { translate } from '../shared/i18n/translate';
import type { Notification } from '../shared/notifications/notification-views';
import { storedLocale } from './user-locale';

export interface NotifyInput {
  message: string;
  /** An app path the notification opens, e.g. `/support/tickets/abc`. */
  link?: string;
}

const MAX_MESSAGE = 500;

/**
 * The one way features tell a user something happened (a ticket was created, a case moved on...).
 * Callers pass server-made text, so a bad input is a programming error, not a 400. The text is written in English
 * and stored in the user's Settings language (shared/i18n: the catalog's entry for it, by pattern).
 */
export async function notify(uid: string, input: NotifyInput): Promise<Notification> {
  const message = input.message.trim();
  if (!uid || !message) throw new Error('notify() needs a uid and a message');
  // Links stay inside the app: an absolute URL here would let stored data send users off-site.
  if (input.link !== undefined && !/^\/(?!\/)[^\s]*$/.test(input.link)) throw new Error(`notify() link must be an app path: ${input.link}`);
  const locale = await storedLocale(uid);
  return createNotification(uid, { message: translate(locale, message).slice(0, MAX_MESSAGE), link: input.link });
}
