// The accessible names of what shows an unread count: the header's bell and the sidebar's entries.
import { i18n } from '@/lib/i18n/i18n';

/** An entry's accessible name with its count, e.g. "Discuss Case, 2 unread". */
export const withUnread = (label: string, count: number): string => (count > 0 ? i18n.t('common:unread.entry', { label, count }) : label);

/** The bell's accessible name: the total, and what it is made of once case discussion messages are part of it. */
export function bellLabel(notifications: number, messages: number): string {
  const total = notifications + messages;
  if (total === 0) return i18n.t('common:unread.bell');
  if (messages === 0) return i18n.t('common:unread.bellTotal', { total });
  if (notifications === 0) return i18n.t('common:unread.bellMessages', { total, messages });
  return i18n.t('common:unread.bellBoth', { total, notifications, messages });
}
