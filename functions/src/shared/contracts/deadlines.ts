// The deadline reminders' routes (http/routes/deadlines.ts serves them; docs/deadlines.md).
import { deadlineFactsBodySchema, deadlinesQuerySchema, newReminderSchema, reminderChangesSchema } from '../deadlines/deadline-inputs';
import { deadlinesViewSchema, oneReminderSchema } from '../deadlines/deadline-views';
import { jsonBody, noContent, route } from './contract';

export const deadlinesContracts = {
  list: route({
    method: 'GET',
    path: '/deadlines',
    summary: "The caller's deadlines, recomputed first, soonest first (or only the next `upcoming`), and their dates",
    ids: 'self',
    query: deadlinesQuerySchema,
    responses: { 200: deadlinesViewSchema },
  }),
  updateFacts: route({
    method: 'PUT',
    path: '/deadlines/facts',
    summary: "Replaces the caller's dates and answers the recomputed deadlines",
    ids: 'self',
    body: jsonBody(deadlineFactsBodySchema),
    responses: { 200: deadlinesViewSchema },
  }),
  addReminder: route({
    method: 'POST',
    path: '/reminders',
    summary: "Adds a reminder of the caller's own: a custom one, or an RFE response tied to one of their cases",
    ids: 'self',
    references: { body: { caseId: 'case' } },
    body: jsonBody(newReminderSchema),
    responses: { 201: oneReminderSchema },
  }),
  updateReminder: route({
    method: 'PATCH',
    path: '/reminders/{reminderId}',
    summary: "Changes a reminder's lead times or mute, and the title, due date and notes of the caller's own",
    ids: { reminderId: 'reminder' },
    body: jsonBody(reminderChangesSchema),
    responses: { 200: oneReminderSchema },
  }),
  deleteReminder: route({
    method: 'DELETE',
    path: '/reminders/{reminderId}',
    summary: "Deletes a reminder of the caller's own (a computed one answers 409: mute it instead)",
    ids: { reminderId: 'reminder' },
    responses: { 204: noContent },
  }),
};
