// Test helpers: a question, a form and a case's forms as the API answers them; tests override only what they probe.
import type { CaseFormsView, CaseFormView, QuestionView } from '@shared/forms/form-views';

export const question = (overrides: Partial<QuestionView> = {}): QuestionView => ({
  id: 'beneficiary.familyName',
  person: 'beneficiary',
  personLabel: 'Beneficiary (you)',
  group: 'Part 1. Information About You',
  label: 'Family name (last name)',
  help: 'As on your passport.',
  type: 'text',
  required: true,
  value: null,
  masked: false,
  prefilled: false,
  englishOnly: false,
  flag: null,
  refs: [{ form: 'I-485', part: '1', item: '1.a' }],
  ...overrides,
});

export const caseForm = (overrides: Partial<CaseFormView> = {}): CaseFormView => ({
  formId: 'i-485',
  form: 'I-485',
  title: 'Application to Register Permanent Residence or Adjust Status',
  edition: '01/20/25',
  required: true,
  fillable: true,
  officialPage: 'https://www.uscis.gov/i-485',
  status: 'in-progress',
  missing: 40,
  answered: 10,
  asked: 50,
  fee: { online: null, paper: 1440 },
  ...overrides,
});

export const caseForms = (forms: CaseFormView[], overrides: Partial<CaseFormsView> = {}): CaseFormsView => ({
  goal: 'marriage-adjustment',
  forms,
  total: { online: null, paper: forms.reduce((sum, form) => sum + form.fee.paper, 0) },
  plan: [],
  ...overrides,
});
