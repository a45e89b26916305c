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

describe("the offline assistant's answer about a case's fees", () => {
  it("prices the goal's forms with the fee engine: the required ones totalled, each optional one apart", () => {
    const context = caseContextFixture({
      filing: {
        goal: 'Green card through marriage to a U.S. citizen, inside the U.S.',
        forms: [
          { form: 'I-130', title: 'Petition for Alien Relative', required: true },
          { form: 'I-130A', title: 'Supplemental Information for Spouse Beneficiary', required: true },
          { form: 'I-485', title: 'Application to Register Permanent Residence or Adjust Status', required: true },
          { form: 'I-765', title: 'Application for Employment Authorization', required: false },
        ],
        preparePath: '/cases/forms?case=case-42',
      },
    });
    const answer = caseAnswer(context, ['fees']);
    expect(answer).toContain('**Fees for Green card through marriage');
    expect(answer).toContain('**Total:** $2,115.00, on paper.');
    expect(answer).not.toContain('Form I-130A**');
    expect(answer).toContain('Optional forms, each paid on its own if you file it: Form I-765 ($260 on paper).');
    expect(answer).toContain('(/resources/fees?forms=I-130%2CI-485)');
  });

  it('points to the fee calculator when the case has no goal', () => {
    expect(caseAnswer(caseContextFixture({ filing: null }), ['fees'])).toContain('[fee calculator](/resources/fees)');
  });
});
