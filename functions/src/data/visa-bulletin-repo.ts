// visaBulletins/{YYYY-MM}: the Visa Bulletins imported with `npm run admin -- import-visa-bulletin` (reference data,
// no owner; admin SDK only). The current bulletin is the latest month stored. Also the read of every tracked
// application with a preference category, which an import checks against the new bulletin.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  CHARGEABILITY_AREAS,
  PREFERENCE_CATEGORIES,
  type BulletinCharts,
  type ParsedBulletin,
  type PreferenceCategory,
} from '../shared/visa-bulletin/visa-bulletin';
import { decodeDoc, decodeDocs } from './decode';
import { db } from './firebase';
import { optionalText, storedDay, storedTimestamp } from './stored-fields';

const bulletins = () => db().collection('visaBulletins');

const cell = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('current') }),
  z.object({ kind: z.literal('unavailable') }),
  z.object({ kind: z.literal('date'), date: z.iso.date() }),
]);
const table = z.partialRecord(z.enum(PREFERENCE_CATEGORIES), z.partialRecord(z.enum(CHARGEABILITY_AREAS), cell));
const chart = z.object({ family: table, employment: table });

const bulletinDocSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  title: z.string(),
  publishedNote: optionalText,
  sourceUrl: z.string(),
  importedAt: storedTimestamp,
  checkedAt: storedTimestamp,
  charts: z.object({ finalAction: chart, datesForFiling: chart }),
});

export interface StoredBulletin {
  month: string;
  title: string;
  publishedNote: string | null;
  sourceUrl: string;
  /** ISO date-time of the first import of this month. */
  importedAt: string;
  /** ISO date-time of the latest import or check of it. */
  checkedAt: string;
  charts: BulletinCharts;
}

const toBulletin = (stored: z.output<typeof bulletinDocSchema>): StoredBulletin => ({ ...stored, charts: stored.charts as BulletinCharts });

/** Stores a parsed bulletin under its month; a re-import replaces the charts and source and keeps the first import's date. */
export async function saveBulletin(parsed: ParsedBulletin, sourceUrl: string): Promise<{ created: boolean }> {
  const ref = bulletins().doc(parsed.month);
  return db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    const now = FieldValue.serverTimestamp();
    tx.set(
      ref,
      {
        month: parsed.month,
        title: parsed.title,
        publishedNote: parsed.publishedNote ?? null,
        sourceUrl,
        charts: parsed.charts,
        checkedAt: now,
        ...(existing.exists ? {} : { importedAt: now }),
      },
      { merge: true },
    );
    return { created: !existing.exists };
  });
}

export async function getBulletin(month: string): Promise<StoredBulletin | null> {
  const stored = decodeDoc(bulletinDocSchema, await bulletins().doc(month).get(), 'visaBulletins');
  return stored && toBulletin(stored);
}

/** The current bulletin: the latest month stored. */
export async function getLatestBulletin(): Promise<StoredBulletin | null> {
  const snapshot = await bulletins().orderBy('month', 'desc').limit(1).get();
  return decodeDocs(bulletinDocSchema, snapshot.docs, 'visaBulletins', toBulletin)[0] ?? null;
}

/** The latest bulletin of a month before `month`: what an application stood on before this one. */
export async function getBulletinBefore(month: string): Promise<StoredBulletin | null> {
  const snapshot = await bulletins().where('month', '<', month).orderBy('month', 'desc').limit(1).get();
  return decodeDocs(bulletinDocSchema, snapshot.docs, 'visaBulletins', toBulletin)[0] ?? null;
}

/** A tracked application as an import reads it. */
export interface BulletinTrackedCase {
  caseId: string;
  ownerUid: string;
  caseNumber: string;
  priorityDate: string;
  preferenceCategory: PreferenceCategory;
  chargeability: string | null;
  bulletinNoticeMonth: string | null;
}

const trackedCaseSchema = z.object({
  ownerUid: z.string().min(1),
  caseNumber: z.string(),
  tracked: z.boolean().nullish(),
  priorityDate: storedDay.nullish(),
  preferenceCategory: z.enum(PREFERENCE_CATEGORIES),
  chargeability: optionalText,
  bulletinNoticeMonth: optionalText,
});

/** Most cases one category's read takes; an import logs when a category reaches it. */
export const MAX_BULLETIN_CASES_PER_CATEGORY = 20_000;

/**
 * Every tracked application with a priority date and a preference category. One equality query per category (a
 * single-field index each, and a result that holds only cases the bulletin can speak about); paging would need
 * cursors, which the offline Firestore stand-in ignores, so each read is bounded instead.
 */
export async function listBulletinTrackedCases(): Promise<{ cases: BulletinTrackedCase[]; truncated: PreferenceCategory[] }> {
  const truncated: PreferenceCategory[] = [];
  const reads = await Promise.all(
    PREFERENCE_CATEGORIES.map(async (category) => {
      const snapshot = await db()
        .collection('cases')
        .where('preferenceCategory', '==', category)
        .limit(MAX_BULLETIN_CASES_PER_CATEGORY)
        .get();
      if (snapshot.size >= MAX_BULLETIN_CASES_PER_CATEGORY) truncated.push(category);
      return decodeDocs(trackedCaseSchema, snapshot.docs, 'cases', (value, id) => ({ value, id }));
    }),
  );
  const cases = reads.flat().flatMap(({ value, id }): BulletinTrackedCase[] =>
    value.tracked === true && value.priorityDate
      ? [
          {
            caseId: id,
            ownerUid: value.ownerUid,
            caseNumber: value.caseNumber,
            priorityDate: value.priorityDate,
            preferenceCategory: value.preferenceCategory,
            chargeability: value.chargeability,
            bulletinNoticeMonth: value.bulletinNoticeMonth,
          },
        ]
      : [],
  );
  return { cases, truncated };
}
