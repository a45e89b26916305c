// One click on a USCIS notice a document review read (domain/documents/notice.ts): track its application, add its
// biometrics or interview appointment, or add its request-for-evidence response deadline with the usual lead times.
// The facts are the stored review's, never the client's. Each action happens once: the application is found by its
// receipt number, the appointment by its case, type and date, the deadline by its case and due date; uploading the
// same notice again and clicking again adds nothing (docs/documents.md, "USCIS notices").
import { getOwnedReview, REVIEW_NOT_FOUND } from '../data/document-reviews-repo';
import { changeCase, listCases, type CaseRecord } from '../data/cases-repo';
import { applyStatusUpdate } from '../domain/cases/case-changes';
import { checkStatusUpdate } from '../domain/cases/case-lifecycle';
import { timelineEntry } from '../domain/cases/timeline-text';
import { listAppointments } from '../data/appointments-repo';
import { listReminders } from '../data/reminders-repo';
import { getDeadlineFacts } from '../data/deadline-facts-repo';
import { badRequest, notFound } from '../domain/errors';
import { render } from '../domain/i18n/render';
import type { SignedInUser } from '../domain/signed-in-user';
import { DEFAULT_TIME_ZONE } from '../shared/deadlines/deadline-inputs';
import type { NoticeActionInput } from '../shared/documents/review-inputs';
import type { DocumentNotice, NoticeActionResult } from '../shared/documents/review-views';
import type { Locale } from '../shared/i18n/locale';
import { msg, type Message } from '../shared/i18n/message';
import { uscisForm } from '../shared/reference/uscis-forms';
import { utcToday } from '../shared/eligibility/dates';
import { scheduleAppointment } from './appointments';
import { createTrackedApplication } from './cases';
import { addReminder } from './deadlines';
import { log } from '../log';

/** When a notice prints no time, the appointment is noted at 9:00, the hour ASC and field offices open. */
const DEFAULT_TIME = '09:00';

async function noticeOf(uid: string, reviewId: string, documentId: string): Promise<DocumentNotice> {
  const review = await getOwnedReview(uid, reviewId);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  const notice = review.documents.find((document) => document.documentId === documentId)?.notice;
  if (!notice) throw notFound(msg('errors:noticeNotFound'));
  return notice;
}

/**
 * The notice on the application's timeline, once: the same notice uploaded again adds no second line. USCIS's approval
 * notice is the decision itself, so it also approves the tracked application (one line saying both), as a notice the
 * applicant records would (services/case-status.ts).
 */
async function noteOnTimeline(uid: string, caseId: string, notice: DocumentNotice): Promise<boolean> {
  const message = msg('timeline:noticeFromReview', {
    type: notice.type,
    date: { date: notice.noticeDate ?? notice.receivedDate ?? utcToday() },
  });
  const same = JSON.stringify(message);
  const notes = (keyed: Message | null) =>
    keyed !== null && (JSON.stringify(keyed) === same || JSON.stringify(keyed.params?.notice) === same);
  let added = false;
  await changeCase(uid, caseId, (current) => {
    added = !current.timeline.some((entry) => notes(entry.keyed));
    if (!added) return { changes: {}, entries: [] };
    if (notice.type === 'approval' && current.status !== 'Approved' && checkStatusUpdate(current.status, 'Approved').ok) {
      const date = notice.noticeDate ?? notice.receivedDate ?? undefined;
      return applyStatusUpdate(current, { status: 'Approved', notice: message, by: 'applicant', ...(date ? { date } : {}) }, new Date());
    }
    return { changes: {}, entries: [timelineEntry(new Date().toISOString(), 'applicant', message)] };
  });
  return added;
}

/**
 * The caller's tracked application with the notice's receipt number, opened from the notice when there is none; the
 * notice joins its timeline either way (an approval approves it; a transfer shows on its timeline).
 */
