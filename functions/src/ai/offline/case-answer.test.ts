import { describe, expect, it } from 'vitest';
import { caseContextFixture } from '../testing/case-context';
import { caseAnswer } from './case-answer';

describe("the offline assistant's answer about a case's forms", () => {
  it("lists the goal's forms from the case's plan and links to its interview", () => {
    const context = caseContextFixture({
      filing: {
        goal: 'Green card through marriage to a U.S. citizen, inside the U.S.',
        forms: [
          { form: 'I-130', title: 'Petition for Alien Relative', required: true },
          { form: 'I-765', title: 'Application for Employment Authorization', required: false },
        ],
        preparePath: '/cases/forms?case=case-42',
      },
    });
    const answer = caseAnswer(context, ['forms']);
    expect(answer).toContain('- Form I-130, Petition for Alien Relative\n');
    expect(answer).toContain('Form I-765, Application for Employment Authorization (optional)');
    expect(answer).toContain('[Prepare your forms](/cases/forms?case=case-42)');
  });

  it('says so when the case has no goal, and still links to where one is chosen', () => {
    const answer = caseAnswer(caseContextFixture({ filing: null }), ['forms']);
    expect(answer).toContain('no filing goal yet');
    expect(answer).toContain('(/cases/forms?case=case-42)');
  });
});
