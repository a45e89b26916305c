import { describe, expect, it } from 'vitest';
import { clearedFilters, hasFilters, readMyCasesView, withFilters, writeMyCasesView, type MyCasesView } from './my-cases-search-params';

const read = (search: string) => readMyCasesView(new URLSearchParams(search));
const defaults: MyCasesView = { q: '', status: 'All', range: { from: null, to: null }, page: 1, caseId: null };

describe('My Cases URL', () => {
  it('reads plain /cases/view as the defaults', () => {
    expect(read('')).toEqual(defaults);
  });

  it('reads every part', () => {
    expect(read('q=Lopez&status=Draft&from=2026-01-01&to=2026-03-31&page=3&case=abc_12')).toEqual({
      q: 'Lopez',
      status: 'Draft',
      range: { from: '2026-01-01', to: '2026-03-31' },
      page: 3,
      caseId: 'abc_12',
    });
  });

  it('falls back to defaults for malformed values', () => {
    expect(read('status=Rejected&from=2026-02-30&to=soon&page=-2&case=%20')).toEqual(defaults);
    expect(read('page=1.5').page).toBe(1);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('drops the end of a reversed range', () => {
    expect(read('from=2026-03-01&to=2026-01-01').range).toEqual({ from: '2026-03-01', to: null });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeMyCasesView(defaults).toString()).toBe('');
    const view: MyCasesView = { q: ' CASE-2026 ', status: 'Open', range: { from: '2026-01-01', to: null }, page: 2, caseId: 'c1' };
    const written = writeMyCasesView(view);
    expect(written.toString()).toBe('q=CASE-2026&status=Open&from=2026-01-01&page=2&case=c1');
    expect(readMyCasesView(written)).toEqual({ ...view, q: 'CASE-2026' });
  });

  it('goes back to page 1 and closes the open case when a filter changes', () => {
    const view: MyCasesView = { ...defaults, page: 3, caseId: 'c1' };
    expect(withFilters(view, { status: 'Open' })).toEqual({ ...defaults, status: 'Open' });
    expect(clearedFilters({ ...view, q: 'x', status: 'Denied', range: { from: '2026-01-01', to: null } })).toEqual(defaults);
  });

  it('knows when filters are set', () => {
    expect(hasFilters(defaults)).toBe(false);
    expect(hasFilters({ ...defaults, q: '  ' })).toBe(false);
    expect(hasFilters({ ...defaults, q: 'a' })).toBe(true);
    expect(hasFilters({ ...defaults, status: 'Archived' })).toBe(true);
    expect(hasFilters({ ...defaults, range: { from: null, to: '2026-01-01' } })).toBe(true);
  });
});
