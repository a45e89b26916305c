// complianceChecks/{caseId}: the applicant's ticks on one case's compliance checklist, owned by ownerUid. Only the
// ticks are stored; the items themselves are generated from the case (domain/compliance/checklist.ts) on each read.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { CheckFacts, StoredTick } from '../domain/compliance/checklist';
import { GENDERS } from '../shared/reference/categories';
import { decodeDoc, decodeDocs } from './decode';
import { db } from './firebase';
import { ownerUid, storedTimestamp } from './stored-fields';

const complianceChecks = () => db().collection('complianceChecks');
const eligibility = () => db().collection('eligibility');

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const tickSchema = z.object({ done: z.literal(true), doneOn: z.string().regex(DAY), updatedAt: storedTimestamp.nullish() });

/** A stored checklist. A malformed tick (edited by hand) is dropped alone, not the whole checklist. */
const checklistDocSchema = z.object({
  ownerUid,
  caseId: z.string().min(1),
  items: z.record(z.string(), z.unknown()).default({}),
});

function ticksOf(items: Record<string, unknown>): Record<string, StoredTick> {
  const ticks: Record<string, StoredTick> = {};
  for (const [itemId, value] of Object.entries(items)) {
    const parsed = tickSchema.safeParse(value);
    if (parsed.success) ticks[itemId] = { doneOn: parsed.data.doneOn };
  }
  return ticks;
}

/** The caller's ticks on a case; none when nothing was ticked yet, or the document is someone else's. */
export async function getComplianceTicks(uid: string, caseId: string): Promise<Record<string, StoredTick>> {
  const snapshot = await complianceChecks().doc(caseId).get();
  const stored = decodeDoc(checklistDocSchema, snapshot, 'complianceChecks');
  return stored && stored.ownerUid === uid ? ticksOf(stored.items) : {};
}

/** Every checklist of the caller's, by case id (two equality-free reads: one query on ownerUid). */
export async function listComplianceTicks(uid: string): Promise<Map<string, Record<string, StoredTick>>> {
  const snapshot = await complianceChecks().where('ownerUid', '==', uid).limit(500).get();
  const byCase = new Map<string, Record<string, StoredTick>>();
  for (const stored of decodeDocs(checklistDocSchema, snapshot.docs, 'complianceChecks', (doc) => doc))
    byCase.set(stored.caseId, ticksOf(stored.items));
  return byCase;
}

/**
 * Ticks (doneOn a day) or unticks (null) one item, in a transaction so two quick ticks on one case both land. The
 * caller has already checked that the case is the user's; a checklist document owned by someone else (which
 * cannot happen while ids are case ids) is refused like a missing case.
 */
export async function setComplianceTick(
  uid: string,
  caseId: string,
  itemId: string,
  doneOn: string | null,
): Promise<Record<string, StoredTick> | null> {
  const ref = complianceChecks().doc(caseId);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const existing = snapshot.exists ? decodeDoc(checklistDocSchema, snapshot, 'complianceChecks') : null;
    if (snapshot.exists && snapshot.get('ownerUid') !== uid) return null;
    const items: Record<string, unknown> = { ...(existing?.items ?? {}) };
    if (doneOn === null) delete items[itemId];
    else items[itemId] = { done: true, doneOn, updatedAt: new Date().toISOString() };
    // The whole document is written (not merged): a merge would keep an unticked item's nested map.
    const createdAt: unknown = snapshot.exists ? snapshot.get('createdAt') : undefined;
    tx.set(ref, {
      ownerUid: uid,
      caseId,
      items,
      createdAt: createdAt ?? FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return ticksOf(items);
  });
}

// The applicant facts of the user's eligibility checks (sex and date of birth, for Selective Service). Read here
// rather than in eligibility-repo.ts so the compliance area owns the one query it needs; only these fields are read.
const checkFactsSchema = z.object({
  ownerUid,
  caseId: z.string().min(1),
  input: z
    .object({
      fullName: z.string().nullish(),
      dob: z.string().regex(DAY).nullish().catch(null),
      gender: z.enum(GENDERS).nullish().catch(null),
    })
    .catch({}),
  createdAt: storedTimestamp,
});

/** The user's eligibility checks' applicant facts, newest first (at most 200; a user has a handful). */
export async function listCheckFacts(uid: string): Promise<CheckFacts[]> {
  // One equality filter and no order: no composite index; the few documents are sorted here.
  const snapshot = await eligibility().where('ownerUid', '==', uid).limit(200).get();
  return decodeDocs(checkFactsSchema, snapshot.docs, 'eligibility', ({ caseId, input, createdAt }): CheckFacts => ({
    caseId,
    fullName: input.fullName ?? null,
    sex: input.gender ?? null,
    dateOfBirth: input.dob ?? null,
    createdAt,
  })).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
