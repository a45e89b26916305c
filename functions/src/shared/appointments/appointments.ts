// Appointments (/cases/appointments): their types, limits, the API's input schemas and the views it answers. Pure, so
// the web's forms check the same rules. Times are a local date and time in an IANA time zone, as a notice prints them;
// the server turns them into an instant (domain/appointments/zoned-time.ts).
import { z } from 'zod';
import { docIdSchema } from '../ids';
import { multiLineText, singleLineText } from '../text';
import { canonicalTimeZone, isKnownTimeZone } from '../time-zone';
import { issueText } from '../i18n/message';

export const APPOINTMENT_TYPES = ['biometrics', 'interview', 'oath-ceremony', 'medical-exam', 'consultation', 'other'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const APPOINTMENT_TYPE_LABELS: Readonly<Record<AppointmentType, string>> = {
  biometrics: 'Biometrics',
  interview: 'Interview',
  'oath-ceremony': 'Oath ceremony',
  'medical-exam': 'Medical exam',
  consultation: 'Consultation',
  other: 'Other',
};

export const APPOINTMENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_LIMITS = {
  title: 120,
  place: 300,
  notes: 2000,
  minDuration: 5,
  /** A whole day: a ceremony or an exam never takes longer. */
  maxDuration: 24 * 60,
  defaultDuration: 60,
} as const;

const type = z.enum(APPOINTMENT_TYPES, { error: issueText('validation:chooseAnAppointmentTypeFromTheList') });
const date = z.iso.date({
  error: (issue) => (issue.input === undefined ? issueText('validation:dateIsRequired') : issueText('validation:dateMustBeADateWrittenAs')),
});
const time = z
  .string({
    error: (issue) =>
      issue.input === undefined ? issueText('validation:timeIsRequired') : issueText('validation:timeMustBeWrittenAsHHMm'),
  })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, issueText('validation:timeMustBeWrittenAsHHMm2'));
const timeZone = z
  .string({
    error: (issue) => (issue.input === undefined ? issueText('validation:timeZoneIsRequired') : issueText('validation:timeZoneMustBeText')),
  })
  .refine(isKnownTimeZone, issueText('validation:chooseATimeZoneFromTheList'))
  .transform(canonicalTimeZone);
const title = singleLineText('labels:title', { max: APPOINTMENT_LIMITS.title, required: false });
const place = singleLineText('labels:place', { max: APPOINTMENT_LIMITS.place });
const notes = multiLineText('labels:notes', { max: APPOINTMENT_LIMITS.notes, required: false });
const durationMinutes = z
  .number({ error: issueText('validation:durationMustBeANumberOfMinutes') })
  .int(issueText('validation:durationMustBeAWholeNumberOf'))
  .min(APPOINTMENT_LIMITS.minDuration, issueText('validation:durationMustBeAtLeastMinMinutes', { min: APPOINTMENT_LIMITS.minDuration }))
  .max(APPOINTMENT_LIMITS.maxDuration, issueText('validation:durationMustBeAtMostMaxMinutes', { max: APPOINTMENT_LIMITS.maxDuration }));

/** POST /appointments. */
export const newAppointmentSchema = z.object({
  caseId: docIdSchema('labels:case'),
  type,
  title: title.optional(),
  date,
  time,
  timeZone,
  place,
  notes: notes.optional(),
  durationMinutes: durationMinutes.optional(),
});
export type NewAppointmentInput = z.input<typeof newAppointmentSchema>;
export type NewAppointment = z.output<typeof newAppointmentSchema>;

/** PATCH /appointments/:id: an edit; a new date, time or time zone is a reschedule. The case stays the same. */
export const appointmentChangesSchema = z
  .object({ type, title, date, time, timeZone, place, notes, durationMinutes })
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: issueText('validation:nothingToChange'), path: ['_'] });
export type AppointmentChangesInput = z.input<typeof appointmentChangesSchema>;
export type AppointmentChanges = z.output<typeof appointmentChangesSchema>;

/** GET /appointments. */
export const appointmentListQuerySchema = z.object({ caseId: docIdSchema('labels:case').optional() });

/** An appointment as the API answers it. */
export interface AppointmentView {
  id: string;
  caseId: string;
  /** The case's number and name, for the list (null if the case is gone). */
  caseLabel: string | null;
  type: AppointmentType;
  typeLabel: string;
  title: string | null;
  /** YYYY-MM-DD and HH:mm in `timeZone`. */
  date: string;
  time: string;
  timeZone: string;
  /** ISO UTC instants. */
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  place: string;
  notes: string;
  status: AppointmentStatus;
  /** It has started, by the server's clock. */
  past: boolean;
  /** Ids of the caller's other scheduled appointments whose time overlaps this one (a warning, not a refusal). */
  overlaps: string[];
  /** The iCalendar SEQUENCE: 0 when made, +1 per change. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /calendar-feed. */
export interface CalendarFeedStatus {
  active: boolean;
  /** ISO; null without an active feed. */
  createdAt: string | null;
}

/** POST /calendar-feed: the feed's path, shown this once (only the token's hash is stored). */
export interface CreatedCalendarFeed {
  createdAt: string;
  /** `/api/calendar/<token>/appointments.ics`, relative to the app's origin. */
  path: string;
}
