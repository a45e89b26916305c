// Appointments (/cases/appointments) and their calendar (http/routes/appointments.ts serves them; docs/deadlines.md,
// "Appointments"): the list, one appointment, schedule, edit, cancel, its .ics download, the private calendar feed's
// management, and the feed itself (public: the token in its path is the permission).
import { appointmentChangesSchema, appointmentListQuerySchema, newAppointmentSchema } from '../appointments/appointments';
import {
  appointmentListSchema,
  calendarFeedStatusSchema,
  createdCalendarFeedSchema,
  oneAppointmentSchema,
} from '../appointments/appointment-views';
import { fileAnswer, jsonBody, noContent, route } from './contract';

const APPOINTMENT = { appointmentId: 'appointment' } as const;
const ICS = 'text/calendar';

export const appointmentContracts = {
  list: route({
    method: 'GET',
    path: '/appointments',
    summary: "The caller's appointments, or one case's with ?caseId=",
    ids: 'self',
    references: { query: { caseId: 'case' } },
    query: appointmentListQuerySchema,
    responses: { 200: appointmentListSchema },
  }),
  create: route({
    method: 'POST',
    path: '/appointments',
    summary: 'Schedules an appointment of a case (its local date and time in an IANA time zone)',
    ids: 'self',
    references: { body: { caseId: 'case' } },
    body: jsonBody(newAppointmentSchema),
    responses: { 201: oneAppointmentSchema },
  }),
  get: route({
    method: 'GET',
    path: '/appointments/{appointmentId}',
    summary: 'One appointment',
    ids: APPOINTMENT,
    responses: { 200: oneAppointmentSchema },
  }),
  update: route({
    method: 'PATCH',
    path: '/appointments/{appointmentId}',
    summary: 'Edits an appointment; a new date, time or time zone reschedules it',
    ids: APPOINTMENT,
    body: jsonBody(appointmentChangesSchema),
    responses: { 200: oneAppointmentSchema },
  }),
  cancel: route({
    method: 'POST',
    path: '/appointments/{appointmentId}/cancel',
    summary: 'Cancels an appointment',
    ids: APPOINTMENT,
    responses: { 200: oneAppointmentSchema },
  }),
  calendarFile: route({
    method: 'GET',
    path: '/appointments/{appointmentId}/calendar.ics',
    summary: "One appointment as an .ics file, in the caller's language",
    ids: APPOINTMENT,
    responses: { 200: fileAnswer(ICS) },
  }),
  feedStatus: route({
    method: 'GET',
    path: '/calendar-feed',
    summary: 'Whether the caller has a calendar feed, and since when',
    ids: 'self',
    responses: { 200: calendarFeedStatusSchema },
  }),
  createFeed: route({
    method: 'POST',
    path: '/calendar-feed',
    summary: 'Makes a new calendar feed (revoking any earlier one); its path is answered this once',
    ids: 'self',
    checkRevoked: true,
    responses: { 201: createdCalendarFeedSchema },
  }),
  revokeFeed: route({
    method: 'DELETE',
    path: '/calendar-feed',
    summary: "Revokes the caller's calendar feed",
    ids: 'self',
    checkRevoked: true,
    responses: { 204: noContent },
  }),
  feed: route({
    method: 'GET',
    path: '/calendar/{feedToken}/appointments.ics',
    summary: "The calendar feed, for whoever holds its token, in its owner's saved language",
    ids: { feedToken: 'calendar-token' },
    access: 'public',
    responses: { 200: fileAnswer(ICS) },
  }),
};
