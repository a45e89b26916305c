// Deadlines and reminders (docs/deadlines.md, "Computed deadlines"): computes a user's deadlines from what the app
// holds and stores them as reminders, and lets the user add, tune, mute and delete their own. The daily job that
// announces them is services/reminder-job.ts.
import { randomUUID } from 'node:crypto';
import { listAppointments } from '../data/appointments-repo';
import { getOwnedCase } from '../data/cases-repo';
import { getDeadlineFacts, latestCheckedArrival, latestReviewedPassport, saveDeadlineFacts } from '../data/deadline-facts-repo';
import {
  applyReminderSync,
  changeReminder,
  createReminder,
  deleteReminder,
  listReminders,
  REMINDER_NOT_FOUND,
} from '../data/reminders-repo';
import { computeDeadlines, deadlineSource } from '../domain/deadlines/compute';
import { localDate, nextFireDate, normaliseLeadDays, DEFAULT_LEAD_DAYS } from '../domain/deadlines/reminder';
import { isComputedKind, planComputedSync, reminderDocId, type ReminderFields } from '../domain/deadlines/sync';
import { byDueDate, toDeadlineView, upcoming } from '../domain/deadlines/view';
import { badRequest, conflict, notFound } from '../domain/errors';
import { DEFAULT_TIME_ZONE, type DeadlineFacts, type NewReminderInput, type ReminderChanges } from '../shared/deadlines/deadline-inputs';
import type { DeadlineView, DeadlinesView } from '../shared/deadlines/deadline-views';
import { log } from '../log';
import { msg, type Message } from '../shared/i18n/message';

export { REMINDER_NOT_FOUND };
export const CASE_NOT_FOUND = msg('errors:caseNotFound');
export const COMPUTED_NOT_DELETABLE = msg('errors:thisDeadlineIsComputedFromYour');
const ONLY_YOUR_OWN = msg('errors:onlyYourOwnReminders');

const timeZoneOf = (facts: DeadlineFacts): string => facts.timeZone ?? DEFAULT_TIME_ZONE;

/**
 * Recomputes the user's computed reminders from their document reviews, eligibility checks, appointments and facts,
 * keeping each one's lead times and mute, forgetting announced lead times when a due date moves, and deleting those
 * whose source is gone. Called on GET /deadlines, after the facts change, and after reviews, checks and appointment
 * writes (those callers log a failure rather than fail).
 */
export async function refreshDeadlines(uid: string): Promise<void> {
  const [facts, passport, arrival, appointments, existing] = await Promise.all([
    getDeadlineFacts(uid),
    latestReviewedPassport(uid),
    latestCheckedArrival(uid),
    listAppointments(uid),
    listReminders(uid),
  ]);
  const computed = computeDeadlines({ timeZone: timeZoneOf(facts), facts, passport, arrival, appointments });
  const plan = planComputedSync(uid, existing, computed);
  await applyReminderSync(plan);
  if (plan.creates.length + plan.updates.length + plan.deletes.length > 0) {
    log.info('deadlines refreshed', { created: plan.creates.length, updated: plan.updates.length, deleted: plan.deletes.length });
  }
}

/** refreshDeadlines for callers whose own work must not fail with it (a review, a check, an appointment). */
export function refreshDeadlinesQuietly(uid: string, after: string): Promise<void> {
  return refreshDeadlines(uid).catch((error: unknown) => log.error('deadlines not refreshed', { after }, error));
}

/** GET /deadlines: every reminder (or the next `upcomingCount` not yet past), after a recomputation. */
export async function listDeadlines(uid: string, options: { upcomingCount?: number; now?: Date } = {}): Promise<DeadlinesView> {
  const now = options.now ?? new Date();
  await refreshDeadlines(uid);
  const [reminders, facts] = await Promise.all([listReminders(uid), getDeadlineFacts(uid)]);
  const views = reminders.map((reminder) => toDeadlineView(reminder, now)).sort(byDueDate);
  return {
    deadlines: options.upcomingCount === undefined ? views : upcoming(views, options.upcomingCount),
    facts,
    today: localDate(now, timeZoneOf(facts)),
  };
}

