// Appointments (/cases/appointments): schedule, edit, reschedule and cancel an appointment of one of the caller's
// cases; each change adds a line to the case's timeline and refreshes the computed deadlines. The answers carry
// `past` (by the server's clock) and `overlaps` (a warning, never a refusal). Also the .ics download of one
// appointment and the private calendar feed: a secret token (32 random bytes, base64url) of which only the SHA-256 is
// stored, shown once when made; making a new one revokes the old.
import { createHash, randomBytes } from 'node:crypto';
import {
  changeAppointment,
  createAppointment,
  getOwnedAppointment,
  listAppointments,
  type AppointmentRecord,
  type AppointmentUpdate,
} from '../data/appointments-repo';
import { createFeed, findFeed, liveFeedOf, revokeFeeds } from '../data/calendar-feeds-repo';
import { changeCase, getOwnedCase, listCases, type CaseRecord } from '../data/cases-repo';
import type { AppointmentFields } from '../domain/appointments/appointment-record';
import { calendarName, timelineEvent, toAppointmentView, toIcsEvent } from '../domain/appointments/appointment-view';
import type { Locale } from '../shared/i18n/locale';
import { storedLocale } from './user-locale';
import { buildCalendar } from '../domain/appointments/ics';
import { overlapMap } from '../domain/appointments/overlap';
import { zonedToInstant } from '../domain/appointments/zoned-time';
import { notFound } from '../domain/errors';
import { log } from '../log';
import { APPOINTMENT_LIMITS, type AppointmentChanges, type NewAppointment } from '../shared/appointments/appointments';
import type { AppointmentView, CalendarFeedStatus, CreatedCalendarFeed } from '../shared/appointments/appointment-views';
import { recordAudit } from './audit';
import { refreshDeadlinesQuietly } from './deadlines';
import { msg, type Message } from '../shared/i18n/message';
import { timelineEntry } from '../domain/cases/timeline-text';

export const APPOINTMENT_NOT_FOUND = msg('errors:appointmentNotFound');
export const CASE_NOT_FOUND = msg('errors:caseNotFound');
/** The same answer for a token that never existed and one that was revoked. */
export const CALENDAR_FEED_NOT_FOUND = msg('errors:thisCalendarFeedDoesNotExist');
/** Cancelled appointments stay in the feed this long, so subscribers remove them instead of keeping a stale copy. */
export const FEED_CANCELLED_DAYS = 30;
export const FEED_REFRESH_MINUTES = 60;

const DAY_MS = 86_400_000;
/** 32 random bytes in base64url: exactly 43 characters of that alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const calendarFeedPath = (token: string): string => `/api/calendar/${token}/appointments.ics`;

const caseLabelOf = (record: Pick<CaseRecord, 'caseName' | 'caseNumber'>): string => `${record.caseName} (${record.caseNumber})`;

/** Recomputes the user's deadlines after an appointment changed; a failure there is logged, never the write's. */
const afterWrite = (uid: string): Promise<void> => refreshDeadlinesQuietly(uid, 'appointment');

function fieldsFrom(
  input: Pick<NewAppointment, 'type' | 'date' | 'time' | 'timeZone' | 'place'> & Partial<NewAppointment>,
): AppointmentFields {
  const localStart = `${input.date}T${input.time}`;
  const durationMinutes = input.durationMinutes ?? APPOINTMENT_LIMITS.defaultDuration;
  const starts = zonedToInstant(localStart, input.timeZone);
  return {
    caseId: input.caseId ?? '',
    type: input.type,
    title: input.title || null,
    startsAt: new Date(starts).toISOString(),
    endsAt: new Date(starts + durationMinutes * 60_000).toISOString(),
    durationMinutes,
    timeZone: input.timeZone,
    localStart,
    place: input.place,
    notes: input.notes ?? '',
  };
}

