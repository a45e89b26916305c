// My Cases keeps its filters, page and open case in the URL (?q=&status=&from=&to=&page=&case=), so a reload, the
// Back button and links from chat and notifications (?case=<id>, @shared/cases/case-links) land on the same view.
import { CASE_LIMITS } from '@shared/cases/case-inputs';
import { CASE_STATUS_FILTERS, type CaseStatusFilter } from '@shared/cases/case-status';
import { isCalendarDay, type DayRange } from './date-range';

export interface MyCasesView {
  q: string;
  status: CaseStatusFilter;
  range: DayRange;
  /** 1-based. */
  page: number;
  /** The expanded case, if any. */
  caseId: string | null;
}

const isStatusFilter = (value: string | null): value is CaseStatusFilter =>
  (CASE_STATUS_FILTERS as readonly (string | null)[]).includes(value);
const dayOrNull = (value: string | null) => (value && isCalendarDay(value) ? value : null);

/** Reads the view from the URL; anything malformed (a typed or stale link) falls back to its default. */
export function readMyCasesView(params: URLSearchParams): MyCasesView {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const from = dayOrNull(params.get('from'));
  let to = dayOrNull(params.get('to'));
  // A reversed range would only earn a 400: keep the start, drop the end.
  if (from && to && from > to) to = null;
  const caseId = params.get('case')?.trim() ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, CASE_LIMITS.search),
    status: isStatusFilter(status) ? status : 'All',
    range: { from, to },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    caseId: caseId === '' ? null : caseId,
  };
}

/** The URL of a view, with defaults left out so plain /cases/view stays plain. */
export function writeMyCasesView(view: MyCasesView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.status !== 'All') params.set('status', view.status);
  if (view.range.from) params.set('from', view.range.from);
  if (view.range.to) params.set('to', view.range.to);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.caseId) params.set('case', view.caseId);
  return params;
}

export const hasFilters = (view: Pick<MyCasesView, 'q' | 'status' | 'range'>): boolean =>
  view.q.trim() !== '' || view.status !== 'All' || view.range.from !== null || view.range.to !== null;

export type FilterChange = Partial<Pick<MyCasesView, 'q' | 'status' | 'range'>>;

/** A new filter starts again at page 1 and closes the open case (it may no longer be in the list). */
export const withFilters = (view: MyCasesView, change: FilterChange): MyCasesView => ({ ...view, ...change, page: 1, caseId: null });

export const clearedFilters = (view: MyCasesView): MyCasesView =>
  withFilters(view, { q: '', status: 'All', range: { from: null, to: null } });
