// What the appointments endpoints answer (shared/contracts/appointments.ts). Schemas, so the answers are checked
// against them outside production; the web imports the types only. The inputs and limits are in appointments.ts.
import { z } from 'zod';
import { messageSchema } from '../i18n/message-schema';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from './appointments';

/** An appointment as the API answers it. */
export const appointmentViewSchema = z.strictObject({
  id: z.string(),
  caseId: z.string(),
  /** The case's number and name, for the list (null if the case is gone). */
  caseLabel: z.string().nullable(),
  type: z.enum(APPOINTMENT_TYPES),
  /** The type's name as a Message ("Biometrics"), which the reader's side writes in their language. */
  typeLabel: messageSchema,
  title: z.string().nullable(),
  /** YYYY-MM-DD and HH:mm in `timeZone`. */
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  /** ISO UTC instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  place: z.string(),
  notes: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** It has started, by the server's clock. */
  past: z.boolean(),
  /** Ids of the caller's other scheduled appointments whose time overlaps this one (a warning, not a refusal). */
  overlaps: z.array(z.string()),
  /** The iCalendar SEQUENCE: 0 when made, +1 per change. */
  sequence: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AppointmentView = z.infer<typeof appointmentViewSchema>;

export const oneAppointmentSchema = z.strictObject({ appointment: appointmentViewSchema });
export const appointmentListSchema = z.strictObject({ appointments: z.array(appointmentViewSchema) });

/** GET /calendar-feed. */
export const calendarFeedStatusSchema = z.strictObject({
  active: z.boolean(),
  /** ISO; null without an active feed. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /calendar-feed: the feed's path, shown this once (only the token's hash is stored). */
export const createdCalendarFeedSchema = z.strictObject({
  createdAt: z.string(),
  /** `/api/calendar/<token>/appointments.ics`, relative to the app's origin. */
  path: z.string(),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;