async function viewsOf(
  uid: string,
  records: readonly AppointmentRecord[],
  all: readonly AppointmentRecord[],
  now: Date,
): Promise<AppointmentView[]> {
  const cases = new Map((await listCases(uid)).map((record) => [record.id, caseLabelOf(record)]));
  const overlaps = overlapMap(all);
  return records.map((record) =>
    toAppointmentView(record, { now, caseLabel: cases.get(record.caseId) ?? null, overlaps: overlaps.get(record.id) ?? [] }),
  );
}

async function viewOf(uid: string, record: AppointmentRecord, now: Date): Promise<AppointmentView> {
  const all = await listAppointments(uid);
  const [view] = await viewsOf(uid, [record], all.some((a) => a.id === record.id) ? all : [...all, record], now);
  if (!view) throw new Error('An appointment view went missing');
  return view;
}

async function addTimelineEntry(uid: string, caseId: string, event: Message): Promise<void> {
  const changed = await changeCase(uid, caseId, () => ({
    changes: {},
    entries: [timelineEntry(new Date().toISOString(), 'applicant', event)],
  }));
  // The case was deleted after the appointment was checked against it: the appointment stands, without its line.
  if (!changed) log.warn('An appointment change found no case for its timeline entry', { caseId });
}

/** The caller's appointments (optionally of one of their cases), upcoming first, then past ones latest first. */
export async function listAppointmentViews(uid: string, caseId?: string, now = new Date()): Promise<AppointmentView[]> {
  if (caseId && !(await getOwnedCase(uid, caseId))) throw notFound(CASE_NOT_FOUND);
  const all = await listAppointments(uid);
  const shown = caseId ? all.filter((a) => a.caseId === caseId) : all;
  const views = await viewsOf(uid, shown, all, now);
  const upcoming = views.filter((v) => !v.past);
  const past = views.filter((v) => v.past).reverse();
  return [...upcoming, ...past];
}

async function ownedAppointment(uid: string, appointmentId: string): Promise<AppointmentRecord> {
  const record = await getOwnedAppointment(uid, appointmentId);
  if (!record) throw notFound(APPOINTMENT_NOT_FOUND);
  return record;
}

export async function getAppointmentView(uid: string, appointmentId: string, now = new Date()): Promise<AppointmentView> {
  return viewOf(uid, await ownedAppointment(uid, appointmentId), now);
}

/** Schedules an appointment for one of the caller's cases; someone else's case answers like a missing one. */
export async function scheduleAppointment(uid: string, input: NewAppointment, now = new Date()): Promise<AppointmentView> {
  if (!(await getOwnedCase(uid, input.caseId))) throw notFound(CASE_NOT_FOUND);
  const record = await createAppointment(uid, fieldsFrom(input));
  log.info('appointment scheduled', { appointmentId: record.id, caseId: record.caseId });
  await addTimelineEntry(uid, record.caseId, timelineEvent('scheduled', record));
  await afterWrite(uid);
  return viewOf(uid, record, now);
}

/** Edits an appointment; a new date, time or zone reschedules it. A cancelled one cannot be changed. */
export async function editAppointment(
  uid: string,
  appointmentId: string,
  changes: AppointmentChanges,
  now = new Date(),
): Promise<AppointmentView> {
  const result = await changeAppointment(uid, appointmentId, (current): AppointmentUpdate | null => {
    if (current.status === 'cancelled') return null;
    const [date = '', time = ''] = current.localStart.split('T');
    const merged = {
      type: changes.type ?? current.type,
      title: changes.title === undefined ? current.title : changes.title,
      date: changes.date ?? date,
      time: changes.time ?? time,
      timeZone: changes.timeZone ?? current.timeZone,
      place: changes.place ?? current.place,
      notes: changes.notes ?? current.notes,
      durationMinutes: changes.durationMinutes ?? current.durationMinutes,
    };
    const { caseId: _caseId, ...fields } = fieldsFrom({ ...merged, title: merged.title ?? undefined, caseId: current.caseId });
    return fields;
  });
  if (!result) throw notFound(APPOINTMENT_NOT_FOUND);
  const { before, after } = result;
  if (before.status === 'cancelled') throw notFound(APPOINTMENT_NOT_FOUND);
  log.info('appointment changed', { appointmentId, caseId: after.caseId });
  await addTimelineEntry(uid, after.caseId, timelineEvent('edited', after, before));
  await afterWrite(uid);
  return viewOf(uid, after, now);
}

