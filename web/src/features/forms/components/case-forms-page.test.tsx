import { describe, expect, it } from 'vitest';
import { caseFormsKey } from '@/lib/forms';
import { caseForm, caseForms, question } from '../testing/form-views';
import { renderStatic, seededClient, visibleText } from '../testing/render';
import { CaseFormsPage, openForm, refForm } from './case-forms-page';

const I130 = caseForm({
  formId: 'i-130',
  form: 'I-130',
  title: 'Petition for Alien Relative',
  status: 'ready',
  answered: 30,
  asked: 30,
  fee: { online: 625, paper: 675 },
});
const I130A = caseForm({
  formId: 'i-130a',
  form: 'I-130A',
  title: 'Supplemental Information for Spouse Beneficiary',
  fillable: false,
  edition: null,
  officialPage: 'https://www.uscis.gov/i-130a',
  fee: { online: null, paper: 0 },
});
const I485 = caseForm();
const I765 = caseForm({
  formId: 'i-765',
  form: 'I-765',
  title: 'Application for Employment Authorization',
  required: false,
  status: 'not-started',
  answered: 0,
  fee: { online: 470, paper: 520 },
});
const VIEW = caseForms([I130, I130A, I485, I765], { total: { online: null, paper: 2115 } });

const render = (path: string, seed: readonly (readonly [readonly unknown[], unknown])[]) =>
  visibleText(renderStatic(<CaseFormsPage />, { client: seededClient(seed), path }));

describe('openForm', () => {
  it('opens the form in the address, else the first fillable one not ready, else the first fillable one', () => {
    expect(openForm(VIEW, 'i-765')?.formId).toBe('i-765');
    expect(openForm(VIEW, null)?.formId).toBe('i-485');
    expect(openForm(VIEW, 'i-130a')?.formId).toBe('i-485');
    expect(openForm(caseForms([I130, I130A]), null)?.formId).toBe('i-130');
    expect(openForm(caseForms([I130A]), null)).toBeNull();
  });
});

describe('refForm', () => {
  it("opens the fillable form a check's ref names, and stays on the shown form for one we do not fill", () => {
    expect(refForm(VIEW, 'I-130', I485)?.formId).toBe('i-130');
    expect(refForm(VIEW, 'I-130A', I485)?.formId).toBe('i-485');
    expect(refForm(VIEW, 'I-131', null)).toBeNull();
  });
});

describe('CaseFormsPage', () => {
  it("lists the case's forms beside the open form's questions, grouped by part", () => {
    const shown = render('/cases/forms?case=case-1&form=i-485', [
      [[...caseFormsKey('case-1'), 'list'], VIEW],
      [
        [...caseFormsKey('case-1'), 'questions', 'i-485', false],
        {
          questions: [
            question(),
            question({ id: 'beneficiary.givenName', label: 'Given name (first name)' }),
            question({
              id: 'i-485.pt8.q1',
              group: 'Part 8. General Eligibility and Inadmissibility Grounds',
              label: 'Have you ever been arrested?',
              type: 'yes-no',
              personLabel: null,
              person: null,
            }),
          ],
        },
      ],
    ]);
    expect(shown).toContain('Prepare your forms');
    expect(shown).toContain('Download filing packet');
    expect(shown).toContain('I-485: Application to Register Permanent Residence or Adjust Status');
    expect(shown).toMatch(
      /Part 1\. Information About You Beneficiary \(you\) .*Family name \(last name\).*Given name \(first name\).*Part 8\. General Eligibility/,
    );
    expect(shown).toContain('Ready to file?');
    expect(shown).toContain('Download PDF');
    expect(shown).toContain('Get I-130A from its official page');
    expect(shown).toContain('Total to pay');
  });

  it('asks for a goal for a case without one, and without a case', () => {
    const goals = { goals: [{ goalId: 'marriage-adjustment', title: 'Green card through marriage', forms: ['I-130', 'I-485'] }] };
    const noGoal = render('/cases/forms?case=case-1', [
      [[...caseFormsKey('case-1'), 'list'], caseForms([], { goal: null })],
      [['goals', 'en'], goals],
    ]);
    expect(noGoal).toContain('This case has no goal yet.');
    expect(noGoal).toContain('What do you want to do?');
    expect(noGoal).toContain('Green card through marriage Forms: I-130, I-485');
    expect(render('/cases/forms', [[['goals', 'en'], goals]])).toContain('What do you want to do?');
  });

  it('shows its loading state while the forms load', () => {
    expect(render('/cases/forms?case=case-1', [])).toContain('Loading your forms');
  });
});
