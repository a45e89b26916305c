// The accessible names of what shows an unread count: the header's bell and the sidebar's entries.

/** An entry's accessible name with its count, e.g. "Discuss Case, 2 unread". */
export const withUnread = (label: string, count: number): string => (count > 0 ? `${label}, ${count} unread` : label);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The bell's accessible name: the total, and what it is made of once case discussion messages are part of it. */
export function bellLabel(notifications: number, messages: number): string {
  const total = notifications + messages;
  if (total === 0) return 'Notifications';
  if (messages === 0) return `Notifications, ${total} unread`;
  const parts = [notifications > 0 ? plural(notifications, 'notification', 'notifications') : null, plural(messages, 'case message', 'case messages')];
  return `Notifications, ${total} unread: ${parts.filter(Boolean).join(' and ')}`;
}