/** Cancels an appointment (kept, marked cancelled). Cancelling a cancelled one changes nothing. */
export async function cancelAppointment(uid: string, appointmentId: string, now = new Date()): Promise<AppointmentView> {
  const result = await changeAppointment(uid, appointmentId, (current) => (current.status === 'cancelled' ? null : { cancel: true }));
  if (!result) throw notFound(APPOINTMENT_NOT_FOUND);
  const { before, after } = result;
  if (before.status !== 'cancelled') {
    log.info('appointment cancelled', { appointmentId, caseId: after.caseId });
    await addTimelineEntry(uid, after.caseId, timelineEvent('cancelled', after));
    await afterWrite(uid);
  }
  return viewOf(uid, after, now);
}

/** One appointment as a .ics file. */
export async function appointmentCalendarFile(
  uid: string,
  appointmentId: string,
  locale: Locale,
  now = new Date(),
): Promise<{ fileName: string; body: string }> {
  const record = await ownedAppointment(uid, appointmentId);
  const owned = await getOwnedCase(uid, record.caseId);
  const body = buildCalendar([toIcsEvent(record, owned ? caseLabelOf(owned) : null, locale)], { now });
  return { fileName: `appointment-${record.localStart.slice(0, 10)}-${record.type}.ics`, body };
}

export async function calendarFeedStatus(uid: string): Promise<CalendarFeedStatus> {
  const live = await liveFeedOf(uid);
  return { active: live !== null, createdAt: live?.createdAt ?? null };
}

/** Makes a new feed for the caller, revoking any earlier one; its path (with the token) is answered this once. */
export async function createCalendarFeed(uid: string, userAgent?: string): Promise<CreatedCalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const feed = await createFeed(uid, hashOf(token));
  await recordAudit(uid, 'share-link-created', userAgent);
  log.info('calendar feed created', { feedId: feed.id });
  return { createdAt: feed.createdAt, path: calendarFeedPath(token) };
}

export async function revokeCalendarFeed(uid: string, userAgent?: string): Promise<void> {
  const revoked = await revokeFeeds(uid);
  if (revoked > 0) {
    await recordAudit(uid, 'share-link-revoked', userAgent);
    log.info('calendar feed revoked', { revoked });
  }
}

/** The feed's calendar for whoever holds the token: scheduled appointments and those cancelled in the last 30 days. */
export async function openCalendarFeed(token: string, now = new Date()): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw notFound(CALENDAR_FEED_NOT_FOUND);
  const feed = await findFeed(hashOf(token));
  if (!feed || feed.revokedAt !== null) throw notFound(CALENDAR_FEED_NOT_FOUND);
  // Nobody is signed in to a calendar app's request: the feed speaks its owner's saved language.
  const [appointments, cases, locale] = await Promise.all([
    listAppointments(feed.ownerUid),
    listCases(feed.ownerUid),
    storedLocale(feed.ownerUid),
  ]);
  const labels = new Map(cases.map((record) => [record.id, caseLabelOf(record)]));
  const since = now.getTime() - FEED_CANCELLED_DAYS * DAY_MS;
  const shown = appointments.filter((a) => a.status === 'scheduled' || Date.parse(a.cancelledAt ?? a.updatedAt) >= since);
  return buildCalendar(
    shown.map((a) => toIcsEvent(a, labels.get(a.caseId) ?? null, locale)),
    { now, name: calendarName(locale), refreshMinutes: FEED_REFRESH_MINUTES },
  );
}
