// Appointments (/cases/appointments): their types, limits and the API's input schemas (the answers are in
// appointment-views.ts). Pure, so the web's forms check the same rules. Times are a local date and time in an IANA time zone, as a notice prints them;
// the server turns them into an instant (domain/appointments/zoned-time.ts).
import { z } from 'zod';
import { docIdSchema } from '../ids';
import { multiLineText, singleLineText } from '../text';
import { canonicalTimeZone, isKnownTimeZone } from '../time-zone';
import { issueText, type LabelKey } from '../i18n/message';

export const APPOINTMENT_TYPES = ['biometrics', 'interview', 'oath-ceremony', 'medical-exam', 'consultation', 'other'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** Each type's name in the labels catalog: answered and written as a Message, in the reader's language. */
export const APPOINTMENT_TYPE_LABELS: Readonly<Record<AppointmentType, LabelKey>> = {
  biometrics: 'labels:biometrics',
  interview: 'labels:interview',
  'oath-ceremony': 'labels:oathCeremony',
  'medical-exam': 'labels:medicalExam',
  consultation: 'labels:consultation',
  other: 'labels:other',
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
