// cases/{caseId}: an applicant's case, owned by ownerUid. A case opened from a chat has a document id derived from
// (owner, chat), so asking twice for the same chat's case finds the first one instead of making another.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { badRequest, notFound } from '../domain/errors';
import { CASE_ACTORS, CASE_STATUSES } from '../shared/cases/case-status';
import { PREFERENCE_CATEGORIES } from '../shared/visa-bulletin/visa-bulletin';
import { decodeDoc, decodeDocs } from './decode';
import { db } from './firebase';
import { createdAndUpdated, fillUpdatedAt, optionalText, ownerUid, storedDay, storedMessage, storedTimestamp } from './stored-fields';
import type { CaseExpertRequest, CaseRecord, TimelineEntry } from '../domain/cases/case-record';
import type { CaseStatus } from '../shared/cases/case-status';
import { msg } from '../shared/i18n/message';

export type { CaseRecord, TimelineEntry } from '../domain/cases/case-record';

const cases = () => db().collection('cases');
const counters = () => db().collection('counters');

// Timeline dates are written as ISO text; a Timestamp put in by hand reads the same. Entries written before the
// timeline named who made them read as the system's; those written before keyed messages have no `keyed`.
const timelineEntrySchema = z.object({
  date: storedTimestamp,
  event: z.string(),
  keyed: storedMessage.nullable().default(null),
  by: z.enum(CASE_ACTORS).default('system'),
});

const optionalDay = storedDay.nullish().transform((value) => value ?? null);
const names = z.array(z.string()).default([]);
const count = z
  .number()
  .int()
  .nonnegative()
  .nullish()
  .transform((value) => value ?? 0);
const optionalTime = storedTimestamp.nullish().transform((value) => value ?? null);

/**
 * The expert request and the discussion's counters, stored flat so the queue and an expert's cases are plain
 * equality queries (docs/experts.md, "Queue, claim, release, highlights, status"). All missing on a case nobody sent to experts.
 */
const expertFields = {
  expertState: z
    .enum(['queued', 'assigned'])
    .nullish()
    .transform((value) => value ?? null),
  expertUid: optionalText,
  expertName: optionalText,
  expertNote: optionalText,
  expertRequestedAt: optionalTime,
  expertClaimedAt: optionalTime,
  discussionSeq: count,
  discussionLastAt: optionalTime,
  discussionPreview: optionalText,
  unreadByApplicant: count,
  unreadByExpert: count,
};

/** A stored case. Everything after the first block may be missing from a case made by hand or by an older version. */
export const caseDocSchema = z
  .object({
    ownerUid,
    chatId: optionalText,
    caseNumber: z.string(),
    caseName: z.string(),
    applicantName: z.string(),
    category: optionalText,
    goal: optionalText,
    status: z
      .enum(CASE_STATUSES)
      .nullish()
      .transform((value) => value ?? 'Open'),
    tracked: z.boolean().nullish(),
    formType: optionalText,
    receiptNumber: optionalText,
    submissionDate: optionalDay,
    priorityDate: optionalDay,
    // The Visa Bulletin row and column of a tracked application, and the last bulletin month that
    // told its owner it became current (so a re-import notifies nobody again).
    preferenceCategory: z
      .enum(PREFERENCE_CATEGORIES)
      .nullish()
      .catch(null)
      .transform((value) => value ?? null),
    chargeability: optionalText,
    bulletinNoticeMonth: optionalText,
    // When the owner was told the application passed USCIS's normal processing time: once per application.
    processingNoticeAt: optionalText,
    feeCents: z
      .number()
      .int()
      .nonnegative()
      .nullish()
      .transform((value) => value ?? null),
    consulate: optionalText,
    interviewDate: optionalText,
    officerName: optionalText,
    officerEmail: optionalText,
    latestNotice: optionalText,
    statusCheckedAt: storedTimestamp.nullish().transform((value) => value ?? null),
    timeline: z.array(timelineEntrySchema).default([]),
    attachments: names,
    expertHighlights: names,
    ...expertFields,
    ...createdAndUpdated,
  })
  .transform(fillUpdatedAt);

