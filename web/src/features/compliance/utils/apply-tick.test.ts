import { describe, expect, it } from 'vitest';
import type { CaseChecklist } from '@shared/compliance/compliance-views';
import { msg } from '@shared/i18n/message';
import { applyTick, replaceChecklist } from './apply-tick';

const item = (id: string, done = false) => ({
  id,
  title: id,
  titleKeyed: msg('compliance:f1FullCourseTitle'),
  explanation: '',
  explanationKeyed: msg('compliance:f1FullCourseExplanation'),
  condition: null,
  conditionKeyed: null,
  citations: [],
  done,
  doneOn: done ? '2026-11-01' : null,
});
const checklist: CaseChecklist = {
  caseId: 'c1',
  caseNumber: 'IA-2026-000001',
  caseName: 'Study',
  category: 'Student (F-1)',
  status: 'Open',
  statusSummary: 'F-1 student',
  statusSummaryKeyed: msg('compliance:statusF1Student'),
  items: [item('a'), item('b', true)],
  doneCount: 1,
  total: 2,
};

describe('applyTick', () => {
  it('ticks with the date and counts again', () => {
    const next = applyTick(checklist, { caseId: 'c1', itemId: 'a', done: true, doneOn: '2026-11-20' });
    expect(next.items[0]).toMatchObject({ done: true, doneOn: '2026-11-20' });
    expect(next.doneCount).toBe(2);
  });

  it('unticks and clears the date; another case is left alone', () => {
    expect(applyTick(checklist, { caseId: 'c1', itemId: 'b', done: false, doneOn: '2026-11-20' }).items[1]).toMatchObject({
      done: false,
      doneOn: null,
    });
    expect(applyTick(checklist, { caseId: 'c2', itemId: 'a', done: true, doneOn: '2026-11-20' })).toBe(checklist);
  });

  it('replaces one checklist in the overview', () => {
    const other = { ...checklist, caseId: 'c2' };
    const updated = { ...checklist, doneCount: 2 };
    expect(replaceChecklist({ checklists: [checklist, other], archivedCount: 0 }, updated).checklists).toEqual([updated, other]);
  });
});
