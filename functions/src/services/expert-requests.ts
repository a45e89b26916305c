// The expert request's life: the applicant sends a case to the experts or withdraws it; an expert claims it, releases
// it, writes Expert Highlights and decides its status. Each change is one transaction on the case (data/cases-repo.ts
// decideOnCase, deciding with domain/discussion/expert-request.ts), then tells the other side.
import { randomUUID } from 'node:crypto';
import { decideOnCase, listAssignedCases, type CaseDecision } from '../data/cases-repo';
import { appendDiscussionMessage } from '../data/discussion-repo';
import { listRoster } from '../data/experts-repo';
import { getUser } from '../data/users-repo';
import { applyExpertDecision } from '../domain/cases/case-changes';
import type { CaseRecord } from '../domain/cases/case-record';
import { expertRequestView } from '../domain/discussion/discussion-summary';
import { renderEnglish } from '../domain/i18n/render';
import {
  assertHolder,
  CASE_NOT_FOUND,
  claimCase,
  releaseCase,
  requestExperts,
  returnToQueue,
  withdrawRequest,
  type ActingExpert,
  type RequestChange,
} from '../domain/discussion/expert-request';
import { notFound } from '../domain/errors';
import type { SignedInUser } from '../domain/signed-in-user';
import { addLogContext, log } from '../log';
import { caseViewPath } from '../shared/cases/case-links';
import { caseDiscussionPath, expertCasePath } from '../shared/discussion/discussion-limits';
import type { ExpertCaseView, ExpertRequestView } from '../shared/discussion/discussion-views';
import type { ExpertHighlightsInput, ExpertRequestInput, ExpertStatusInput } from '../shared/discussion/discussion-inputs';
import { assertExpert, expertCaseViewOf } from './expert-cases';
import { notify } from './notify';
import { msg, type Message } from '../shared/i18n/message';
import { caseStatusLabel } from '../shared/cases/case-status';

/** A notification is a courtesy: the change is stored either way, so a failed one is logged, not answered. */
async function tell(uid: string, message: Message, link: string): Promise<void> {
  await notify(uid, { message, link }).catch((error: unknown) => log.error('expert request notification not written', {}, error));
}

/**
 * A line in the case's discussion saying what happened (authorRole 'system'), through the same transaction as
 * messages so its seq and the counters hold. Stored as its English rendering and as the Message, which each reader
 * sees in their language (docs/i18n.md, "Stored records"). The change is stored either way; a line that cannot be
 * written is logged.
 */
async function systemLine(caseId: string, line: Message, unreadFor: 'applicant' | null = 'applicant'): Promise<void> {
  await appendDiscussionMessage({
    caseId,
    id: randomUUID(),
    author: { role: 'system', unreadFor },
    text: renderEnglish(line),
    keyed: line,
  }).catch((error: unknown) => log.error('expert request discussion line not written', {}, error));
}

/** The case's number and name, as notifications name a case. */
const caseNamed = (record: CaseRecord) => ({ caseNumber: record.caseNumber, caseName: record.caseName });

/** The name the applicant sees for the expert: their profile's, else their token's, else their email. */
async function actingExpert(user: SignedInUser): Promise<ActingExpert> {
  const profile = await getUser(user.uid);
  return { uid: user.uid, name: profile?.displayName || user.name || profile?.email || user.email || 'Expert' };
}

const asDecision = (change: RequestChange): CaseDecision => ({ request: change.request, entries: change.entries });

/** Runs an owner's change; a case that is not theirs answers 404. */
async function ownerChange(user: SignedInUser, caseId: string, decide: (current: CaseRecord) => RequestChange) {
  addLogContext({ caseId });
  let change: RequestChange | undefined;
  const result = await decideOnCase(caseId, (current) => {
    if (current.ownerUid !== user.uid) return null;
    change = decide(current);
    return asDecision(change);
  });
  if (!result || !change) throw notFound(CASE_NOT_FOUND);
  return { ...result, change };
}

/** Runs an expert's change after the role check; `decide` checks what the expert may do with the case. */
async function expertChange(user: SignedInUser, caseId: string, decide: (current: CaseRecord) => CaseDecision) {
  addLogContext({ caseId });
  await assertExpert(user);
  const result = await decideOnCase(caseId, decide);
  if (!result) throw notFound(CASE_NOT_FOUND);
  return result;
}

/** POST /cases/{id}/expert-request: the case goes to the queue (or, already there, its note is updated). */
export async function sendToExperts(
  user: SignedInUser,
  caseId: string,
  { note }: ExpertRequestInput,
): Promise<{ request: ExpertRequestView | null }> {
  const now = new Date();
  const { after, change } = await ownerChange(user, caseId, (current) => requestExperts(current, note, now));
  if (change.changed) {
    log.info('Case sent to experts', { hasNote: note.length > 0 });
    await systemLine(after.id, note ? msg('discussion:caseSentToExpertsWithNote', { note }) : msg('discussion:caseSentToExperts'), null);
    const roster = await listRoster();
    await Promise.all(
      roster
        .filter((expert) => expert.uid !== after.ownerUid)
        .map((expert) => tell(expert.uid, msg('notifications:caseWaitingForExpert', caseNamed(after)), expertCasePath(after.id))),
    );
  }
  return { request: expertRequestView(after) };
}

