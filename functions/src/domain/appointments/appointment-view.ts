// What the API answers for an appointment, its calendar event, and the timeline lines its changes add to the case.
import { APPOINTMENT_TYPE_LABELS, type AppointmentView } from '../../shared/appointments/appointments';
import type { AppointmentRecord } from './appointment-record';
import type { IcsEvent } from './ics';
import { describeLocalTime } from './zoned-time';

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
    typeLabel: APPOINTMENT_TYPE_LABELS[record.type],
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

/** 'Biometrics appointment', or 'Interview: Adjustment of status' when it has a title. */
export function appointmentSummary(record: Pick<AppointmentRecord, 'type' | 'title'>): string {
  const label = APPOINTMENT_TYPE_LABELS[record.type];
  return record.title ? `${label}: ${record.title}` : `${label} appointment`;
}

export function toIcsEvent(record: AppointmentRecord, caseLabel: string | null): IcsEvent {
  const description = [record.notes, caseLabel ? `Case: ${caseLabel}` : ''].filter(Boolean).join('\n\n');
  return {
    uid: appointmentUid(record.id),
    sequence: record.sequence,
    status: record.status,
    startsAt: record.startsAt,
    endsAt: record.endsAt,
    timeZone: record.timeZone,
    summary: appointmentSummary(record),
    location: record.place,
    description,
    created: record.createdAt,
    lastModified: record.updatedAt,
  };
}

const when = (record: Pick<AppointmentRecord, 'startsAt' | 'timeZone'>) => describeLocalTime(Date.parse(record.startsAt), record.timeZone);
const at = (place: string) => (place ? ` at ${place}` : '');

/** The case's timeline line for a change: scheduled, rescheduled, updated or cancelled. */
export function timelineEvent(change: 'scheduled' | 'edited' | 'cancelled', after: AppointmentRecord, before?: AppointmentRecord): string {
  const label = `${APPOINTMENT_TYPE_LABELS[after.type]} appointment`;
  if (change === 'scheduled') return `${label} scheduled for ${when(after)}${at(after.place)}`;
  if (change === 'cancelled') return `${label} for ${when(after)} cancelled`;
  if (before && (before.startsAt !== after.startsAt || before.timeZone !== after.timeZone)) {
    return `${label} rescheduled from ${when(before)} to ${when(after)}${at(after.place)}`;
  }
  return `${label} for ${when(after)} updated${at(after.place)}`;
}
