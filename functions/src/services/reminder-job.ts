// The daily reminder job (docs/deadlines.md, "The reminder job and delivery channels"): every reminder whose lead
// time has come is announced once, in the app, by email (Trigger Email extension) when Email Notifications is on, and
// by SMS (Twilio extension) when SMS Notifications is on and the phone is verified. Run by the scheduled function
// `reminderJob` (index.ts) and by hand with `npm run reminders -- --now <date>` (reminders-cli.ts).
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { config } from '../config';
import {
  commitDeliveries,
  dueReminderPages,
  readUserChannels,
  type DueReminder,
  type UserChannels,
  type UserDelivery,
} from '../data/reminder-delivery-repo';
import { decideFiring, localDate, type FiringDecision } from '../domain/deadlines/reminder';
import {
  announcement,
  groupByOwner,
  latestLocalDate,
  notificationMessage,
  REMINDERS_PATH,
  reminderEmail,
  reminderNotificationId,
  reminderSms,
  type Announcement,
} from '../domain/deadlines/reminder-delivery';
import { log } from '../log';

export interface ReminderJobOptions {
  /** The instant the job runs at; each reminder's "today" is its calendar date in the reminder's own time zone. */
  now: Date;
  /** Reminders read per query. */
  pageSize?: number;
  /** Batches committed at once. */
  concurrency?: number;
}

export interface ReminderJobCounts {
  /** Due reminders read (their next fire date on or before the latest local date anywhere). */
  reminders: number;
  /** Reminders announced on this run. */
  announced: number;
  notifications: number;
  emails: number;
  sms: number;
  /** Users something was announced to. */
  users: number;
  writes: number;
  batches: number;
  /** Users whose writes were refused because a reminder changed meanwhile; they are decided again next run. */
  failedUsers: number;
  ms: number;
  /** Where the time went: reading the due reminders, reading the users' channels, writing. */
  phasesMs: { read: number; channels: number; write: number };
}

export const DEFAULT_PAGE_SIZE = 1000;

interface Change {
  reminder: DueReminder;
  decision: FiringDecision;
  announcement: Announcement | null;
}

/** A short id that only these announcements give, so a retried write of the same email or SMS lands on itself. */
const deliveryId = (uid: string, notificationIds: readonly string[]) =>
  `reminders-${uid}-${createHash('sha256')
    .update([...notificationIds].sort().join('\n'))
    .digest('hex')
    .slice(0, 20)}`;

function userDelivery(uid: string, changes: readonly Change[], channels: UserChannels | undefined): UserDelivery {
  const announced = changes.flatMap((change) => change.announcement ?? []);
  // Everything in the user's Settings language.
  const locale = channels?.locale ?? 'en';
  const notifications = announced.map((a) => ({
    id: reminderNotificationId(a),
    message: notificationMessage(a, locale),
    link: REMINDERS_PATH,
  }));
  const id = deliveryId(
    uid,
    notifications.map((n) => n.id),
  );
  const some = announced.length > 0;
  return {
    uid,
    reminders: changes.map(({ reminder, decision }) => ({
      reminderId: reminder.id,
      readTime: reminder.readTime,
      firedLeads: [...reminder.firedLeads, ...decision.fired],
      nextFireDate: decision.nextFireDate,
    })),
    notifications,
    mail:
      some && channels?.emailOn && channels.email
        ? { id, to: channels.email, message: reminderEmail(announced, config.appUrl, channels.displayName, locale) }
        : null,
    sms: some && channels?.smsTo ? { id, to: channels.smsTo, body: reminderSms(announced, config.appUrl, locale) } : null,
  };
}

/**
 * Reads the due reminders page by page, decides each in its own time zone (decideFiring), then writes each user's
 * notifications, email, SMS and the reminders' new state in the same batch. Re-running with the same `now` finds
 * nothing left to announce and writes nothing.
 */
export async function runReminderJob({
  now,
  pageSize = DEFAULT_PAGE_SIZE,
  concurrency = 8,
}: ReminderJobOptions): Promise<ReminderJobCounts> {
  const started = performance.now();
  if (Number.isNaN(now.getTime())) throw new Error('runReminderJob needs a valid date');
  let read = 0;
  const changes: Change[] = [];
  // One answer per zone for this `now`: every reminder in a zone shares the same local date.
  const todays = new Map<string, string>();
  const todayIn = (timeZone: string) => {
    let today = todays.get(timeZone);
    if (today === undefined) todays.set(timeZone, (today = localDate(now, timeZone)));
    return today;
  };
  for await (const page of dueReminderPages(latestLocalDate(now), pageSize)) {
    read += page.length;
    for (const reminder of page) {
      let today: string;
      try {
        today = todayIn(reminder.timeZone);
      } catch {
        // An unknown zone (edited by hand): that reminder waits, the others go on.
        log.warn('reminder job skipped a reminder with an unknown time zone', { reminderId: reminder.id });
        continue;
      }
      const decision = decideFiring(reminder, today);
      // Not come yet in its own zone (or nothing changes): nothing to write.
      if (decision.fired.length === 0 && decision.nextFireDate === reminder.nextFireDate) continue;
      changes.push({ reminder, decision, announcement: decision.announce ? announcement(reminder, today, decision.fired) : null });
    }
  }

  const readDone = performance.now();
  const byUser = groupByOwner(changes.map((change) => ({ ...change, ownerUid: change.reminder.ownerUid })));
  const announcedUids = [...byUser].filter(([, list]) => list.some((c) => c.announcement)).map(([uid]) => uid);
  const channels = await readUserChannels(announcedUids);
  const channelsDone = performance.now();
  const deliveries = [...byUser].map(([uid, list]) => userDelivery(uid, list, channels.get(uid)));
  const committed = await commitDeliveries(deliveries, concurrency);
  const failed = new Set(committed.failedUsers);
  const delivered = deliveries.filter((d) => !failed.has(d.uid));

  const counts: ReminderJobCounts = {
    reminders: read,
    announced: delivered.reduce((sum, d) => sum + d.notifications.length, 0),
    notifications: delivered.reduce((sum, d) => sum + d.notifications.length, 0),
    emails: delivered.filter((d) => d.mail).length,
    sms: delivered.filter((d) => d.sms).length,
    users: delivered.filter((d) => d.notifications.length > 0).length,
    writes: committed.writes,
    batches: committed.batches,
    failedUsers: failed.size,
    ms: Math.round(performance.now() - started),
    phasesMs: {
      read: Math.round(readDone - started),
      channels: Math.round(channelsDone - readDone),
      write: Math.round(performance.now() - channelsDone),
    },
  };
  if (failed.size > 0)
    log.warn("reminder job: some users' writes were refused; the next run decides them again", { failedUsers: failed.size });
  const { phasesMs, ...flat } = counts;
  log.info('reminder job finished', {
    ...flat,
    readMs: phasesMs.read,
    channelsMs: phasesMs.channels,
    writeMs: phasesMs.write,
    now: now.toISOString(),
  });
  return counts;
}