type StoredCase = z.output<typeof caseDocSchema>;

/** The stored expert fields as the record's request: none without a state. */
function expertRequestOf(stored: StoredCase): CaseExpertRequest | null {
  if (!stored.expertState) return null;
  const assigned = stored.expertState === 'assigned' && stored.expertUid !== null;
  return {
    state: assigned ? 'assigned' : 'queued',
    note: stored.expertNote ?? '',
    requestedAt: stored.expertRequestedAt ?? stored.createdAt,
    expertUid: assigned ? stored.expertUid : null,
    expertName: assigned ? (stored.expertName ?? 'Expert') : null,
    claimedAt: assigned ? (stored.expertClaimedAt ?? null) : null,
  };
}

const toCase = (stored: StoredCase, id: string): CaseRecord => {
  const {
    tracked,
    expertState: _state,
    expertUid: _uid,
    expertName: _name,
    expertNote: _note,
    expertRequestedAt: _requested,
    expertClaimedAt: _claimed,
    discussionSeq,
    discussionLastAt,
    discussionPreview,
    unreadByApplicant,
    unreadByExpert,
    ...rest
  } = stored;
  return {
    id,
    ...rest,
    // A receipt number is what makes a case a tracked application; the stored flag only serves the list query.
    tracked: tracked ?? rest.receiptNumber !== null,
    expertRequest: expertRequestOf(stored),
    discussion: {
      lastSeq: discussionSeq,
      lastActivityAt: discussionLastAt,
      lastPreview: discussionPreview,
      unreadByApplicant,
      unreadByExpert,
    },
  };
};

/**
 * Participants of a case's expert discussion: its owner, and the expert the case is assigned to. Anyone else gets
 * null, exactly like a missing case.
 */
export async function getDiscussionCase(
  uid: string,
  caseId: string,
): Promise<{ record: CaseRecord; viewerRole: 'applicant' | 'expert' } | null> {
  const snapshot = await cases().doc(caseId).get();
  if (!snapshot.exists) return null;
  const owner = snapshot.get('ownerUid') === uid;
  const expert = !owner && snapshot.get('expertState') === 'assigned' && snapshot.get('expertUid') === uid;
  if (!owner && !expert) return null;
  const stored = decodeDoc(caseDocSchema, snapshot, 'cases');
  return stored && { record: toCase(stored, snapshot.id), viewerRole: owner ? 'applicant' : 'expert' };
}

/** Deterministic, and shaped like a Firestore auto id (20 URL-safe characters). */
export function chatCaseId(uid: string, chatId: string): string {
  return createHash('sha256').update(`${uid}\u0000${chatId}`).digest('base64url').replace(/[-_]/g, 'x').slice(0, 20);
}

/** The fields of a new case beyond its owner, number and stamps. */
export interface NewCaseFields {
  chatId: string | null;
  caseName: string;
  applicantName: string;
  category: string | null;
  goal?: string | null;
  status: CaseStatus;
  formType?: string | null;
  receiptNumber?: string | null;
  submissionDate?: string | null;
  priorityDate?: string | null;
  /** The first timeline entries (the opening, and for a tracked application its filing). */
  timeline: TimelineEntry[];
}

export interface NewCase extends NewCaseFields {
  /** Formats the yearly sequence number, e.g. (2026, 123) => "IA-2026-000123". */
  caseNumber: (year: number, sequence: number) => string;
}

export interface CreatedCase {
  caseId: string;
  created: boolean;
}