async function trackedCase(
  user: SignedInUser,
  notice: DocumentNotice,
): Promise<{ record: Pick<CaseRecord, 'id'>; created: boolean; updated: boolean }> {
  const receipt = notice.receiptNumber;
  if (!receipt) throw badRequest(msg('errors:noticeHasNoReceipt'), { documentId: msg('errors:noticeHasNoReceipt') });
  const existing = (await listCases(user.uid)).find((record) => record.receiptNumber === receipt);
  if (existing) return { record: existing, created: false, updated: await noteOnTimeline(user.uid, existing.id, notice) };
  const form = notice.formType ? uscisForm(notice.formType) : undefined;
  if (!form) throw badRequest(msg('errors:noticeFormUnknown'), { documentId: msg('errors:noticeFormUnknown') });
  const created = await createTrackedApplication(user, {
    formType: form.code,
    receiptNumber: receipt,
    submissionDate: notice.receivedDate ?? notice.noticeDate ?? utcToday(),
  });
  log.info('tracked application opened from a notice', { caseId: created.caseId, noticeType: notice.type });
  await noteOnTimeline(user.uid, created.caseId, notice);
  return { record: { id: created.caseId }, created: true, updated: true };
}

async function addAppointment(uid: string, caseId: string, notice: DocumentNotice): Promise<{ id: string; added: boolean }> {
  const appointment = notice.appointment;
  if (!appointment || (notice.type !== 'biometrics' && notice.type !== 'interview')) {
    throw badRequest(msg('errors:noticeHasNoAppointment'), { action: msg('errors:noticeHasNoAppointment') });
  }
  const existing = (await listAppointments(uid)).find(
    (entry) =>
      entry.caseId === caseId &&
      entry.type === notice.type &&
      entry.status !== 'cancelled' &&
      entry.localStart.startsWith(appointment.date),
  );
  if (existing) return { id: existing.id, added: false };
  const timeZone = (await getDeadlineFacts(uid)).timeZone ?? DEFAULT_TIME_ZONE;
  const scheduled = await scheduleAppointment(uid, {
    caseId,
    type: notice.type,
    date: appointment.date,
    time: appointment.time ?? DEFAULT_TIME,
    timeZone,
    place: appointment.place ?? notice.office ?? 'As printed on the USCIS notice',
    notes: notice.receiptNumber ? `From the USCIS notice for ${notice.receiptNumber}.` : 'From the USCIS notice.',
  });
  return { id: scheduled.id, added: true };
}

async function addDeadline(uid: string, caseId: string, notice: DocumentNotice, locale: Locale): Promise<{ id: string; added: boolean }> {
  const dueDate = notice.responseDueDate;
  if (!dueDate || notice.type !== 'rfe') throw badRequest(msg('errors:noticeHasNoDueDate'), { action: msg('errors:noticeHasNoDueDate') });
  const existing = (await listReminders(uid)).find(
    (reminder) => reminder.kind === 'rfe-response' && reminder.caseId === caseId && reminder.dueDate === dueDate,
  );
  if (existing) return { id: existing.id, added: false };
  const added = await addReminder(uid, {
    kind: 'rfe-response',
    title: render(locale, msg('deadlines:titleRfeResponseFromNotice', { receipt: notice.receiptNumber ?? '' })),
    dueDate,
    caseId,
    notes: '',
  });
  return { id: added.id, added: true };
}

export async function actOnNotice(
  user: SignedInUser,
  reviewId: string,
  input: NoticeActionInput,
  locale: Locale,
): Promise<NoticeActionResult> {
  const notice = await noticeOf(user.uid, reviewId, input.documentId);
  const { record, created, updated } = await trackedCase(user, notice);
  if (input.action === 'track') return { caseId: record.id, created, appointmentId: null, reminderId: null, alreadyAdded: !updated };
  if (input.action === 'appointment') {
    const appointment = await addAppointment(user.uid, record.id, notice);
    return { caseId: record.id, created, appointmentId: appointment.id, reminderId: null, alreadyAdded: !appointment.added };
  }
  const reminder = await addDeadline(user.uid, record.id, notice, locale);
  return { caseId: record.id, created, appointmentId: null, reminderId: reminder.id, alreadyAdded: !reminder.added };
}
