// Unit tests of the wizard's behaviours that once failed users: why Next is blocked, the account prefill and the draft "Ask Question"
// carries into the chat.
import { describeCategoryFields } from '@shared/eligibility/describe-category-fields';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { blockerErrors, blockerSummary } from '../components/blocker-text';
import { emptyForm, emptyInfo, initialDetails, type FormValues } from './form-state';
import { nextBlockers } from './next-blockers';
import { resultDraft } from './result-draft';
import { FAILED_ANALYSIS, initialState, wizardReducer, type Outcome } from './wizard-state';

const TODAY = '2026-06-15';
const t = i18n.getFixedT('en', 'eligibility');

function info(overrides: Partial<FormValues['info']> = {}): FormValues {
  return {
    ...emptyForm(),
    info: {
      ...emptyInfo(),
      fullName: 'Ana Pereira',
      dob: '1985-07-20',
      gender: 'Female',
      birthCountry: 'Portugal',
      nationality: 'Portugal',
      currentAddress: 'Rua Augusta 10',
      phone: '+351 21 000 0000',
      email: 'ana@example.com',
      preferredCommunication: 'Email',
      ...overrides,
    },
  };
}

describe('nextBlockers', () => {
  it('names every empty required Info field, in screen order, and a birth date after today', () => {
    expect(nextBlockers(0, info(), [], TODAY, 'new')).toEqual([]);
    expect(nextBlockers(0, info({ nationality: '', birthCountry: ' ', dob: '2026-06-16' }), [], TODAY, 'new')).toEqual([
      { path: 'dob', reason: 'future' },
      { path: 'birthCountry', reason: 'missing' },
      { path: 'nationality', reason: 'missing' },
    ]);
    expect(nextBlockers(0, info({ dob: TODAY }), [], TODAY, 'new')).toEqual([]);
  });

  it('asks for a category, one answered detail and the details text on the later steps', () => {
    const form = info();
    expect(nextBlockers(1, form, [], TODAY, 'new')).toEqual([{ path: 'category', reason: 'missing' }]);
    const fields = describeCategoryFields('Investor (EB-5)');
    const chosen: FormValues = { ...form, category: 'Investor (EB-5)', categoryDetails: initialDetails(fields) };
    expect(nextBlockers(2, chosen, fields, TODAY, 'new')).toEqual([{ path: 'categoryDetails', reason: 'unanswered' }]);
    expect(
      nextBlockers(2, { ...chosen, categoryDetails: { ...initialDetails(fields), investmentAmount: '900000' } }, fields, TODAY, 'new'),
    ).toEqual([]);
    expect(nextBlockers(3, { ...form, details: '  ' }, [], TODAY, 'new')).toEqual([{ path: 'details', reason: 'missing' }]);
    expect(nextBlockers(4, emptyForm(), [], TODAY, 'new')).toEqual([]);
  });

  it('holds the Details step until the check has a case to go to, when the user has several to choose from', () => {
    const written = { ...info(), details: 'Married in 2020.' };
    expect(nextBlockers(3, written, [], TODAY, null)).toEqual([{ path: 'case', reason: 'missing' }]);
    expect(nextBlockers(3, { ...written, details: '' }, [], TODAY, null)).toEqual([
      { path: 'details', reason: 'missing' },
      { path: 'case', reason: 'missing' },
    ]);
    expect(nextBlockers(3, written, [], TODAY, 'case-1')).toEqual([]);
  });
});

describe('blocker texts', () => {
  it('sums the reasons up in one line by Next and gives each field its own message', () => {
    const blockers = nextBlockers(0, info({ dob: '2999-01-01', gender: '', nationality: '' }), [], TODAY, 'new');
    expect(blockerSummary(blockers, t, 'en')).toBe(
      'To continue, complete: Gender and Nationality. Date of birth cannot be later than today.',
    );
    expect(blockerErrors(blockers, t)).toEqual({
      dob: 'Date of birth cannot be later than today.',
      gender: 'This field is required.',
      nationality: 'This field is required.',
    });
    expect(blockerSummary([{ path: 'category', reason: 'missing' }], t, 'en')).toBe('To continue, choose a category.');
    expect(blockerSummary([{ path: 'details', reason: 'missing' }], t, 'en')).toBe('To continue, complete: Details.');
  });
});

describe('prefill from the account', () => {
  it('fills only the empty name, email and phone, and never once the result is in', () => {
    const start = initialState();
    const typed = wizardReducer(start, { type: 'set-info', path: 'email', value: 'typed@example.com' });
    const filled = wizardReducer(typed, {
      type: 'prefill-account',
      account: { fullName: 'Ana Pereira', email: 'ana@example.com', phone: ' ' },
    });
    expect(filled.form.info).toMatchObject({ fullName: 'Ana Pereira', email: 'typed@example.com', phone: '' });
    const done = { ...start, step: 5 };
    expect(wizardReducer(done, { type: 'prefill-account', account: { fullName: 'Ana Pereira' } })).toBe(done);
  });
});

describe('resultDraft', () => {
  const outcome: Outcome = {
    status: 'succeeded',
    category: 'Student (F-1)',
    caseId: null,
    analysis: {
      eligible: false,
      summary: 'Based on your answers, you do not currently qualify for Student (F-1).\n\nA paragraph written by an AI.',
      reasons: ['No I-20.', 'Funds short.', 'Third.', 'Fourth.'],
      recommendations: ['Ask your school.'],
      citations: [],
    },
  };

  it('says what was checked, the outcome and the first reasons, then invites the question', () => {
    expect(resultDraft(outcome, t)).toBe(
      [
        'I ran the eligibility check for Student (F-1). Based on your answers, you do not currently qualify for Student (F-1).',
        '',
        'Key reasons:',
        '- No I-20.',
        '- Funds short.',
        '- Third.',
        '',
        'My question:',
      ].join('\n'),
    );
  });

  it('says a failed check could not be completed, in the chosen language', async () => {
    await i18n.loadLanguages('es');
    const failed: Outcome = { ...outcome, status: 'failed', analysis: FAILED_ANALYSIS };
    expect(resultDraft(failed, t)).toBe('My eligibility check for Student (F-1) could not be completed.\n\nMy question:');
    expect(resultDraft(failed, i18n.getFixedT('es', 'eligibility'))).toContain('Mi pregunta:');
  });
});
