import { describe, expect, it } from 'vitest';
import type { FormCheckView } from '@shared/forms/form-views';
import { renderStatic, visibleText } from '../testing/render';
import { CheckResult, problemsBySeverity } from './form-check-panel';

const CHECK: FormCheckView = {
  ready: false,
  problems: [
    { kind: 'fee', severity: 'warning', message: 'Pay $1,440 with the I-485.', refs: [] },
    {
      kind: 'missing-answer',
      severity: 'blocker',
      message: 'Your date of birth is missing.',
      refs: [{ form: 'I-485', part: '1', item: '3', questionId: 'beneficiary.birthDate' }],
    },
    {
      kind: 'medical-exam',
      severity: 'blocker',
      message: 'The signed I-693 must be filed with the I-485.',
      refs: [{ form: 'I-693', part: '1', item: '1' }],
    },
  ],
};

describe('CheckResult', () => {
  it('groups the problems, blockers first, each ref linking back to its question', () => {
    expect(problemsBySeverity(CHECK).map((group) => [group.severity, group.problems.length])).toEqual([
      ['blocker', 2],
      ['warning', 1],
    ]);
    const html = renderStatic(<CheckResult check={CHECK} onGoTo={() => undefined} />);
    expect(visibleText(html)).toMatch(
      /Not ready to file yet\. Must be fixed Your date of birth is missing\. Form I-485, Part 1, Item 3 The signed I-693 .* Worth checking Pay \$1,440/,
    );
    // Only a ref that names its question is a link.
    const links = [...html.matchAll(/<button[^>]*>(Form [^<]+)<\/button>/g)].map((match) => match[1]);
    expect(links).toEqual(['Form I-485, Part 1, Item 3']);
  });

  it('says when the form is ready', () => {
    expect(visibleText(renderStatic(<CheckResult check={{ ready: true, problems: [] }} onGoTo={() => undefined} />))).toContain(
      'Ready to file: nothing blocks this form. No problems found.',
    );
  });
});
