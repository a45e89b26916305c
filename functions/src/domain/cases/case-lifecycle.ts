// Which status moves are allowed, and who may make them (docs/cases.md, "Lifecycle").
// The applicant submits a Draft (Open), archives a Draft or an Open case, and restores an archived one (Open).
// Pending, Approved and Denied come only from a status update: the tracked application's (USCIS or a notice the
// applicant records) or an expert's.
import { caseStatusLabel, type CaseStatus, type StatusUpdateStatus } from '../../shared/cases/case-status';
import { msg, type Message } from '../../shared/i18n/message';

const APPLICANT_MOVES: Record<CaseStatus, readonly CaseStatus[]> = {
  Draft: ['Open', 'Archived'],
  Open: ['Archived'],
  Archived: ['Open'],
  Pending: [],
  Approved: [],
  Denied: [],
};

/** A status update applies to a case that has been filed: not to a Draft (submit it first) nor an archived case. */
const UPDATABLE: ReadonlySet<CaseStatus> = new Set(['Open', 'Pending', 'Approved', 'Denied']);

export type MoveCheck = { ok: true } | { ok: false; message: Message };

export const applicantMoves = (from: CaseStatus): readonly CaseStatus[] => APPLICANT_MOVES[from];

/** Whether the applicant may move a case from one status to another by hand, and why not. */
export function checkApplicantMove(from: CaseStatus, to: CaseStatus): MoveCheck {
  if (APPLICANT_MOVES[from].includes(to)) return { ok: true };
  if (from === to) return { ok: false, message: msg('errors:caseAlreadyInStatus', { status: caseStatusLabel(from) }) };
  if (to === 'Pending' || to === 'Approved' || to === 'Denied') {
    return { ok: false, message: msg('errors:statusOnlyByUpdate', { status: caseStatusLabel(to) }) };
  }
  if (to === 'Draft') return { ok: false, message: msg('errors:openedCannotGoBackToDraft') };
  const statuses = { from: caseStatusLabel(from), to: caseStatusLabel(to) };
  if (from === 'Pending' || from === 'Approved' || from === 'Denied') {
    return { ok: false, message: msg('errors:statusFollowsUpdates', statuses) };
  }
  return { ok: false, message: msg('errors:statusCannotChange', statuses) };
}

/** Whether a status update may set this status on a case in its current status. */
export function checkStatusUpdate(from: CaseStatus, to: StatusUpdateStatus): MoveCheck {
  if (UPDATABLE.has(from)) return { ok: true };
  if (from === 'Draft') return { ok: false, message: msg('errors:submitBeforeStatusUpdate', { kind: to, status: caseStatusLabel(to) }) };
  return { ok: false, message: msg('errors:restoreBeforeStatusUpdate') };
}

/** The timeline text of a move the applicant made. */
export function moveEvent(from: CaseStatus, to: CaseStatus): Message {
  if (from === 'Draft' && to === 'Open') return msg('timeline:caseSubmitted');
  if (to === 'Archived') return msg('timeline:caseArchived');
  if (from === 'Archived' && to === 'Open') return msg('timeline:caseRestored');
  return msg('timeline:statusChanged', { from: caseStatusLabel(from), to: caseStatusLabel(to) });
}
