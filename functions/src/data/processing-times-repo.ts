// processingTimes/{form}_{office}_{category}: USCIS's posted processing times, imported with
// `npm run admin -- import-processing-times` (reference data, no owner; admin SDK only). Also the read of the tracked
// applications whose office and form have a figure, which an import and the daily job check.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { ProcessingTimeFigure } from '../domain/processing-times/parse-processing-times';
import { decodeDocs } from './decode';
import { db } from './firebase';
import { optionalText, storedTimestamp } from './stored-fields';

const times = () => db().collection('processingTimes');

const figureDocSchema = z.object({
  form: z.string(),
  office: z.string(),
  categoryKey: z.string(),
  category: z.string(),
  typicalMonths: z.number().nonnegative(),
  asOf: z.iso.date(),
  source: z.string(),
  importedAt: storedTimestamp,
});

const toFigure = ({ importedAt: _importedAt, ...figure }: z.output<typeof figureDocSchema>): ProcessingTimeFigure => figure;

/** One document per form, office and category: an id Firestore accepts whatever USCIS's key holds. */
const docId = (figure: Pick<ProcessingTimeFigure, 'form' | 'office' | 'categoryKey'>) =>
  [figure.form, figure.office, figure.categoryKey].map((part) => part.replace(/[^A-Za-z0-9-]+/g, '_')).join('__');

/** Firestore's batch limit, with room to spare. */
const BATCH = 400;

export interface SavedFigures {
  created: number;
  changed: number;
  unchanged: number;
}

/**
 * Stores each figure under its form, office and category. An import is idempotent: a figure already stored with the
 * same time and publication date is left as it is, and a later import only replaces what changed.
 */
export async function saveProcessingTimes(figures: readonly ProcessingTimeFigure[]): Promise<SavedFigures> {
  const counts: SavedFigures = { created: 0, changed: 0, unchanged: 0 };
  for (let start = 0; start < figures.length; start += BATCH) {
    const part = figures.slice(start, start + BATCH);
    const refs = part.map((figure) => times().doc(docId(figure)));
    const existing = await db().getAll(...refs);
    const batch = db().batch();
    part.forEach((figure, index) => {
      const before = existing[index]?.data();
      const same =
        before !== undefined &&
        before['typicalMonths'] === figure.typicalMonths &&
        before['asOf'] === figure.asOf &&
        before['category'] === figure.category &&
        before['source'] === figure.source;
      if (same) {
        counts.unchanged += 1;
        return;
      }
      if (before === undefined) counts.created += 1;
      else counts.changed += 1;
      const ref = refs[index];
      if (ref) batch.set(ref, { ...figure, importedAt: FieldValue.serverTimestamp() });
    });
    await batch.commit();
  }
  return counts;
}

/** Every stored figure of a form at an office, one per category. */
export async function listProcessingTimes(form: string, office: string): Promise<ProcessingTimeFigure[]> {
  const snapshot = await times().where('form', '==', form).where('office', '==', office).get();
  return decodeDocs(figureDocSchema, snapshot.docs, 'processingTimes', toFigure);
}

/** The most figures of one form a read returns (USCIS lists a form at a few dozen offices at most). */
const MAX_FORM_FIGURES = 200;

/** Every stored figure of a form, at every office: what the assistant answers "how long does Form X take?" with. */
export async function listFormProcessingTimes(form: string): Promise<ProcessingTimeFigure[]> {
  const snapshot = await times().where('form', '==', form).limit(MAX_FORM_FIGURES).get();
  return decodeDocs(figureDocSchema, snapshot.docs, 'processingTimes', toFigure);
}

/** The most tracked applications one check reads; past it the check logs that it stopped. */
export const MAX_PROCESSING_CASES = 5000;

/** A tracked application as the outside-normal check reads it. */
export interface ProcessingTrackedCase {
  caseId: string;
  ownerUid: string;
  caseNumber: string;
  category: string | null;
  formType: string;
  receiptNumber: string;
  submissionDate: string;
  processingNoticeAt: string | null;
}

const trackedCaseSchema = z.object({
  ownerUid: z.string(),
  caseNumber: z.string(),
  category: optionalText,
  tracked: z.boolean().optional(),
  formType: optionalText,
  receiptNumber: optionalText,
  submissionDate: optionalText,
  processingNoticeAt: optionalText,
});

/** Every tracked application with a form, a receipt number and a receipt date. */
export async function listProcessingTrackedCases(): Promise<{ cases: ProcessingTrackedCase[]; truncated: boolean }> {
  const snapshot = await db().collection('cases').where('tracked', '==', true).limit(MAX_PROCESSING_CASES).get();
  const decoded = decodeDocs(trackedCaseSchema, snapshot.docs, 'cases', (value, id) => ({ value, id }));
  const cases = decoded.flatMap(({ value, id }): ProcessingTrackedCase[] =>
    value.formType && value.receiptNumber && value.submissionDate
      ? [
          {
            caseId: id,
            ownerUid: value.ownerUid,
            caseNumber: value.caseNumber,
            category: value.category,
            formType: value.formType,
            receiptNumber: value.receiptNumber,
            submissionDate: value.submissionDate,
            processingNoticeAt: value.processingNoticeAt,
          },
        ]
      : [],
  );
  return { cases, truncated: snapshot.size >= MAX_PROCESSING_CASES };
}
