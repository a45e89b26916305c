import type { PlanStepView } from '@shared/forms/form-views';
import { describe, expect, it } from 'vitest';
import { renderStatic, visibleText } from '../testing/render';
import { CasePlan } from './case-plan';

const plan = (current: PlanStepView['step'] | null): PlanStepView[] => {
  const steps: PlanStepView['step'][] = ['eligibility', 'documents', 'forms', 'fees', 'file', 'biometrics', 'interview', 'decision'];
  const at = current ? steps.indexOf(current) : steps.length;
  return steps.map((step, index) => ({ step, state: index < at ? 'done' : index === at ? 'current' : 'todo' }));
};

describe('CasePlan', () => {
  it('shows every step and the next one, one click away', () => {
    const html = renderStatic(<CasePlan caseId="case-1" plan={plan('documents')} feesPath={null} />);
    const shown = visibleText(html);
    expect(shown).toContain('Your plan');
    expect(shown).toContain('Next step: Gather documents.');
    expect(shown).toMatch(/Check eligibility.*Gather documents.*Prepare forms.*Pay fees.*File with USCIS.*Biometrics.*Interview.*Decision/);
    // The document review opened from the plan saves to this case.
    expect(html).toContain('href="/ai-assistant/documents?case=case-1"');
  });

  it('sends the fees step to the fee calculator with the case’s forms', () => {
    const html = renderStatic(<CasePlan caseId="case-1" plan={plan('fees')} feesPath="/resources/fees?forms=I-130&filing=paper" />);
    expect(html).toContain('href="/resources/fees?forms=I-130&amp;filing=paper"');
  });

  it('links a filed case to its record, and says when every step is done', () => {
    expect(renderStatic(<CasePlan caseId="case-1" plan={plan('decision')} feesPath={null} />)).toContain('href="/cases/view?case=case-1"');
    expect(visibleText(renderStatic(<CasePlan caseId="case-1" plan={plan(null)} feesPath={null} />))).toContain('Every step is done.');
  });

  it('shows nothing for a case without a plan', () => {
    expect(renderStatic(<CasePlan caseId="case-1" plan={[]} feesPath={null} />)).toBe('');
  });
});
