import { describe, expect, it } from 'vitest';
import { fiveYearsBefore, historyGap, historyGaps } from './history';

const TODAY = '2026-11-29';

describe('five-year histories', () => {
  it('asks nothing more while the current entry has no start date', () => {
    expect(historyGap({}, 'beneficiary.address', 1, TODAY)).toBeNull();
  });

  it('asks for the stretch before the current home when it began less than five years ago', () => {
    const answers = { 'beneficiary.address.0.from': '2023-03-01' };
    expect(historyGap(answers, 'beneficiary.address', 1, TODAY)).toEqual({ from: fiveYearsBefore(TODAY), to: '2023-02-28' });
  });

  it('is covered by a current home older than five years, and by one that began exactly five years ago', () => {
    expect(historyGap({ 'p.address.0.from': '2015-01-01' }, 'p.address', 1, TODAY)).toBeNull();
    expect(historyGap({ 'p.address.0.from': '2021-11-29' }, 'p.address', 1, TODAY)).toBeNull();
    expect(historyGap({ 'p.address.0.from': '2021-11-30' }, 'p.address', 1, TODAY)).toEqual({ from: '2021-11-29', to: '2021-11-29' });
  });

  it('finds a gap between two entries, latest first', () => {
    const answers = {
      'p.employment.0.from': '2024-06-01',
      'p.employment.1.from': '2019-01-01',
      'p.employment.1.to': '2023-12-31',
    };
    expect(historyGaps(answers, 'p.employment', 2, TODAY)).toEqual([{ from: '2024-01-01', to: '2024-05-31' }]);
  });

  it('finds no gap when entries meet day to day', () => {
    const answers = { 'p.address.0.from': '2024-06-01', 'p.address.1.from': '2018-02-01', 'p.address.1.to': '2024-05-31' };
    expect(historyGaps(answers, 'p.address', 2, TODAY)).toEqual([]);
  });
});
