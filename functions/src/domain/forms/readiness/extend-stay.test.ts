import { describe, expect, it } from 'vitest';
import { renderEnglish } from '../../i18n/render';
import { statusCode, statusLimit } from '../facts/nonimmigrant-statuses';
import { extendStayProblems } from './extend-stay';

const VISITOR = {
  'i-539.currentStatus': 'B2',
  'i-539.durationOfStatus': false,
  'i-539.admitUntil': '2027-01-15',
  'i-539.applicationType': 'extension',
  'i-539.extendUntil': '2027-07-15',
};
const summary = (answers: Record<string, string | boolean>, today: string) =>
  extendStayProblems(answers, today).map((problem) => [problem.severity, renderEnglish(problem.message)] as const);

describe('the I-539 check', () => {
  it('accepts a filing on the admit-until date, and blocks one the day after, naming the date', () => {
    expect(summary(VISITOR, '2027-01-15')).toEqual([]);
    const late = summary(VISITOR, '2027-01-16');
    expect(late).toEqual([['blocker', expect.stringContaining('ended on Jan 15, 2027') as string]]);
  });

  it('does not hold a stay for duration of status, or a reinstatement, to a date', () => {
    expect(summary({ ...VISITOR, 'i-539.durationOfStatus': true }, '2028-01-01')).toEqual([]);
    expect(summary({ ...VISITOR, 'i-539.currentStatus': 'F1', 'i-539.applicationType': 'reinstatement' }, '2028-01-01')).toEqual([]);
  });

  it('blocks an extension that asks for no more time than the stay already has', () => {
    const same = summary({ ...VISITOR, 'i-539.extendUntil': '2027-01-15' }, '2026-12-01');
    expect(same.map(([severity]) => severity)).toEqual(['blocker']);
    expect(same[0]?.[1]).toContain('not after the date your stay already ends');
  });

  it('blocks what the status cannot do: a visa-waiver visitor extending, a fiancé(e) changing, an M-1 becoming F-1', () => {
    expect(summary({ ...VISITOR, 'i-539.currentStatus': 'WT' }, '2026-12-01')[0]?.[1]).toContain('8 CFR 214.1(c)(3)');
    const k1 = { ...VISITOR, 'i-539.currentStatus': 'K1', 'i-539.applicationType': 'change', 'i-539.requestedStatus': 'B2' };
    expect(summary(k1, '2026-12-01')[0]?.[1]).toContain('cannot change');
    const m1 = { ...VISITOR, 'i-539.currentStatus': 'M1', 'i-539.applicationType': 'change', 'i-539.requestedStatus': 'F1' };
    expect(summary(m1, '2026-12-01').map(([severity]) => severity)).toEqual(['blocker']);
    expect(summary({ ...m1, 'i-539.requestedStatus': 'B2' }, '2026-12-01')).toEqual([]);
  });

  it('blocks a change to the status already held', () => {
    const same = { ...VISITOR, 'i-539.applicationType': 'change', 'i-539.requestedStatus': 'B2 - TEMPORARY VISITOR FOR PLEASURE' };
    expect(summary(same, '2026-12-01')[0]?.[1]).toContain('the status you already hold');
  });

  it('reads a status code however it is written', () => {
    expect(['b-2', 'B2 - TEMPORARY VISITOR FOR PLEASURE', ' b2 '].map(statusCode)).toEqual(['B2', 'B2', 'B2']);
    expect(statusLimit('F1', 'extension')).toBeUndefined();
  });
});
