// Appointments (/cases/appointments): their types, limits, the API's input schemas and the views it answers. Pure, so
// the web's forms check the same rules. Times are a local date and time in an IANA time zone, as a notice prints them;
// the server turns them into an instant (domain/appointments/zoned-time.ts).
import { z } from 'zod';
import { docIdSchema } from '../ids';
import { multiLineText, singleLineText } from '../text';
import { canonicalTimeZone, isKnownTimeZone } from '../time-zone';

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

const type = z.enum(APPOINTMENT_TYPES, { error: 'Choose an appointment type from the list' });
const date = z.iso.date({
  error: (issue) => (issue.input === undefined ? 'Date is required' : 'Date must be a date written as YYYY-MM-DD'),
});
const time = z
  .string({ error: (issue) => (issue.input === undefined ? 'Time is required' : 'Time must be written as HH:mm') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be written as HH:mm (24-hour)');
const timeZone = z
  .string({ error: (issue) => (issue.input === undefined ? 'Time zone is required' : 'Time zone must be text') })
  .refine(isKnownTimeZone, 'Choose a time zone from the list (an IANA name such as America/New_York)')
  .transform(canonicalTimeZone);
const title = singleLineText('Title', { max: APPOINTMENT_LIMITS.title, required: false });
const place = singleLineText('Place', { max: APPOINTMENT_LIMITS.place });
const notes = multiLineText('Notes', { max: APPOINTMENT_LIMITS.notes, required: false });
const durationMinutes = z
  .number({ error: 'Duration must be a number of minutes' })
  .int('Duration must be a whole number of minutes')
  .min(APPOINTMENT_LIMITS.minDuration, `Duration must be at least ${APPOINTMENT_LIMITS.minDuration} minutes`)
  .max(APPOINTMENT_LIMITS.maxDuration, `Duration must be at most ${APPOINTMENT_LIMITS.maxDuration} minutes`);

/** POST /appointments. */
export const newAppointmentSchema = z.object({
  caseId: docIdSchema('case'),
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
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change', path: ['_'] });
export type AppointmentChangesInput = z.input<typeof appointmentChangesSchema>;
export type AppointmentChanges = z.output<typeof appointmentChangesSchema>;

/** GET /appointments. */
export const appointmentListQuerySchema = z.object({ caseId: docIdSchema('case').optional() });

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
