// What the daily reminder job (services/reminder-job.ts) says, and to whom: the in-app notification of each announced
// reminder, and one email and one SMS per user and run listing all of theirs. Pure: the job decides with
// decideFiring (reminder.ts) and writes through data/reminder-delivery-repo.ts. Every text is in the user's Settings
// language (domain/i18n), English by default.
import { INTL_TAGS, type Locale } from '../../shared/i18n/locale';
import { daysBetween, type ReminderRecord } from './reminder';
import { render } from '../i18n/render';
import { msg, type Message } from '../../shared/i18n/message';

/** The app page the reminders live on; every message links there. */
export const REMINDERS_PATH = '/compliance/reminders';

/** One reminder the job announces on this run. */
export interface Announcement {
  reminderId: string;
  ownerUid: string;
  title: string;
  /** The title as a Message, when the reminder has one (a computed reminder's). */
  titleKeyed: Message | null;
  /** YYYY-MM-DD in the reminder's time zone. */
  dueDate: string;
  timeZone: string;
  /** Whole days from the reminder's local today to its due date (0 on the day). */
  daysLeft: number;
  /** The longest lead time this run announces: it names the notification, so a rerun writes the same one. */
  lead: number;
}

export function announcement(
  reminder: Pick<ReminderRecord, 'id' | 'ownerUid' | 'title' | 'titleKeyed' | 'dueDate' | 'timeZone'>,
  today: string,
  fired: readonly number[],
): Announcement {
  return {
    reminderId: reminder.id,
    ownerUid: reminder.ownerUid,
    title: reminder.title,
    titleKeyed: reminder.titleKeyed,
    dueDate: reminder.dueDate,
    timeZone: reminder.timeZone,
    daysLeft: daysBetween(today, reminder.dueDate),
    lead: Math.max(...fired),
  };
}

/** The reminder's title in `locale`: a keyed title rendered there, a user's own title as they wrote it. */
const titleIn = (a: Pick<Announcement, 'title' | 'titleKeyed'>, locale: Locale): string =>
  a.titleKeyed ? render(locale, a.titleKeyed) : a.title;

/** The in-app notification's id: deterministic, so a rerun (or a crash and retry) overwrites instead of adding. */
export const reminderNotificationId = (a: Pick<Announcement, 'reminderId' | 'lead'>): string => `reminder-${a.reminderId}-${a.lead}`;

// Made once per locale: building an Intl.DateTimeFormat costs far more than formatting with it (the job formats
// 50,000 dates).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, month: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${locale}:${month}`;
  let format = dateFormats.get(key);
  if (!format)
    dateFormats.set(
      key,
      (format = new Intl.DateTimeFormat(INTL_TAGS[locale], { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' })),
    );
  return format;
}

/** "December 1, 2026" ("1 de diciembre de 2026"...): the calendar date itself, already a day in the reminder's zone. */
export function formatDueDate(date: string, month: 'long' | 'short' = 'long', locale: Locale = 'en'): string {
  return dateFormat(locale, month).format(new Date(`${date}T00:00:00Z`));
}

/** "today", "tomorrow", "in 5 days" in `locale`; a day already past reads as today. */
export function daysLeftText(daysLeft: number, locale: Locale = 'en'): string {
  return render(locale, msg('deadlines:reminderWhen', { days: Math.max(daysLeft, 0) }));
}

/** A title on one line, cut to `max` characters; an empty one reads "Deadline". */
function oneLine(text: string, max: number, locale: Locale = 'en'): string {
  const line = text.replace(/\s+/g, ' ').trim() || render(locale, msg('deadlines:reminderUntitled'));
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** What every channel says of one reminder: its title cut to `titleMax`, its due date and the days left. */
const dueParams = (a: Announcement, locale: Locale, titleMax: number, month: 'long' | 'short' = 'long') => ({
  title: oneLine(titleIn(a, locale), titleMax, locale),
  date: formatDueDate(a.dueDate, month, locale),
  when: daysLeftText(a.daysLeft, locale),
});

export function notificationMessage(a: Announcement, locale: Locale = 'en'): string {
  return render(locale, msg('deadlines:reminderNotification', dueParams(a, locale, 200)));
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

/** Stands for the link while its sentence is escaped: no catalog text contains it. */
const LINK_SLOT = '\u0000link\u0000';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * One email listing every reminder the run announces to the user, in their language; `appUrl` is the app's absolute
 * address.
 */
export function reminderEmail(list: readonly Announcement[], appUrl: string, name: string | null, locale: Locale = 'en'): EmailContent {
  const sorted = sortAnnouncements(list);
  const first = sorted[0];
  if (!first) throw new Error('reminderEmail needs at least one announcement');
  const link = `${appUrl.replace(/\/+$/, '')}${REMINDERS_PATH}`;
  const t = (message: Message) => render(locale, message);
  const subject =
    sorted.length === 1
      ? t(
          msg('deadlines:reminderEmailSubject', {
            title: oneLine(titleIn(first, locale), 120, locale),
            date: formatDueDate(first.dueDate, 'long', locale),
          }),
        )
      : t(msg('deadlines:reminderEmailSubjectMany', { count: sorted.length }));
  const greeting = name
    ? t(msg('deadlines:reminderEmailHelloName', { name: oneLine(name, 100, locale) }))
    : t(msg('deadlines:reminderEmailHello'));
  const intro = t(msg('deadlines:reminderEmailIntro', { count: sorted.length }));
  const line = (a: Announcement) => t(msg('deadlines:reminderEmailLine', dueParams(a, locale, 200)));
  const footer = t(msg('deadlines:reminderEmailFooter'));
  const seeThem = t(msg('deadlines:reminderEmailSeeThem', { link }));
  const text = [greeting, '', intro, '', ...sorted.map((a) => `- ${line(a)}`), '', seeThem, '', footer, ''].join('\n');
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(t(msg('deadlines:reminderEmailLinkText')))}</a>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${sorted.map((a) => `<li>${escapeHtml(line(a))}</li>`).join('')}</ul>`,
    // The sentence is escaped around the anchor, which is HTML already.
    `<p>${escapeHtml(t(msg('deadlines:reminderEmailLinkSentence', { link: LINK_SLOT }))).replace(LINK_SLOT, anchor)}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** The SMS, in the user's language: short, the soonest deadline named, the others counted, and the link. */
export function reminderSms(list: readonly Announcement[], appUrl: string, locale: Locale = 'en'): string {
  const sorted = sortAnnouncements(list);
  const first = sorted[0];
  if (!first) throw new Error('reminderSms needs at least one announcement');
  const link = `${appUrl.replace(/\/+$/, '')}${REMINDERS_PATH}`;
  return render(locale, msg('deadlines:reminderSms', { ...dueParams(first, locale, 80, 'short'), more: sorted.length - 1, link }));
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
