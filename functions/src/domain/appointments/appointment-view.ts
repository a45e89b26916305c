// What the API answers for an appointment, its calendar event, and the timeline lines its changes add to the case.
// The type's name is a Message in the answer and in the calendar event, written in the reader's language; so are the
// timeline lines, whose times are date parameters written in the reader's locale at the appointment's zone.
import { APPOINTMENT_TYPE_LABELS } from '../../shared/appointments/appointments';
import type { AppointmentView } from '../../shared/appointments/appointment-views';
import type { Locale } from '../../shared/i18n/locale';
import { msg, type DateParam, type Message } from '../../shared/i18n/message';
import { appointmentTitle } from '../deadlines/compute';
import { render } from '../i18n/render';
import type { AppointmentRecord } from './appointment-record';
import type { IcsEvent } from './ics';

/** The iCalendar UID: stable for the appointment's life, so a re-imported or re-fetched event updates in place. */
export const appointmentUid = (id: string): string => `appointment-${id}@immigration-ai`;

export function toAppointmentView(
  record: AppointmentRecord,
  context: { now: Date; caseLabel: string | null; overlaps: readonly string[] },
): AppointmentView {
  const [date = '', time = ''] = record.localStart.split('T');
  return {
    id: record.id,
    caseId: record.caseId,
    caseLabel: context.caseLabel,
    type: record.type,
    typeLabel: msg(APPOINTMENT_TYPE_LABELS[record.type]),
    title: record.title,
    date,
    time,
    timeZone: record.timeZone,
    startsAt: record.startsAt,
    endsAt: record.endsAt,
    durationMinutes: record.durationMinutes,
    place: record.place,
    notes: record.notes,
    status: record.status,
    past: Date.parse(record.startsAt) <= context.now.getTime(),
    overlaps: [...context.overlaps],
    sequence: record.sequence,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** The name of the feed's calendar, in its owner's language. */
export const calendarName = (locale: Locale): string => render(locale, msg('appointments:calendarName'));

/**
 * The calendar event, written in `locale`: its summary is the title the overview and the reminders give it
 * ('Biometrics appointment', or 'Interview: Adjustment of status' when it has a title: domain/deadlines/compute.ts).
 */
export function toIcsEvent(record: AppointmentRecord, caseLabel: string | null, locale: Locale): IcsEvent {
  const caseLine = caseLabel ? render(locale, msg('appointments:caseLine', { caseLabel })) : '';
  const description = [record.notes, caseLine].filter(Boolean).join('\n\n');
  return {
    uid: appointmentUid(record.id),
    sequence: record.sequence,
    status: record.status,
    startsAt: record.startsAt,
    endsAt: record.endsAt,
    timeZone: record.timeZone,
    summary: render(locale, appointmentTitle(record)),
    location: record.place,
    description,
    created: record.createdAt,
    lastModified: record.updatedAt,
  };
}

/** An appointment's start as a date parameter: written at its own zone, with the zone's name. */
const when = (record: Pick<AppointmentRecord, 'startsAt' | 'timeZone'>): DateParam => ({
  date: record.startsAt,
  timeZone: record.timeZone,
  time: true,
});

/** The case's timeline line for a change: scheduled, rescheduled, updated or cancelled. */
export function timelineEvent(change: 'scheduled' | 'edited' | 'cancelled', after: AppointmentRecord, before?: AppointmentRecord): Message {
  const common = { appointment: msg(APPOINTMENT_TYPE_LABELS[after.type]), when: when(after) };
  const place = after.place ? { place: after.place } : null;
  if (change === 'cancelled') return msg('timeline:appointmentCancelled', common);
  if (change === 'scheduled')
    return place ? msg('timeline:appointmentScheduledAt', { ...common, ...place }) : msg('timeline:appointmentScheduled', common);
  if (before && (before.startsAt !== after.startsAt || before.timeZone !== after.timeZone)) {
    const moved = { ...common, before: when(before) };
    return place ? msg('timeline:appointmentRescheduledAt', { ...moved, ...place }) : msg('timeline:appointmentRescheduled', moved);
  }
  return place ? msg('timeline:appointmentUpdatedAt', { ...common, ...place }) : msg('timeline:appointmentUpdated', common);
}
