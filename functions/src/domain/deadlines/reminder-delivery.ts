// What the daily reminder job (services/reminder-job.ts) says, and to whom: the in-app notification of each announced
// reminder, and one email and one SMS per user and run listing all of theirs. Pure: the job decides with
// decideFiring (reminder.ts) and writes through data/reminder-delivery-repo.ts.
import { daysBetween, type ReminderRecord } from './reminder';

/** The app page the reminders live on; every message links there. */
export const REMINDERS_PATH = '/compliance/reminders';

/** One reminder the job announces on this run. */
export interface Announcement {
  reminderId: string;
  ownerUid: string;
  title: string;
  /** YYYY-MM-DD in the reminder's time zone. */
  dueDate: string;
  timeZone: string;
  /** Whole days from the reminder's local today to its due date (0 on the day). */
  daysLeft: number;
  /** The longest lead time this run announces: it names the notification, so a rerun writes the same one. */
  lead: number;
}

export function announcement(reminder: Pick<ReminderRecord, 'id' | 'ownerUid' | 'title' | 'dueDate' | 'timeZone'>, today: string, fired: readonly number[]): Announcement {
  return {
    reminderId: reminder.id,
    ownerUid: reminder.ownerUid,
    title: reminder.title,
    dueDate: reminder.dueDate,
    timeZone: reminder.timeZone,
    daysLeft: daysBetween(today, reminder.dueDate),
    lead: Math.max(...fired),
  };
}

/** The in-app notification's id: deterministic, so a rerun (or a crash and retry) overwrites instead of adding. */
export const reminderNotificationId = (a: Pick<Announcement, 'reminderId' | 'lead'>): string => `reminder-${a.reminderId}-${a.lead}`;

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it (the job formats 50,000 dates).
const DATE_FORMATS = {
  long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

/** "December 1, 2026": the calendar date itself, which already is a day in the reminder's time zone. */
export function formatDueDate(date: string, month: 'long' | 'short' = 'long'): string {
  return DATE_FORMATS[month].format(new Date(`${date}T00:00:00Z`));
}

export function daysLeftText(daysLeft: number): string {
  if (daysLeft <= 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  return `in ${daysLeft} days`;
}

/** Titles come from the user (custom reminders): one line, bounded, in every channel. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim() || 'Deadline';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function notificationMessage(a: Announcement): string {
  return `Reminder: ${oneLine(a.title, 200)} is due ${formatDueDate(a.dueDate)} (${daysLeftText(a.daysLeft)}).`;
}

/** Soonest first, then by title, so every channel lists them in the same order. */
export function sortAnnouncements(list: readonly Announcement[]): Announcement[] {
  return [...list].sort((x, y) => x.daysLeft - y.daysLeft || x.title.localeCompare(y.title) || x.reminderId.localeCompare(y.reminderId));
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One email listing every reminder the run announces to the user; `appUrl` is the app's absolute address. */
export function reminderEmail(list: readonly Announcement[], appUrl: string, name: string | null): EmailContent {
  const sorted = sortAnnouncements(list);
  const first = sorted[0];
  if (!first) throw new Error('reminderEmail needs at least one announcement');
  const link = `${appUrl.replace(/\/+$/, '')}${REMINDERS_PATH}`;
  const subject =
    sorted.length === 1
      ? `Reminder: ${oneLine(first.title, 120)} is due ${formatDueDate(first.dueDate)}`
      : `Reminder: ${sorted.length} deadlines are coming up`;
  const greeting = name ? `Hello ${oneLine(name, 100)},` : 'Hello,';
  const intro = sorted.length === 1 ? 'A deadline you are tracking is coming up:' : 'Deadlines you are tracking are coming up:';
  const line = (a: Announcement) => `${oneLine(a.title, 200)}: due ${formatDueDate(a.dueDate)} (${daysLeftText(a.daysLeft)})`;
  const footer = 'You get these emails because Email Notifications is on in Settings; turn it off there to stop them.';
  const text = [greeting, '', intro, '', ...sorted.map((a) => `- ${line(a)}`), '', `See your reminders and choose when they are sent: ${link}`, '', footer, ''].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${sorted.map((a) => `<li>${escapeHtml(line(a))}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(link)}">See your reminders</a> and choose when they are sent.</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** The SMS: short, the soonest deadline named, the others counted, and the link. */
export function reminderSms(list: readonly Announcement[], appUrl: string): string {
  const sorted = sortAnnouncements(list);
  const first = sorted[0];
  if (!first) throw new Error('reminderSms needs at least one announcement');
  const more = sorted.length > 1 ? ` and ${sorted.length - 1} more` : '';
  const link = `${appUrl.replace(/\/+$/, '')}${REMINDERS_PATH}`;
  return `Immigration AI reminder: ${oneLine(first.title, 80)} is due ${formatDueDate(first.dueDate, 'short')} (${daysLeftText(first.daysLeft)})${more}. ${link}`;
}

/** Items by their owner, in first-seen order. */
export function groupByOwner<T extends { ownerUid: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.ownerUid);
    if (group) group.push(item);
    else groups.set(item.ownerUid, [item]);
  }
  return groups;
}

/**
 * The latest calendar date any time zone can be on at `now`: UTC runs from UTC-12 to UTC+14, so at most one day
 * ahead of the UTC date. The job reads every reminder whose next fire date is on or before it, then decides each in
 * its own zone.
 */
export function latestLocalDate(now: Date): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}
