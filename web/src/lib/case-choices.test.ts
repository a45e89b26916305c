import { describe, expect, it } from 'vitest';
import { defaultCaseChoice, NEW_CASE } from './case-choices';

const cases = (...ids: string[]) => ids.map((caseId) => ({ caseId }));

describe('defaultCaseChoice', () => {
  it('starts from the case the tool was opened from, when it is one of the choices', () => {
    expect(defaultCaseChoice('b', cases('a', 'b', 'c'))).toBe('b');
  });

  it('ignores a case to start from that is not among the choices', () => {
    expect(defaultCaseChoice('z', cases('a'))).toBe('a');
    expect(defaultCaseChoice('z', cases('a', 'b'))).toBeNull();
    expect(defaultCaseChoice('z', [])).toBe(NEW_CASE);
  });

  it('takes the only open case, a new case when there is none, and asks when there are several', () => {
    expect(defaultCaseChoice(null, cases('a'))).toBe('a');
    expect(defaultCaseChoice(null, [])).toBe(NEW_CASE);
    expect(defaultCaseChoice(null, cases('a', 'b'))).toBeNull();
  });
});