/** The document a new case is written as: every field present, so the console shows the whole shape. */
export function newCaseDocument(uid: string, caseNumber: string, fields: NewCaseFields) {
  const serverNow = FieldValue.serverTimestamp();
  const receiptNumber = fields.receiptNumber ?? null;
  return {
    ownerUid: uid,
    chatId: fields.chatId,
    caseNumber,
    caseName: fields.caseName,
    applicantName: fields.applicantName,
    category: fields.category,
    goal: fields.goal ?? null,
    status: fields.status,
    tracked: receiptNumber !== null,
    formType: fields.formType ?? null,
    receiptNumber,
    submissionDate: fields.submissionDate ?? null,
    priorityDate: fields.priorityDate ?? null,
    preferenceCategory: null,
    chargeability: null,
    bulletinNoticeMonth: null,
    processingNoticeAt: null,
    feeCents: null,
    consulate: null,
    interviewDate: null,
    officerName: null,
    officerEmail: null,
    latestNotice: null,
    statusCheckedAt: null,
    timeline: fields.timeline,
    attachments: [],
    expertHighlights: [],
    expertState: null,
    expertUid: null,
    discussionSeq: 0,
    unreadByApplicant: 0,
    unreadByExpert: 0,
    createdAt: serverNow,
    updatedAt: serverNow,
  };
}

/** Takes the next number of the yearly sequence inside a transaction (the counter is read with the other reads). */
export function nextCaseNumber(
  tx: Transaction,
  counterSnap: FirebaseFirestore.DocumentSnapshot,
  year: number,
  format: NewCase['caseNumber'],
): string {
  const last: unknown = counterSnap.get('last');
  const sequence = (typeof last === 'number' ? last : 0) + 1;
  tx.set(counterSnap.ref, { last: sequence, year, updatedAt: FieldValue.serverTimestamp() });
  return format(year, sequence);
}

export const caseCounterRef = (year: number) => counters().doc(`case-numbers-${year}`);

/**
 * Opens a case, numbered in a yearly sequence. With a chat, the chat must be the caller's, the case is linked to it
 * (chats/{chatId}.caseId), and a second request for the same chat returns the first case.
 */
export async function createCase(uid: string, input: NewCase): Promise<CreatedCase> {
  const caseRef = input.chatId ? cases().doc(chatCaseId(uid, input.chatId)) : cases().doc();
  const chatRef = input.chatId ? db().collection('chats').doc(input.chatId) : null;
  const year = new Date().getUTCFullYear();

  return db().runTransaction(async (tx) => {
    const [caseSnap, chatSnap, counterSnap] = await Promise.all([
      tx.get(caseRef),
      chatRef ? tx.get(chatRef) : Promise.resolve(null),
      tx.get(caseCounterRef(year)),
    ]);
    if (chatSnap && (!chatSnap.exists || chatSnap.get('ownerUid') !== uid)) throw notFound(msg('errors:chatNotFound'));
    if (caseSnap.exists) {
      if (caseSnap.get('ownerUid') !== uid) throw notFound(msg('errors:chatNotFound'));
      return { caseId: caseRef.id, created: false };
    }
    tx.set(caseRef, newCaseDocument(uid, nextCaseNumber(tx, counterSnap, year, input.caseNumber), input));
    // A chat about another case ('Discuss with AI') stays about that one; the new case still records its chat.
    if (chatRef && !chatSnap?.get('caseId')) tx.update(chatRef, { caseId: caseRef.id });
    return { caseId: caseRef.id, created: true };
  });
}

/**
 * Links the caller's chat to the caller's existing case, in one transaction: the chat's caseId, and one timeline
 * entry on the case. Linking the same pair again writes nothing. Someone else's chat or case looks exactly like a
 * missing one; a chat already about another case keeps it (as a 'Discuss with AI' chat does, data/chats-repo.ts).
 */
