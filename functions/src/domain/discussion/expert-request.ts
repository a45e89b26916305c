// How a case's expert request moves (docs/experts.md, "Queue, claim, release, highlights, status"): the applicant sends the case to the
// experts (queued), one expert claims it (assigned), releases it (queued again), and the applicant may withdraw it.
// Pure: data/cases-repo.ts runs these inside its transaction on the case as stored; a forbidden move throws the
// DomainError the API answers.
import { conflict, notFound } from '../errors';
import type { CaseExpertRequest, CaseRecord, TimelineEntry } from '../cases/case-record';
import { msg } from '../../shared/i18n/message';
import { timelineEntry } from '../cases/timeline-text';

export const CASE_NOT_FOUND = msg('errors:caseNotFound');
export const CLAIM_FIRST = msg('errors:claimTheCaseFirst');

/** The expert acting, as their token and profile name them. */
export interface ActingExpert {
  uid: string;
  name: string;
}

/**
 * What a move changes: the request as it becomes (undefined: unchanged; null: none), the timeline entries it adds,
 * and whether anything happened at all (a repeated request changes nothing and notifies nobody).
 */
export interface RequestChange {
  request?: CaseExpertRequest | null;
  entries: TimelineEntry[];
  changed: boolean;
}

const UNCHANGED: RequestChange = { entries: [], changed: false };

/** How an expert may see a case: the queue's (any expert), the holder's, or not at all (404, like a missing id). */
export type ExpertAccess = 'queued' | 'holder' | null;

export function expertAccess(record: CaseRecord, expertUid: string): ExpertAccess {
  const request = record.expertRequest;
  if (!request) return null;
  if (request.state === 'queued') return 'queued';
  return request.expertUid === expertUid ? 'holder' : null;
}

/** The case as an expert may read it; anything else is not found. */
export function assertExpertCanSee(record: CaseRecord, expertUid: string): Exclude<ExpertAccess, null> {
  const access = expertAccess(record, expertUid);
  if (!access) throw notFound(CASE_NOT_FOUND);
  return access;
}

/** Highlights, status and release need the case held by the caller: a queue case says so, anyone else's is not found. */
export function assertHolder(record: CaseRecord, expertUid: string): void {
  if (assertExpertCanSee(record, expertUid) === 'queued') throw conflict(CLAIM_FIRST);
}

/**
 * 'Discuss with Expert' / 'Send to Expert': puts the case in the queue with the applicant's note. Asking again while
 * it waits only updates the note; an archived case, or one an expert already holds, cannot be sent.
 */
export function requestExperts(current: CaseRecord, note: string, now: Date): RequestChange {
  const request = current.expertRequest;
  if (request?.state === 'assigned')
    throw conflict(
      request.expertName ? msg('errors:alreadyHandledBy', { name: request.expertName }) : msg('errors:anExpertIsAlreadyHandling'),
    );
  if (request?.state === 'queued') {
    return request.note === note ? UNCHANGED : { request: { ...request, note }, entries: [], changed: false };
  }
  if (current.status === 'Archived') throw conflict(msg('errors:restoreTheArchivedCaseBeforeSending'));
  const date = now.toISOString();
  return {
    request: { state: 'queued', note, requestedAt: date, expertUid: null, expertName: null, claimedAt: null },
    entries: [timelineEntry(date, 'applicant', msg('timeline:sentToExperts'))],
    changed: true,
  };
}

/** The applicant takes the request back, queued or assigned. Nothing to withdraw changes nothing. */
export function withdrawRequest(current: CaseRecord, now: Date): RequestChange {
  if (!current.expertRequest) return UNCHANGED;
  return { request: null, entries: [timelineEntry(now.toISOString(), 'applicant', msg('timeline:expertRequestWithdrawn'))], changed: true };
}

/**
 * An expert takes a queued case. Claiming one's own case again changes nothing; a case another expert holds is a
 * conflict (the race's loser learns it is gone); a case nobody sent to experts does not exist for them.
 */
export function claimCase(current: CaseRecord, expert: ActingExpert, now: Date): RequestChange {
  const request = current.expertRequest;
  if (!request) throw notFound(CASE_NOT_FOUND);
  if (request.state === 'assigned') {
    if (request.expertUid === expert.uid) return UNCHANGED;
    throw conflict(msg('errors:anotherExpertHasAlreadyTakenThis'));
  }
  const date = now.toISOString();
  return {
    request: { ...request, state: 'assigned', expertUid: expert.uid, expertName: expert.name, claimedAt: date },
    entries: [timelineEntry(date, 'expert', msg('timeline:expertTookCase', { name: expert.name }))],
    changed: true,
  };
}

const backInQueue = (request: CaseExpertRequest): CaseExpertRequest => ({
  ...request,
  state: 'queued',
  expertUid: null,
  expertName: null,
  claimedAt: null,
});

/** The holder gives the case back to the queue. */
export function releaseCase(current: CaseRecord, expert: ActingExpert, now: Date): RequestChange {
  assertHolder(current, expert.uid);
  const request = current.expertRequest as CaseExpertRequest;
  return {
    request: backInQueue(request),
    entries: [timelineEntry(now.toISOString(), 'expert', msg('timeline:expertReleasedCase', { name: request.expertName ?? expert.name }))],
    changed: true,
  };
}

/** The expert's role was revoked: each case they held goes back to the queue. */
export function returnToQueue(current: CaseRecord, formerExpertUid: string, now: Date): RequestChange {
  const request = current.expertRequest;
  if (request?.state !== 'assigned' || request.expertUid !== formerExpertUid) return UNCHANGED;
  return {
    request: backInQueue(request),
    entries: [timelineEntry(now.toISOString(), 'system', msg('timeline:expertUnavailable'))],
    changed: true,
  };
}
