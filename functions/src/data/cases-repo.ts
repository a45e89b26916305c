// cases/{caseId}: an applicant's case, owned by ownerUid. A case opened from a chat has a document id derived from
// (owner, chat), so asking twice for the same chat's case finds the first one instead of making another.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { notFound } from '../domain/errors';
import { decodeDoc, decodeDocs } from './decode';
import { db } from './firebase';
import { createdAndUpdated, fillUpdatedAt, optionalText, ownerUid, storedTimestamp, textOr } from './stored-fields';
import type { CaseRecord } from '../domain/cases/case-record';

export type { CaseRecord, TimelineEntry } from '../domain/cases/case-record';

export interface NewCase {
  chatId: string | null;
  applicantName: string;
  category: string | null;
  caseName: string;
  /** The first timeline entry's text. */
  openedEvent: string;
  /** Formats the yearly sequence number, e.g. (2026, 123) => "IA-2026-000123". */
  caseNumber: (year: number, sequence: number) => string;
}

const cases = () => db().collection('cases');
const counters = () => db().collection('counters');

// Timeline dates are written as ISO text (see createCase); a Timestamp put in by hand reads the same.
const timelineEntrySchema = z.object({ date: storedTimestamp, event: z.string() });

/** A stored case. A case is always written whole; status and timeline may be left out of one made by hand. */
export const caseDocSchema = z
  .object({
    ownerUid,
    chatId: optionalText,
    caseNumber: z.string(),
    caseName: z.string(),
    applicantName: z.string(),
    category: optionalText,
    status: textOr('Open'),
    timeline: z.array(timelineEntrySchema).default([]),
    ...createdAndUpdated,
  })
  .transform(fillUpdatedAt);

const toCase = (stored: z.output<typeof caseDocSchema>, id: string): CaseRecord => ({ id, ...stored });

/** Deterministic, and shaped like a Firestore auto id (20 URL-safe characters). */
export function chatCaseId(uid: string, chatId: string): string {
  return createHash('sha256').update(`${uid}\u0000${chatId}`).digest('base64url').replace(/[-_]/g, 'x').slice(0, 20);
}

export interface CreatedCase {
  caseId: string;
  created: boolean;
}

/**
 * Opens a case, numbered in a yearly sequence. With a chat, the chat must be the caller's, the case is linked to it
 * (chats/{chatId}.caseId), and a second request for the same chat returns the first case.
 */
export async function createCase(uid: string, input: NewCase): Promise<CreatedCase> {
  const caseRef = input.chatId ? cases().doc(chatCaseId(uid, input.chatId)) : cases().doc();
  const chatRef = input.chatId ? db().collection('chats').doc(input.chatId) : null;
  const now = new Date();
  const year = now.getUTCFullYear();
  const counterRef = counters().doc(`case-numbers-${year}`);

  return db().runTransaction(async (tx) => {
    const [caseSnap, chatSnap, counterSnap] = await Promise.all([
      tx.get(caseRef),
      chatRef ? tx.get(chatRef) : Promise.resolve(null),
      tx.get(counterRef),
    ]);
    if (chatSnap && (!chatSnap.exists || chatSnap.get('ownerUid') !== uid)) throw notFound('Chat not found');
    if (caseSnap.exists) {
      if (caseSnap.get('ownerUid') !== uid) throw notFound('Chat not found');
      return { caseId: caseRef.id, created: false };
    }
    const last: unknown = counterSnap.get('last');
    const sequence = (typeof last === 'number' ? last : 0) + 1;
    const serverNow = FieldValue.serverTimestamp();
    tx.set(counterRef, { last: sequence, year, updatedAt: serverNow });
    tx.set(caseRef, {
      ownerUid: uid,
      chatId: input.chatId,
      caseNumber: input.caseNumber(year, sequence),
      caseName: input.caseName,
      applicantName: input.applicantName,
      category: input.category,
      status: 'Open',
      // Array entries cannot hold server timestamps, so the timeline carries this server's clock.
      timeline: [{ date: now.toISOString(), event: input.openedEvent }],
      createdAt: serverNow,
      updatedAt: serverNow,
    });
    if (chatRef) tx.update(chatRef, { caseId: caseRef.id });
    return { caseId: caseRef.id, created: true };
  });
}

/** The caller's case, or null when it does not exist or is someone else's. */
export async function getOwnedCase(uid: string, caseId: string): Promise<CaseRecord | null> {
  const snapshot = await cases().doc(caseId).get();
  if (snapshot.get('ownerUid') !== uid) return null;
  const stored = decodeDoc(caseDocSchema, snapshot, 'cases');
  return stored && toCase(stored, snapshot.id);
}

/** The caller's cases, most recently updated first (index: ownerUid asc, updatedAt desc). */
export async function listCases(uid: string): Promise<CaseRecord[]> {
  const snapshot = await cases().where('ownerUid', '==', uid).orderBy('updatedAt', 'desc').limit(200).get();
  return decodeDocs(caseDocSchema, snapshot.docs, 'cases', toCase);
}