/** DELETE /cases/{id}/expert-request: the applicant takes the request back; an assigned expert is told. */
export async function withdrawFromExperts(user: SignedInUser, caseId: string): Promise<{ request: null }> {
  const now = new Date();
  const { before, change } = await ownerChange(user, caseId, (current) => withdrawRequest(current, now));
  const expertUid = before.expertRequest?.expertUid;
  if (change.changed) {
    log.info('Expert request withdrawn', { wasAssigned: Boolean(expertUid) });
    await systemLine(caseId, msg('discussion:requestWithdrawn'), null);
  }
  if (change.changed && expertUid) {
    await tell(expertUid, msg('notifications:caseWithdrawn', caseNamed(before)), '/expert');
  }
  return { request: null };
}

/** POST /expert/cases/{id}/claim: the caller takes a queued case (409 when another expert was first). */
export async function claimExpertCase(user: SignedInUser, caseId: string): Promise<ExpertCaseView> {
  const expert = await actingExpert(user);
  const now = new Date();
  let change: RequestChange | undefined;
  const { after } = await expertChange(user, caseId, (current) => {
    // Claiming one's own case would make the applicant their own expert.
    if (current.ownerUid === user.uid) throw notFound(CASE_NOT_FOUND);
    change = claimCase(current, expert, now);
    return asDecision(change);
  });
  if (change?.changed) {
    log.info('Expert claimed a case');
    await systemLine(after.id, msg('discussion:expertTookCase', { name: expert.name }));
    await tell(
      after.ownerUid,
      msg('notifications:expertAssigned', { name: expert.name, caseNumber: after.caseNumber }),
      caseDiscussionPath(after.id),
    );
  }
  return expertCaseViewOf(after, user.uid);
}

/** POST /expert/cases/{id}/release: the holder puts the case back in the queue. */
export async function releaseExpertCase(user: SignedInUser, caseId: string): Promise<ExpertCaseView> {
  const expert = await actingExpert(user);
  const now = new Date();
  const { after } = await expertChange(user, caseId, (current) => asDecision(releaseCase(current, expert, now)));
  log.info('Expert released a case');
  await systemLine(after.id, msg('discussion:expertReleasedCase', { name: expert.name }));
  await tell(after.ownerUid, msg('notifications:expertReleased', { caseNumber: after.caseNumber }), caseDiscussionPath(after.id));
  return expertCaseViewOf(after, user.uid);
}

/** PUT /expert/cases/{id}/highlights: the holder replaces the case's Expert Highlights. */
export async function setExpertHighlights(
  user: SignedInUser,
  caseId: string,
  { highlights }: ExpertHighlightsInput,
): Promise<ExpertCaseView> {
  const expert = await actingExpert(user);
  let changed = false;
  const { after } = await expertChange(user, caseId, (current) => {
    assertHolder(current, user.uid);
    changed = highlights.length !== current.expertHighlights.length || highlights.some((h, i) => h !== current.expertHighlights[i]);
    return changed ? { changes: { expertHighlights: highlights }, entries: [] } : { entries: [] };
  });
  if (changed) {
    log.info('Expert highlights changed', { highlights: highlights.length });
    await tell(
      after.ownerUid,
      msg('notifications:expertHighlightsAdded', { name: expert.name, caseNumber: after.caseNumber }),
      caseViewPath(after.id),
    );
  }
  return expertCaseViewOf(after, user.uid);
}

/** POST /expert/cases/{id}/status: the holder sets Pending, Approved or Denied with a reason (the cases' status rules). */
export async function decideExpertStatus(user: SignedInUser, caseId: string, input: ExpertStatusInput): Promise<ExpertCaseView> {
  const expert = await actingExpert(user);
  const now = new Date();
  const { after } = await expertChange(user, caseId, (current) => {
    assertHolder(current, user.uid);
    return applyExpertDecision(current, input, now);
  });
  log.info('Expert decided a case status', { status: input.status });
  await systemLine(
    after.id,
    msg('discussion:expertSetStatus', { name: expert.name, status: caseStatusLabel(input.status), reason: input.reason }),
  );
  await tell(
    after.ownerUid,
    msg('notifications:caseStatusChanged', {
      ...caseNamed(after),
      status: caseStatusLabel(after.status),
      notice: after.latestNotice ?? input.reason,
    }),
    caseViewPath(after.id),
  );
  return expertCaseViewOf(after, user.uid);
}

/** revoke-expert: every case the former expert held goes back to the queue, and its applicant is told. Answers the case numbers. */
export async function returnExpertCasesToQueue(formerExpertUid: string): Promise<string[]> {
  const held = await listAssignedCases(formerExpertUid);
  const returned: string[] = [];
  for (const record of held) {
    const now = new Date();
    let change: RequestChange | undefined;
    const result = await decideOnCase(record.id, (current) => {
      change = returnToQueue(current, formerExpertUid, now);
      return asDecision(change);
    });
    if (!result || !change?.changed) continue;
    returned.push(result.after.caseNumber);
    log.info('Case returned to the queue', { caseId: record.id });
    await systemLine(record.id, msg('discussion:expertUnavailable'));
    await tell(
      result.after.ownerUid,
      msg('notifications:expertUnavailable', { caseNumber: result.after.caseNumber }),
      caseDiscussionPath(record.id),
    );
  }
  return returned;
}