/** PUT /deadlines/facts: replaces the user's dates and answers the recomputed list. */
export async function updateDeadlineFacts(uid: string, facts: DeadlineFacts): Promise<DeadlinesView> {
  await saveDeadlineFacts(uid, facts);
  return listDeadlines(uid);
}

async function userToday(uid: string, now: Date): Promise<{ today: string; timeZone: string }> {
  const timeZone = timeZoneOf(await getDeadlineFacts(uid));
  return { today: localDate(now, timeZone), timeZone };
}

const notPast = (dueDate: string, today: string) => {
  if (dueDate < today) throw badRequest(msg('errors:invalidInput'), { dueDate: msg('errors:theDueDateCannotBeIn') });
};

/** POST /reminders: a reminder of the user's own (custom, or an RFE response tied to one of their cases). */
export async function addReminder(uid: string, input: NewReminderInput, now = new Date()): Promise<DeadlineView> {
  const { today, timeZone } = await userToday(uid, now);
  notPast(input.dueDate, today);
  if (input.caseId && !(await getOwnedCase(uid, input.caseId))) throw notFound(CASE_NOT_FOUND);
  const key = `${input.kind}-${randomUUID()}`;
  const leadDays = input.leadDays ? normaliseLeadDays(input.leadDays) : [...DEFAULT_LEAD_DAYS];
  const fields: ReminderFields = {
    ownerUid: uid,
    key,
    kind: input.kind,
    titleKeyed: null,
    title: input.title,
    dueDate: input.dueDate,
    timeZone,
    caseId: input.caseId,
    leadDays,
    firedLeads: [],
    muted: false,
    nextFireDate: nextFireDate({ dueDate: input.dueDate, leadDays, firedLeads: [], muted: false }),
    notes: input.notes,
    ruleId: input.kind === 'rfe-response' ? 'rfe.response-due' : null,
    windowOpens: null,
    source: deadlineSource('you', msg('deadlines:sourceEnteredByYou'), null),
  };
  return toDeadlineView(await createReminder(reminderDocId(uid, key), fields), now);
}

/** PATCH /reminders/:reminderId: lead times and mute for any reminder; title, due date and notes for the user's own. */
export async function updateReminder(uid: string, reminderId: string, changes: ReminderChanges, now = new Date()): Promise<DeadlineView> {
  const { today } = await userToday(uid, now);
  const updated = await changeReminder(uid, reminderId, (current) => {
    const own = !isComputedKind(current.kind);
    const fields: Partial<ReminderFields> = {};
    const refused: Record<string, Message> = {};
    for (const name of ['title', 'dueDate', 'notes'] as const) if (changes[name] !== undefined && !own) refused[name] = ONLY_YOUR_OWN;
    if (Object.keys(refused).length > 0) throw badRequest(msg('errors:invalidInput'), refused);
    if (changes.title !== undefined) fields.title = changes.title;
    if (changes.notes !== undefined) fields.notes = changes.notes;
    if (changes.dueDate !== undefined && changes.dueDate !== current.dueDate) {
      notPast(changes.dueDate, today);
      fields.dueDate = changes.dueDate;
      fields.firedLeads = [];
    }
    if (changes.leadDays !== undefined) fields.leadDays = normaliseLeadDays(changes.leadDays);
    if (changes.muted !== undefined) fields.muted = changes.muted;
    fields.nextFireDate = nextFireDate({
      dueDate: fields.dueDate ?? current.dueDate,
      leadDays: fields.leadDays ?? current.leadDays,
      firedLeads: fields.firedLeads ?? current.firedLeads,
      muted: fields.muted ?? current.muted,
    });
    return fields;
  });
  return toDeadlineView(updated, now);
}

/** DELETE /reminders/:reminderId: the user's own only; a computed one answers 409 (mute it instead). */
export async function removeReminder(uid: string, reminderId: string): Promise<void> {
  await deleteReminder(uid, reminderId, (reminder) => {
    if (isComputedKind(reminder.kind)) throw conflict(COMPUTED_NOT_DELETABLE);
  });
}