export async function linkChatToCase(uid: string, chatId: string, caseId: string, entry: TimelineEntry): Promise<void> {
  const chatRef = db().collection('chats').doc(chatId);
  const caseRef = cases().doc(caseId);
  await db().runTransaction(async (tx) => {
    const [chatSnap, caseSnap] = await tx.getAll(chatRef, caseRef);
    if (!chatSnap?.exists || chatSnap.get('ownerUid') !== uid) throw notFound(msg('errors:chatNotFound'));
    if (!caseSnap?.exists || caseSnap.get('ownerUid') !== uid) throw notFound(msg('errors:caseNotFound'));
    const current: unknown = chatSnap.get('caseId');
    if (current === caseId) return;
    if (typeof current === 'string' && current !== '') {
      throw badRequest(msg('errors:thisChatIsAboutAnotherCase'), { caseId: msg('errors:startANewChatToDiscuss') });
    }
    const stored = decodeDoc(caseDocSchema, caseSnap, 'cases');
    if (!stored) throw notFound(msg('errors:caseNotFound'));
    const now = FieldValue.serverTimestamp();
    tx.update(chatRef, { caseId, updatedAt: now });
    tx.update(caseRef, {
      timeline: [...stored.timeline, entry].sort((a, b) => a.date.localeCompare(b.date)),
      updatedAt: now,
    });
  });
}

/** The caller's case, or null when it does not exist or is someone else's. */
export async function getOwnedCase(uid: string, caseId: string): Promise<CaseRecord | null> {
  const snapshot = await cases().doc(caseId).get();
  if (snapshot.get('ownerUid') !== uid) return null;
  const stored = decodeDoc(caseDocSchema, snapshot, 'cases');
  return stored && toCase(stored, snapshot.id);
}

/** What the Firestore query of a case list filters on; text search is matched by the caller over the result. */
export interface CaseQueryFilter {
  trackedOnly: boolean;
  status: CaseStatus | null;
  /** YYYY-MM-DD, inclusive. */
  submittedFrom?: string;
  submittedTo?: string;
}

/**
 * The caller's cases matching the filter: most recently updated first, or with a date range, latest submission
 * first (Firestore orders a range query by the range's field first). Indexes: firestore.indexes.json, "cases".
 */
function caseQuery(uid: string, filter: CaseQueryFilter): Query {
  let query: Query = cases().where('ownerUid', '==', uid);
  if (filter.trackedOnly) query = query.where('tracked', '==', true);
  if (filter.status) query = query.where('status', '==', filter.status);
  if (filter.submittedFrom || filter.submittedTo) {
    if (filter.submittedFrom) query = query.where('submissionDate', '>=', filter.submittedFrom);
    if (filter.submittedTo) query = query.where('submissionDate', '<=', filter.submittedTo);
    query = query.orderBy('submissionDate', 'desc');
  }
  return query.orderBy('updatedAt', 'desc');
}

/** Most cases one list request reads to match a text search; far above any one applicant's cases. */
export const MAX_SCANNED_CASES = 5000;

/** Every case matching the filter (for a text search over them), up to MAX_SCANNED_CASES. */
export async function listFilteredCases(uid: string, filter: CaseQueryFilter): Promise<CaseRecord[]> {
  const snapshot = await caseQuery(uid, filter).limit(MAX_SCANNED_CASES).get();
  return decodeDocs(caseDocSchema, snapshot.docs, 'cases', toCase);
}

/**
 * One page of the cases matching the filter, and how many match. The page is read with a limit that reaches its end
 * rather than an offset, which the offline Firestore stand-in ignores; Firestore bills skipped documents either way.
 */
export async function pageFilteredCases(
  uid: string,
  filter: CaseQueryFilter,
  page: number,
  pageSize: number,
): Promise<{ cases: CaseRecord[]; total: number }> {
  const query = caseQuery(uid, filter);
  const [snapshot, count] = await Promise.all([query.limit(page * pageSize).get(), query.count().get()]);
  const docs = snapshot.docs.slice((page - 1) * pageSize);
  return { cases: decodeDocs(caseDocSchema, docs, 'cases', toCase), total: count.data().count };
}

