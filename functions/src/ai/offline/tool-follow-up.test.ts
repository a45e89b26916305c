import { describe, expect, it } from 'vitest';
import { toolFollowUp } from './tool-follow-up';

describe('toolFollowUp: check_eligibility', () => {
  const result = {
    input: { category: 'Family-Based' },
    output: {
      analysis: {
        eligible: true,
        reasons: ['Spouse of a U.S. citizen is an immediate relative (INA 201(b)(2)(A)(i))'],
        recommendations: ['File Form I-130', { details: 'Gather proof of a bona fide marriage' }],
        summary: 'You meet the basic requirements.',
      },
      caseId: 'c 1',
    },
  };

  it('gives the verdict, summary, reasons, next steps and case link', () => {
    const text = toolFollowUp('check_eligibility', result);
    expect(text).toContain('you appear to be **eligible** for **Family-Based**');
    expect(text).toContain('You meet the basic requirements.');
    expect(text).toContain('**Why**\n\n- Spouse of a U.S. citizen is an immediate relative (INA 201(b)(2)(A)(i))');
    expect(text).toContain('- Gather proof of a bona fide marriage');
    expect(text).toContain('[View your case](/cases/view?case=c%201)');
  });

  it('takes the category from the call when the result lacks it', () => {
    const text = toolFollowUp('check_eligibility', { output: { analysis: { eligible: false } } }, { category: 'K-Visa' });
    expect(text).toContain('**may not be eligible** for **K-Visa**');
    expect(text).not.toContain('View your case');
  });

  it('survives missing, odd or failed results', () => {
    expect(toolFollowUp('check_eligibility', undefined)).toContain("couldn't get a result from the eligibility check");
    expect(toolFollowUp('check_eligibility', { error: 'Analysis failed' })).toContain('(Analysis failed)');
    expect(toolFollowUp('check_eligibility', { output: { analysis: { reasons: 'one reason', eligible: 'maybe' } } })).toContain('- one reason');
    expect(toolFollowUp('check_eligibility', 'nonsense')).toContain("couldn't get a result");
  });

  it('keeps long lists and markdown in tool output under control', () => {
    const reasons = Array.from({ length: 8 }, (_, i) => `# reason ${i}\nwith a newline`);
    const text = toolFollowUp('check_eligibility', { output: { analysis: { eligible: false, reasons } } });
    expect(text).toContain('- reason 0 with a newline');
    expect(text).toContain('- …and 3 more');
    expect(text).not.toContain('# reason');
  });
});

describe('toolFollowUp: review_documents', () => {
  it('reports the review and its issues', () => {
    const text = toolFollowUp('review_documents', {
      output: {
        analyses: [{ issues: [] }],
        report: { title: 'Student review', summary: 'Looks complete.', issues: [], recommendations: ['Bring originals'] },
      },
    });
    expect(text).toContain('**Student review**');
    expect(text).toContain('I reviewed 1 document. No issues were flagged.');
    expect(text).toContain('- Bring originals');
  });

  it('gathers issues from the per-file analyses when the report has none listed', () => {
    const text = toolFollowUp('review_documents', {
      output: { analyses: [{ issues: [{ type: 'expired', details: 'Passport expired' }] }, { issues: ['Photo too dark'] }], caseId: 'x' },
    });
    expect(text).toContain('2 issues need your attention');
    expect(text).toContain('- expired: Passport expired');
    expect(text).toContain('- Photo too dark');
    expect(text).toContain('[View your case](/cases/view?case=x)');
  });

  it('survives an empty result', () => {
    expect(toolFollowUp('review_documents', {})).toContain("couldn't get a result from the document review");
  });
});

describe('toolFollowUp: create_case and others', () => {
  it('confirms with a link to the case', () => {
    expect(toolFollowUp('create_case', { caseId: 'abc' })).toContain('Your case has been created. [View your case](/cases/view?case=abc).');
  });

  it('reports a failure', () => {
    expect(toolFollowUp('create_case', { error: { message: 'Not allowed' } })).toContain("couldn't create the case (Not allowed)");
    expect(toolFollowUp('create_case', null)).toContain("couldn't create the case (no case number came back)");
  });

  it('handles an unknown tool', () => {
    expect(toolFollowUp('mystery', {})).toBe('The mystery step has finished.');
    expect(toolFollowUp('mystery', { error: 'boom' })).toBe('The mystery step failed (boom).');
  });
});
