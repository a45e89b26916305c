// A tracked application against its office's posted processing time: which of the office's figures is its own, how
// long it has waited since its receipt date, and whether that is past the time in which USCIS completes 80% of such
// cases, when the applicant may ask USCIS about it (docs/processing-times.md). Pure.
import type { CaseProcessingView } from '../../shared/processing-times/processing-views';
import type { ProcessingTimeFigure } from './parse-processing-times';

const DAYS_PER_MONTH = 365.25 / 12;

/** Months from `from` to `to` (YYYY-MM-DD), to one decimal, and never below 0. */
export function monthsBetween(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Number.isFinite(days) ? Math.max(0, Math.floor((days / DAYS_PER_MONTH) * 10) / 10) : 0;
}

/** Words of a case category that name USCIS's categories ("Family-Based" -> "family"). */
const CATEGORY_WORDS: Readonly<Record<string, readonly string[]>> = {
  'Family-Based': ['family'],
  'Employment-Based': ['employment'],
  'Asylum/Refugee': ['asylum', 'asylee', 'refugee'],
};

/**
 * The figure that applies to a case: the one whose key or label names its category, else the office's longest, so
 * that an application is never said to be late by the time of a faster category.
 */
export function figureFor(figures: readonly ProcessingTimeFigure[], wanted: string | null): ProcessingTimeFigure | undefined {
  const words = wanted ? (CATEGORY_WORDS[wanted] ?? [wanted.toLowerCase()]) : [];
  const named = figures.filter((figure) => words.some((word) => `${figure.categoryKey} ${figure.category}`.toLowerCase().includes(word)));
  const pool = named.length > 0 ? named : figures;
  return [...pool].sort((a, b) => b.typicalMonths - a.typicalMonths)[0];
}

/** The last day inside the posted time: the receipt date plus the typical months (of 365.25 / 12 days), rounded. */
export function lastNormalDay(receiptDate: string, typicalMonths: number): string {
  const day = Date.parse(`${receiptDate}T00:00:00Z`) + Math.round(typicalMonths * DAYS_PER_MONTH) * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

/** Outside normal processing time from the day after the last normal day. */
export function caseProcessing(figure: ProcessingTimeFigure, receiptDate: string, today: string): CaseProcessingView {
  return {
    typicalMonths: figure.typicalMonths,
    elapsedMonths: monthsBetween(receiptDate, today),
    outsideNormal: today > lastNormalDay(receiptDate, figure.typicalMonths),
    asOf: figure.asOf,
    source: figure.source,
  };
}