/** The caller's cases, most recently updated first (index: ownerUid asc, updatedAt desc). */
export async function listCases(uid: string): Promise<CaseRecord[]> {
  const snapshot = await cases().where('ownerUid', '==', uid).orderBy('updatedAt', 'desc').limit(200).get();
  return decodeDocs(caseDocSchema, snapshot.docs, 'cases', toCase);
}

/** The stored fields a change writes (the names of caseDocSchema), with timeline entries to add. */
export type CaseChanges = Partial<
  Omit<CaseRecord, 'id' | 'ownerUid' | 'caseNumber' | 'timeline' | 'createdAt' | 'updatedAt' | 'expertRequest' | 'discussion'>
>;

/**
 * Changes the caller's case in a transaction: `decide` sees the case as it is and returns the fields to write and the
 * timeline entries to add (or throws a domain error, e.g. conflict for a forbidden move). Answers the changed case;
 * null when the case is missing or someone else's.
 */
export async function changeCase(
  uid: string,
  caseId: string,
  decide: (current: CaseRecord) => { changes: CaseChanges; entries: TimelineEntry[] },
): Promise<CaseRecord | null> {
  const ref = cases().doc(caseId);
  const written = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.get('ownerUid') !== uid) return false;
    const stored = decodeDoc(caseDocSchema, snapshot, 'cases');
    if (!stored) return false;
    const current = toCase(stored, snapshot.id);
    const { changes, entries } = decide(current);
    if (Object.keys(changes).length === 0 && entries.length === 0) return true;
    const update: Record<string, unknown> = { ...changes, updatedAt: FieldValue.serverTimestamp() };
    if ('receiptNumber' in changes) update['tracked'] = changes.receiptNumber !== null;
    // Kept in date order, so a notice recorded late still sits where it happened.
    if (entries.length > 0) update['timeline'] = [...current.timeline, ...entries].sort((a, b) => a.date.localeCompare(b.date));
    tx.update(ref, update);
    return true;
  });
  return written ? getOwnedCase(uid, caseId) : null;
}

/** Adds a document name to the case's attachments (once) with its timeline entry; the case as it now is, or null when it is not the caller's. */
export function addAttachment(uid: string, caseId: string, name: string, entry: TimelineEntry): Promise<CaseRecord | null> {
  return changeCase(uid, caseId, (current) =>
    current.attachments.includes(name)
      ? { changes: {}, entries: [] }
      : { changes: { attachments: [...current.attachments, name] }, entries: [entry] },
  );
}

/** Removes a deleted document from the case's attachments. */
export async function removeAttachment(uid: string, caseId: string, name: string, entry: TimelineEntry): Promise<void> {
  await changeCase(uid, caseId, (current) =>
    current.attachments.includes(name)
      ? { changes: { attachments: current.attachments.filter((n) => n !== name) }, entries: [entry] }
      : { changes: {}, entries: [] },
  );
}

// ---- the expert request (docs/experts.md, "Queue, claim, release, highlights, status") ----

/**
 * What a change on a case decided: fields (CaseChanges), the expert request as it becomes (undefined: unchanged;
 * null: none) and timeline entries to add.
 */
export interface CaseDecision {
  changes?: CaseChanges;
  request?: CaseExpertRequest | null;
  entries: TimelineEntry[];
}

/** The request as its flat stored fields (null clears them all). */
function storedRequest(request: CaseExpertRequest | null): Record<string, unknown> {
  const at = (iso: string | null) => (iso === null ? null : Timestamp.fromDate(new Date(iso)));
  return {
    expertState: request?.state ?? null,
    expertUid: request?.expertUid ?? null,
    expertName: request?.expertName ?? null,
    expertNote: request?.note ?? null,
    expertRequestedAt: request ? at(request.requestedAt) : null,
    expertClaimedAt: request ? at(request.claimedAt) : null,
  };
}

