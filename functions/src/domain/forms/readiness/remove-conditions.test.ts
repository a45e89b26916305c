import { describe, expect, it } from 'vitest';
import { i751Window } from '../../deadlines/compute';
import { renderEnglish } from '../../i18n/render';
import { removeConditionsProblems } from './remove-conditions';

const JOINT = { 'i-751.basis': 'joint-spouse', 'i-751.cardExpires': '2027-03-01' };

describe('the I-751 window', () => {
  it("opens 90 days before the card expires, the deadline rules' own window, and closes after the expiry day", () => {
    const { windowOpens } = i751Window('2027-03-01');
    expect(windowOpens).toBe('2026-12-01');
    const early = removeConditionsProblems(JOINT, '2026-11-30');
    expect(early.map((problem) => [problem.severity, problem.refs[0]?.item])).toEqual([['blocker', '14']]);
    expect(renderEnglish(early[0]!.message)).toContain('from Dec 1, 2026');
    expect(removeConditionsProblems(JOINT, '2026-12-01')).toEqual([]);
    expect(removeConditionsProblems(JOINT, '2027-03-01')).toEqual([]);
    expect(removeConditionsProblems(JOINT, '2027-03-02').map((problem) => problem.severity)).toEqual(['warning']);
  });

  it('does not hold a waiver request to the window, nor a petition without the expiry date', () => {
    expect(removeConditionsProblems({ ...JOINT, 'i-751.basis': 'waiver' }, '2026-01-01')).toEqual([]);
    expect(removeConditionsProblems({ 'i-751.basis': 'joint-spouse' }, '2026-01-01')).toEqual([]);
  });
});
