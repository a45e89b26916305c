// What an edit or a status update changes on a case, and the timeline entries it adds. Pure: data/cases-repo.ts runs
// these inside its transaction on the case as stored, and a forbidden move throws the 409 the API answers.
import type { CasePatch, StatusUpdateInput } from '../../shared/cases/case-inputs';
import type { CaseActor, StatusUpdateStatus } from '../../shared/cases/case-status';
import type { ExpertStatusInput } from '../../shared/discussion/discussion-inputs';
import { conflict } from '../errors';
import { checkApplicantMove, checkStatusUpdate, moveEvent } from './case-lifecycle';
import type { CaseRecord, TimelineEntry } from './case-record';
import { msg, type LabelKey, type Message } from '../../shared/i18n/message';
import { caseStatusLabel } from '../../shared/cases/case-status';
import { listParam, timelineEntry } from './timeline-text';
import { renderEnglish } from '../i18n/render';

type Changes = Partial<Omit<CaseRecord, 'id' | 'ownerUid' | 'caseNumber' | 'timeline' | 'createdAt' | 'updatedAt'>>;

export interface CaseChange {
  changes: Changes;
  entries: TimelineEntry[];
}

const FIELD_LABELS: Record<Exclude<keyof CasePatch, 'status'>, LabelKey> = {
  caseName: 'labels:caseName',
  applicant: 'labels:applicant',
  category: 'labels:category',
  goal: 'labels:goal',
  formType: 'labels:formType',
  receiptNumber: 'labels:receiptNumber',
  submissionDate: 'labels:submissionDate',
  priorityDate: 'labels:priorityDate',
  preferenceCategory: 'labels:preferenceCategory',
  chargeability: 'labels:countryOfChargeability',
  fee: 'labels:feePaid',
  consulate: 'labels:consulate',
  interviewDate: 'labels:interviewDate',
  officerName: 'labels:officerName',
  officerEmail: 'labels:officerEmail',
};

/** The patch's fields as stored (applicant -> applicantName, fee in dollars -> feeCents), without unchanged ones. */
function fieldChanges(current: CaseRecord, patch: CasePatch): Changes {
  const wanted: Changes = {
    caseName: patch.caseName,
    applicantName: patch.applicant,
    category: patch.category,
    goal: patch.goal,
    formType: patch.formType,
    receiptNumber: patch.receiptNumber,
    submissionDate: patch.submissionDate,
    priorityDate: patch.priorityDate,
    preferenceCategory: patch.preferenceCategory,
    chargeability: patch.chargeability,
    feeCents: patch.fee === undefined ? undefined : patch.fee === null ? null : Math.round(patch.fee * 100),
    consulate: patch.consulate,
    interviewDate: patch.interviewDate,
    officerName: patch.officerName,
    officerEmail: patch.officerEmail,
  };
  const changes: Changes = {};
  for (const [key, value] of Object.entries(wanted) as Array<[keyof Changes, Changes[keyof Changes]]>) {
    if (value !== undefined && value !== current[key]) Object.assign(changes, { [key]: value });
  }
  return changes;
}

const STORED_TO_PATCH: Partial<Record<keyof Changes, keyof typeof FIELD_LABELS>> = { applicantName: 'applicant', feeCents: 'fee' };

/** An applicant's edit: field changes in one entry, and a status move (Submit, Archive, Restore) in its own. */
export function applyPatch(current: CaseRecord, patch: CasePatch, now: Date): CaseChange {
  const changes = fieldChanges(current, patch);
  const entries: TimelineEntry[] = [];
  const date = now.toISOString();
  const edited = Object.keys(changes).map((key) =>
    msg(FIELD_LABELS[STORED_TO_PATCH[key as keyof Changes] ?? (key as keyof typeof FIELD_LABELS)]),
  );
  if (edited.length > 0) entries.push(timelineEntry(date, 'applicant', msg('timeline:fieldsUpdated', { fields: listParam(edited) })));

  // Asking for the status the case already has changes nothing, so a repeated request is harmless.
  if (patch.status !== undefined && patch.status !== current.status) {
    const check = checkApplicantMove(current.status, patch.status);
    if (!check.ok) throw conflict(check.message);
    changes.status = patch.status;
    // Submitting is the day the application went in, unless the applicant already gave one.
    const submittedOn = changes.submissionDate !== undefined ? changes.submissionDate : current.submissionDate;
    if (current.status === 'Draft' && patch.status === 'Open' && !submittedOn) {
      changes.submissionDate = date.slice(0, 10);
    }
    entries.push(timelineEntry(date, 'applicant', moveEvent(current.status, patch.status)));
  }
  return { changes, entries };
}

export interface StatusUpdate {
  status: StatusUpdateStatus;
  /** The notice's text, e.g. "Case Was Approved" (the latest notice stores its English rendering). */
  notice: string | Message;
  /** When it happened: YYYY-MM-DD or an ISO date-time; the time of recording when absent. */
  date?: string;
  by: CaseActor;
}

/**
 * A status update (a notice the applicant recorded, a USCIS check, an expert). A notice or a USCIS check needs a filed,
 * tracked application; an expert's decision is about the case itself, so it needs no receipt number.
 */
export function applyStatusUpdate(current: CaseRecord, update: StatusUpdate, now: Date): CaseChange {
  if (!current.tracked && update.by !== 'expert') throw conflict(msg('errors:addTheApplicationsReceiptNumberBefore'));
  const check = checkStatusUpdate(current.status, update.status);
  if (!check.ok) throw conflict(check.message);
  const checkedAt = now.toISOString();
  // A day without a time: now if it is today (so it follows today's other entries), else noon UTC of that day.
  const date =
    !update.date || update.date === checkedAt.slice(0, 10)
      ? checkedAt
      : update.date.length === 10
        ? `${update.date}T12:00:00.000Z`
        : update.date;
  const statusChanged = update.status !== current.status;
  const { notice } = update;
  const event = statusChanged
    ? msg('timeline:noticeWithStatus', { notice, status: caseStatusLabel(update.status) })
    : msg('timeline:notice', { notice });
  return {
    changes: {
      status: update.status,
      latestNotice: typeof notice === 'string' ? notice : renderEnglish(notice),
      statusCheckedAt: checkedAt,
    },
    entries: [timelineEntry(date, update.by, event)],
  };
}

/** The timeline's and the latest notice's text of an expert's decision: the applicant reads the reason there. */
export const expertDecisionNotice = (reason: string): Message => msg('timeline:expertDecision', { reason });

/** An expert's status decision (Pending, Approved, Denied) with its reason, following the same status rules. */
export function applyExpertDecision(current: CaseRecord, input: ExpertStatusInput, now: Date): CaseChange {
  return applyStatusUpdate(current, { status: input.status, notice: expertDecisionNotice(input.reason), by: 'expert' }, now);
}

/** The applicant's recorded notice, as a status update. */
export const recordedUpdate = (input: StatusUpdateInput): StatusUpdate => ({ ...input, by: 'applicant' });