const decodeCase = (snapshot: FirebaseFirestore.DocumentSnapshot): CaseRecord | null => {
  const stored = decodeDoc(caseDocSchema, snapshot, 'cases');
  return stored && toCase(stored, snapshot.id);
};

/** Any case by id, whoever owns it: for services that check access themselves (an expert's routes). */
export async function getCaseById(caseId: string): Promise<CaseRecord | null> {
  return decodeCase(await cases().doc(caseId).get());
}

/**
 * Changes a case in a transaction, whoever owns it: `decide` sees the case as stored and checks the caller's access
 * itself (null: not theirs, answered as missing; or it throws a domain error). Answers the case as it now is, and
 * the case as it was, or null.
 */
export async function decideOnCase(
  caseId: string,
  decide: (current: CaseRecord) => CaseDecision | null,
): Promise<{ before: CaseRecord; after: CaseRecord } | null> {
  const ref = cases().doc(caseId);
  const before = await db().runTransaction(async (tx) => {
    const current = decodeCase(await tx.get(ref));
    if (!current) return null;
    const decision = decide(current);
    if (!decision) return null;
    const { changes = {}, request, entries } = decision;
    if (Object.keys(changes).length === 0 && request === undefined && entries.length === 0) return current;
    const update: Record<string, unknown> = { ...changes, updatedAt: FieldValue.serverTimestamp() };
    if ('receiptNumber' in changes) update['tracked'] = changes.receiptNumber !== null;
    if (request !== undefined) Object.assign(update, storedRequest(request));
    // The next expert to hold the case starts with nothing unread (the discussion's counters, data/discussion-repo.ts).
    if (request !== undefined && request?.state !== 'assigned') update['unreadByExpert'] = 0;
    if (entries.length > 0) update['timeline'] = [...current.timeline, ...entries].sort((a, b) => a.date.localeCompare(b.date));
    tx.update(ref, update);
    return current;
  });
  if (!before) return null;
  const after = await getCaseById(caseId);
  return after && { before, after };
}

/** Most cases one expert list reads. */
export const MAX_EXPERT_CASES = 500;

/** The queue: cases waiting for an expert, longest waiting first (index: expertState asc, expertRequestedAt asc). */
export async function listQueuedCases(): Promise<CaseRecord[]> {
  const snapshot = await cases().where('expertState', '==', 'queued').orderBy('expertRequestedAt', 'asc').limit(MAX_EXPERT_CASES).get();
  return decodeDocs(caseDocSchema, snapshot.docs, 'cases', toCase);
}

/** The cases this expert holds (expertUid is cleared whenever a case leaves an expert, so it alone says it). */
export async function listAssignedCases(expertUid: string): Promise<CaseRecord[]> {
  const snapshot = await cases().where('expertUid', '==', expertUid).limit(MAX_EXPERT_CASES).get();
  return decodeDocs(caseDocSchema, snapshot.docs, 'cases', toCase).filter((c) => c.expertRequest?.state === 'assigned');
}

/**
 * The applicant's cases that have a discussion: sent to experts, or with messages (a withdrawn request keeps its
 * messages). Indexes: (ownerUid, expertState) and (ownerUid, discussionSeq).
 */
export async function listApplicantDiscussionCases(uid: string): Promise<CaseRecord[]> {
  const [requested, talked] = await Promise.all([
    cases().where('ownerUid', '==', uid).where('expertState', 'in', ['queued', 'assigned']).limit(MAX_EXPERT_CASES).get(),
    cases().where('ownerUid', '==', uid).where('discussionSeq', '>', 0).limit(MAX_EXPERT_CASES).get(),
  ]);
  const byId = new Map<string, FirebaseFirestore.QueryDocumentSnapshot>();
  for (const doc of [...requested.docs, ...talked.docs]) byId.set(doc.id, doc);
  return decodeDocs(caseDocSchema, [...byId.values()], 'cases', toCase);
}
