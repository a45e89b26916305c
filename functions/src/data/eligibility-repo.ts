// eligibility/{id}: one run of the eligibility check, owned by ownerUid and attached to a case (cases/{caseId}).
// Saving a check also writes its line in the case's timeline, and opens a Draft case when there is none to attach
// to, all in one transaction: a record never points at a case that was not written, and a case never shows a
// check that was not stored.
import { FieldValue, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { notFound } from '../domain/errors';
import type { CaseEligibilityEntry } from '../shared/cases/case-views';
import type { CitationSource, EligibilityAnalysis } from '../shared/eligibility/types';
import { caseCounterRef, chatCaseId, newCaseDocument, nextCaseNumber } from './cases-repo';
import { decodeDocs } from './decode';
import { db } from './firebase';
import { anyMap, ownerUid, storedTimestamp } from './stored-fields';
import { msg } from '../shared/i18n/message';
import type { TimelineEntry } from '../domain/cases/case-record';
import type { TimelineText } from '../domain/cases/timeline-text';

const eligibility = () => db().collection('eligibility');
const cases = () => db().collection('cases');
const chats = () => db().collection('chats');

export const CASE_NOT_FOUND = msg('errors:caseNotFound');
export const CHAT_NOT_FOUND = msg('errors:chatNotFound');

/** Where the check goes: a case the caller named, the case of the chat it was opened from, or a new Draft case. */
export type CaseTarget = { kind: 'case'; caseId: string } | { kind: 'chat'; chatId: string } | { kind: 'new' };

export interface DraftCase {
  applicantName: string;
  caseName: string;
  /** The first timeline entry's text. */
  openedEvent: TimelineText;
  /** Formats the yearly sequence number, e.g. (2026, 123) => "IA-2026-000123". */
  caseNumber: (year: number, sequence: number) => string;
}

export interface NewEligibilityCheck {
  target: CaseTarget;
  /** The chat the check was opened from, already known to be the caller's; a case opened for it is linked to it. */
  chatId: string | null;
  category: string;
  /** The validated input, as plain JSON. */
  input: Record<string, unknown>;
  analysis: EligibilityAnalysis;
  /** The date (YYYY-MM-DD) the rules were applied for. */
  checkedOn: string;
  /** The timeline entry the check adds to its case. */
  timelineEvent: TimelineText;
  /** Used only when a case has to be opened. */
  draft: DraftCase;
}

export interface SavedEligibilityCheck {
  eligibilityId: string;
  caseId: string;
  caseCreated: boolean;
}

/** What the case details show of a check (docs/SPEC.md, section 3, "Case details"). */
export type EligibilityEntry = CaseEligibilityEntry;

const owned = (snapshot: DocumentSnapshot, uid: string) => snapshot.exists && snapshot.get('ownerUid') === uid;

/**
 * The case a chat's check belongs to: the one the chat points at, else one opened from the chat, else the id a
 * case opened for the chat would get (cases-repo derives it from owner and chat, so both paths meet on one case).
 */
async function chatCaseRef(uid: string, chatId: string): Promise<DocumentReference> {
  const chat = await chats().doc(chatId).get();
  if (!owned(chat, uid)) throw notFound(CHAT_NOT_FOUND);
  const linked: unknown = chat.get('caseId');
  if (typeof linked === 'string' && linked !== '' && owned(await cases().doc(linked).get(), uid)) return cases().doc(linked);
  const opened = await cases().where('ownerUid', '==', uid).where('chatId', '==', chatId).limit(1).get();
  return opened.docs[0]?.ref ?? cases().doc(chatCaseId(uid, chatId));
}

function targetRef(uid: string, target: CaseTarget): Promise<DocumentReference> | DocumentReference {
  switch (target.kind) {
    case 'case':
      return cases().doc(target.caseId);
    case 'chat':
      return chatCaseRef(uid, target.chatId);
    case 'new':
      return cases().doc();
  }
}

/** Stores a check, attaches it to its case (opening a Draft case if needed) and adds it to the case's timeline. */
export async function saveEligibilityCheck(uid: string, check: NewEligibilityCheck): Promise<SavedEligibilityCheck> {
  const caseRef = await targetRef(uid, check.target);
  const { chatId } = check;
  const recordRef = eligibility().doc();
  const now = new Date();
  const year = now.getUTCFullYear();
  const counterRef = caseCounterRef(year);
  // Array entries cannot hold server timestamps, so timeline dates carry this server's clock, as cases-repo does.
  const entry: TimelineEntry = { date: now.toISOString(), ...check.timelineEvent, by: 'applicant' };

  return db().runTransaction(async (tx) => {
    const [caseSnap, counterSnap, chatSnap] = await Promise.all([
      tx.get(caseRef),
      tx.get(counterRef),
      chatId ? tx.get(chats().doc(chatId)) : Promise.resolve(null),
    ]);
    if (chatSnap && !owned(chatSnap, uid)) throw notFound(CHAT_NOT_FOUND);
    const serverNow = FieldValue.serverTimestamp();
    let caseCreated = false;

    if (caseSnap.exists) {
      if (!owned(caseSnap, uid)) throw notFound(check.target.kind === 'chat' ? CHAT_NOT_FOUND : CASE_NOT_FOUND);
      const timeline: unknown = caseSnap.get('timeline');
      const category: unknown = caseSnap.get('category');
      tx.update(caseRef, {
        timeline: [...(Array.isArray(timeline) ? timeline : []), entry],
        // A case opened before anyone knew its category takes the one the applicant checked.
        ...(typeof category === 'string' && category !== '' ? {} : { category: check.category }),
        updatedAt: serverNow,
      });
      // A chat about no case yet is about the case its check went to from now on.
      if (chatSnap && !chatSnap.get('caseId')) tx.update(chatSnap.ref, { caseId: caseRef.id });
    } else {
      if (check.target.kind === 'case') throw notFound(CASE_NOT_FOUND);
      const caseNumber = nextCaseNumber(tx, counterSnap, year, check.draft.caseNumber);
      tx.set(
        caseRef,
        newCaseDocument(uid, caseNumber, {
          chatId,
          caseName: check.draft.caseName,
          applicantName: check.draft.applicantName,
          category: check.category,
          status: 'Draft',
          timeline: [{ date: now.toISOString(), ...check.draft.openedEvent, by: 'system' }, entry],
        }),
      );
      if (chatSnap && check.target.kind === 'chat') tx.update(chatSnap.ref, { caseId: caseRef.id });
      caseCreated = true;
    }

    const { analysis } = check;
    tx.set(recordRef, {
      ownerUid: uid,
      caseId: caseRef.id,
      chatId,
      category: check.category,
      // Top level too, so the console can filter on it.
      eligible: analysis.eligible,
      input: check.input,
      analysis: {
        eligible: analysis.eligible,
        reasons: analysis.reasons,
        recommendations: analysis.recommendations,
        summary: analysis.summary,
        citations: analysis.citations,
        findings: analysis.findings,
        needsReview: analysis.needsReview,
        reviewReasons: analysis.reviewReasons,
        path: analysis.path,
      },
      checkedOn: check.checkedOn,
      createdAt: serverNow,
    });
    return { eligibilityId: recordRef.id, caseId: caseRef.id, caseCreated };
  });
}

// Every source the type allows, and only those: the compiler checks this map against CitationSource.
const CITATION_SOURCES: Record<CitationSource, true> = {
  INA: true,
  '8 CFR': true,
  '20 CFR': true,
  '22 CFR': true,
  'USCIS Policy Manual': true,
  'State Department': true,
  'Foreign Affairs Manual': true,
  Statute: true,
  'Case law': true,
};

const citationSchema = z.object({
  label: z.string(),
  source: z.custom<CitationSource>((value) => typeof value === 'string' && Object.hasOwn(CITATION_SOURCES, value)),
  reference: z.string(),
  url: z.string(),
});

/** A stored check, written whole by saveEligibilityCheck; only what the case details show is read back. */
export const eligibilityDocSchema = z.object({
  ownerUid,
  caseId: z.string().min(1),
  input: anyMap,
  analysis: z.object({
    eligible: z.boolean(),
    reasons: z.array(z.string()),
    recommendations: z.array(z.string()),
    summary: z.string(),
    citations: z.array(citationSchema),
    // Older checks and hand-made ones may have none; a finding's citation may be missing too.
    findings: z
      .array(
        z.object({
          ruleId: z.string(),
          outcome: z.enum(['pass', 'fail', 'issue']),
          reason: z.string(),
          recommendation: z.string().default(''),
          citation: citationSchema.nullish().transform((value) => value ?? null),
        }),
      )
      .default([]),
  }),
  createdAt: storedTimestamp,
});

const toEntry = ({ caseId, input, analysis, createdAt }: z.output<typeof eligibilityDocSchema>, id: string): EligibilityEntry => ({
  eligibilityId: id,
  caseId,
  data: input,
  analysis,
  createdAt,
});

/** The caller's checks attached to a case, newest first; for GET /cases/{id}/details. */
export async function listCaseEligibility(uid: string, caseId: string): Promise<EligibilityEntry[]> {
  // Two equality filters need no composite index; the handful of checks per case is sorted here.
  const snapshot = await eligibility().where('ownerUid', '==', uid).where('caseId', '==', caseId).limit(100).get();
  return decodeDocs(eligibilityDocSchema, snapshot.docs, 'eligibility', toEntry).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
