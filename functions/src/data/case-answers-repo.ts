// A case's form answers, in caseAnswers/{caseId} (docs/data-model.md): the answer-once profile of its people and
// the questions only one form asks. Plain answers are a list of {id, value} (question ids hold dots, which Firestore
// field paths would split); SSNs and A-Numbers are sealed one by one (./sealed-answers.ts). The case's ownership is
// checked by the caller first; the owner is stored again so export and deletion find the document.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { Answer, Answers } from '../domain/forms/field-map';
import { isSensitive } from '../shared/forms/sensitive';
import { db } from './firebase';
import { seal, unseal } from './sealed-answers';
import { ownerUid } from './stored-fields';

const COLLECTION = 'caseAnswers';
const answers = () => db().collection(COLLECTION);

const entry = z.object({ id: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) });
const docSchema = z.object({
  ownerUid,
  answers: z.array(entry).default([]),
  sealed: z.array(z.object({ id: z.string(), value: z.string() })).default([]),
  prefilled: z.array(z.string()).default([]),
  offered: z.array(z.string()).default([]),
});

export interface StoredAnswers {
  answers: Answers;
  /** The answers the app filled from what it knew, not yet confirmed or changed by the applicant. */
  prefilled: ReadonlySet<string>;
  /** Every answer ever prefilled: one the applicant cleared is not offered again. */
  offered: ReadonlySet<string>;
}

const EMPTY: StoredAnswers = { answers: {}, prefilled: new Set(), offered: new Set() };

function decode(data: DocumentData | undefined, uid: string): StoredAnswers {
  const parsed = docSchema.safeParse(data);
  if (!parsed.success || parsed.data.ownerUid !== uid) return EMPTY;
  const all: Record<string, Answer> = Object.fromEntries(parsed.data.answers.map(({ id, value }) => [id, value]));
  for (const { id, value } of parsed.data.sealed) all[id] = unseal(id, value);
  return { answers: all, prefilled: new Set(parsed.data.prefilled), offered: new Set(parsed.data.offered) };
}

function encode(uid: string, stored: StoredAnswers) {
  const plain: Array<{ id: string; value: Answer }> = [];
  const sealed: Array<{ id: string; value: string }> = [];
  for (const [id, value] of Object.entries(stored.answers)) {
    if (isSensitive(id)) sealed.push({ id, value: seal(id, String(value)) });
    else plain.push({ id, value });
  }
  return {
    ownerUid: uid,
    answers: plain,
    sealed,
    prefilled: [...stored.prefilled],
    offered: [...stored.offered],
    updatedAt: FieldValue.serverTimestamp(),
  };
}

export async function readCaseAnswers(uid: string, caseId: string): Promise<StoredAnswers> {
  return decode((await answers().doc(caseId).get()).data(), uid);
}

/** What changes: answers set (null clears one), and whether they came from the applicant or were prefilled. */
export interface AnswerChanges {
  set: Readonly<Record<string, Answer | null>>;
  /** True for answers the app filled in; those never replace an answer that exists. */
  prefill: boolean;
}

/** Applies the changes in a transaction, so two tabs saving at once both keep their answers. */
export async function changeCaseAnswers(uid: string, caseId: string, changes: AnswerChanges): Promise<StoredAnswers> {
  const ref = answers().doc(caseId);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const current = decode(snapshot.data(), uid);
    const next: Record<string, Answer> = { ...current.answers };
    const prefilled = new Set(current.prefilled);
    const offered = new Set(current.offered);
    for (const [id, value] of Object.entries(changes.set)) {
      if (changes.prefill) {
        if (value === null || id in next || offered.has(id)) continue;
        next[id] = value;
        prefilled.add(id);
        offered.add(id);
        continue;
      }
      prefilled.delete(id);
      if (value === null || value === '') delete next[id];
      else next[id] = value;
    }
    const stored = { answers: next, prefilled, offered };
    tx.set(ref, snapshot.exists ? encode(uid, stored) : { ...encode(uid, stored), caseId, createdAt: FieldValue.serverTimestamp() });
    return stored;
  });
}

/** A stored document as its owner's export shows it: sealed answers opened, so the copy is readable. */
export function exportedCaseAnswers(data: DocumentData): DocumentData {
  const parsed = docSchema.safeParse(data);
  if (!parsed.success) return data;
  return { ...data, sealed: parsed.data.sealed.map(({ id, value }) => ({ id, value: unseal(id, value) })) };
}
