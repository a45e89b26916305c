// USCIS's processing times (docs/processing-times.md): importing a saved copy of the processing-times page's data
// (the admin CLI), the posted time for a form at an office (GET /processing-times), each tracked application's place
// against it (the cases API's `processing`), and the one notification when an application passes it.
import { changeCase } from '../data/cases-repo';
import { listProcessingTimes, listProcessingTrackedCases, saveProcessingTimes, type SavedFigures } from '../data/processing-times-repo';
import type { CaseRecord } from '../domain/cases/case-record';
import { toCaseSummary } from '../domain/cases/case-view';
import { timelineEntry } from '../domain/cases/timeline-text';
import { notFound } from '../domain/errors';
import { caseProcessing, figureFor } from '../domain/processing-times/case-processing';
import { parseProcessingTimes, type ProcessingTimeFigure } from '../domain/processing-times/parse-processing-times';
import { log } from '../log';
import { TRACK_APPLICATIONS_PATH } from '../shared/cases/case-links';
import type { CaseSummary } from '../shared/cases/case-views';
import { msg } from '../shared/i18n/message';
import type { CaseProcessingView, ProcessingTimeQuery, ProcessingTimeView } from '../shared/processing-times/processing-views';
import { officeOfReceipt } from '../shared/processing-times/receipt-offices';
import { notify } from './notify';

const today = (): string => new Date().toISOString().slice(0, 10);
const formOf = (form: string): string =>
  form
    .trim()
    .toUpperCase()
    .replace(/^([A-Z]+)-?(\d)/, '$1-$2');

export interface ProcessingImport extends SavedFigures {
  figures: number;
  /** Case ids whose owners were told their application is outside normal processing time. */
  notified: string[];
}

/**
 * Parses and stores a saved copy of the processing-times data, then tells the owner of each tracked application that
 * is now outside its office's posted time. Throws ProcessingTimesParseError, before storing anything, for a file it
 * cannot read.
 */
export async function importProcessingTimes(text: string): Promise<ProcessingImport> {
  const figures = parseProcessingTimes(text);
  const saved = await saveProcessingTimes(figures);
  const notified = await notifyOutsideNormal();
  log.info('Processing times imported', { figures: figures.length, ...saved, notified: notified.length });
  return { figures: figures.length, ...saved, notified };
}

/** GET /processing-times: the posted time of a form at an office, for a category or the office's longest. */
export async function processingTime(query: ProcessingTimeQuery): Promise<ProcessingTimeView> {
  const figure = figureFor(await listProcessingTimes(formOf(query.form), query.office.toUpperCase()), query.category ?? null);
  if (!figure) throw notFound(msg('errors:processingTimeNotFound'));
  return {
    form: figure.form,
    office: figure.office,
    category: figure.category,
    typicalMonths: figure.typicalMonths,
    asOf: figure.asOf,
    source: figure.source,
  };
}

/** The figures of each form and office asked, read once each. */
function figureReader(): (form: string, office: string) => Promise<ProcessingTimeFigure[]> {
  const read = new Map<string, Promise<ProcessingTimeFigure[]>>();
  return (form, office) => {
    const key = `${form}|${office}`;
    let figures = read.get(key);
    if (!figures) {
      figures = listProcessingTimes(form, office);
      read.set(key, figures);
    }
    return figures;
  };
}

interface Trackable {
  formType: string | null;
  receiptNumber: string | null;
  submissionDate: string | null;
  category: string | null;
}

async function processingWith(
  figuresOf: ReturnType<typeof figureReader>,
  application: Trackable,
  day: string,
): Promise<CaseProcessingView | null> {
  const office = officeOfReceipt(application.receiptNumber);
  if (!office || !application.formType || !application.submissionDate) return null;
  const figure = figureFor(await figuresOf(formOf(application.formType), office), application.category);
  return figure ? caseProcessing(figure, application.submissionDate, day) : null;
}

/** Case summaries as the cases API answers them: a tracked application with its processing against its office's time. */
export async function caseSummaries(records: readonly CaseRecord[]): Promise<CaseSummary[]> {
  const figuresOf = figureReader();
  const day = today();
  return Promise.all(
    records.map(async (record) => ({
      ...toCaseSummary(record),
      processing: record.tracked ? await processingWith(figuresOf, record, day) : null,
    })),
  );
}

export const caseSummaryOf = async (record: CaseRecord): Promise<CaseSummary> =>
  (await caseSummaries([record]))[0] ?? toCaseSummary(record);

/**
 * Tells each owner, once per application, that a tracked application is outside normal processing time: the case
 * records when (processingNoticeAt) in the same transaction as its timeline entry. Run after an import and by the
 * daily job, as a wait crosses the line without any import.
 */
export async function notifyOutsideNormal(day = today()): Promise<string[]> {
  const { cases, truncated } = await listProcessingTrackedCases();
  if (truncated) log.warn('The processing-time check read the most tracked applications it reads');
  const figuresOf = figureReader();
  const notified: string[] = [];
  for (const tracked of cases) {
    if (tracked.processingNoticeAt) continue;
    const processing = await processingWith(figuresOf, tracked, day);
    if (!processing?.outsideNormal) continue;
    const office = officeOfReceipt(tracked.receiptNumber) ?? '';
    const params = { form: formOf(tracked.formType), receiptNumber: tracked.receiptNumber, office, months: processing.typicalMonths };
    let marked = false;
    await changeCase(tracked.ownerUid, tracked.caseId, (current) => {
      if (current.processingNoticeAt) return { changes: {}, entries: [] };
      marked = true;
      const now = new Date().toISOString();
      return {
        changes: { processingNoticeAt: now },
        entries: [timelineEntry(now, 'system', msg('timeline:processingOutsideNormal', params))],
      };
    });
    if (!marked) continue;
    await notify(tracked.ownerUid, {
      message: msg('notifications:processingOutsideNormal', { ...params, caseNumber: tracked.caseNumber }),
      link: TRACK_APPLICATIONS_PATH,
    });
    notified.push(tracked.caseId);
  }
  return notified;
}
