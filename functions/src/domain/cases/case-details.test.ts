import { describe, expect, it } from 'vitest';
import type { CaseDocument, CaseEligibilityEntry, CaseReport } from '../../shared/cases/case-views';
import type { Citation } from '../../shared/eligibility/types';
import { aiHighlights, caseDetails, eligibilityDetails, enteredFields, fieldLabel } from './case-details';
import type { CaseRecord } from './case-record';
import { caseRecord } from './testing/case-fixture';

const record = (overrides: Partial<CaseRecord> = {}): CaseRecord => caseRecord({ status: 'Open', timeline: [], ...overrides });

type Finding = CaseEligibilityEntry['analysis']['findings'][number];

const citation: Citation = { label: 'Funding', source: '8 CFR', reference: '8 CFR 214.2(f)', url: 'https://www.ecfr.gov/' };
const PASS: Finding = { ruleId: 'f1.school', outcome: 'pass', reason: 'Admitted to an SEVP school.', recommendation: '', citation };
const PASS_2: Finding = { ruleId: 'f1.english', outcome: 'pass', reason: 'English proficiency shown.', recommendation: '', citation };
const FAIL: Finding = { ruleId: 'f1.funds', outcome: 'fail', reason: 'Funds do not cover the first year.', recommendation: 'Show funds for the first year.', citation };
const FAIL_2: Finding = { ruleId: 'f1.ties', outcome: 'fail', reason: 'No ties to home shown.', recommendation: '', citation: null };
const ISSUE: Finding = { ruleId: 'x.status', outcome: 'issue', reason: 'A past overstay needs a closer look.', recommendation: 'Ask an attorney.', citation: null };

function check(eligibilityId: string, createdAt: string, findings: Finding[], data: Record<string, unknown> = {}, eligible = false): CaseEligibilityEntry {
  return {
    eligibilityId,
    caseId: 'case-1',
    data,
    analysis: { eligible, reasons: [], recommendations: [], summary: 'Summary.', citations: [], findings },
    createdAt,
  };
}

function doc(documentId: string, name: string, issues: CaseDocument['issues'] = []): CaseDocument {
  return { documentId, name, filename: `${documentId}.pdf`, reviewed: true, issues, contentType: 'application/pdf', size: 100, uploadedAt: '2026-02-01T00:00:00.000Z' };
}

describe('fieldLabel', () => {
  it.each([
    ['priorityDate', 'Priority date'],
    ['dateOfBirth', 'Date of birth'],
    ['fullName', 'Full name'],
    ['first_name', 'First name'],
    ['country-of-birth', 'Country of birth'],
    ['i94Number', 'I94 number'],
    ['email', 'Email'],
    ['  spaced  ', 'Spaced'],
    ['', ''],
  ])('labels %j as %j', (key, label) => {
    expect(fieldLabel(key)).toBe(label);
  });
});

describe('enteredFields', () => {
  it('writes one line per answered field', () => {
    expect(enteredFields({ fullName: 'Ana Silva', yearsOfStudy: 4, priorityDate: '2025-11-01' })).toEqual({
      'Full name': 'Ana Silva',
      'Years of study': '4',
      'Priority date': '2025-11-01',
    });
  });

  it('writes booleans as Yes and No', () => {
    expect(enteredFields({ hasSponsor: true, priorVisaDenial: false })).toEqual({ 'Has sponsor': 'Yes', 'Prior visa denial': 'No' });
  });

  it('joins lists and drops their empty items', () => {
    expect(enteredFields({ languages: ['English', 'Spanish'], mixed: ['a', '', null, true, 3] })).toEqual({
      Languages: 'English, Spanish',
      Mixed: 'a, Yes, 3',
    });
  });

  it('drops empty values and empty lists, but keeps zero', () => {
    expect(enteredFields({ blank: '', none: null, missing: undefined, list: [], emptyItems: ['', null], debts: 0 })).toEqual({ Debts: '0' });
  });

  it('prefixes nested sections with their label', () => {
    expect(
      enteredFields({
        sponsor: { fullName: 'John Lopez', annualIncome: 85000, isCitizen: true, middleName: '' },
        school: { address: { cityName: 'Boston' } },
      }),
    ).toEqual({
      'Sponsor: Full name': 'John Lopez',
      'Sponsor: Annual income': '85000',
      'Sponsor: Is citizen': 'Yes',
      'School: Address: City name': 'Boston',
    });
  });

  it('answers nothing for an empty form', () => {
    expect(enteredFields({})).toEqual({});
    expect(enteredFields({ section: {} })).toEqual({});
  });
});

describe('eligibilityDetails', () => {
  it('is empty without a check', () => {
    expect(eligibilityDetails(undefined)).toEqual({});
  });

  it('summarises the check and counts its findings', () => {
    const entry = check('e1', '2026-02-03T10:00:00.000Z', [PASS, FAIL, ISSUE, PASS_2, FAIL_2], { category: 'Student (F-1)' });
    expect(eligibilityDetails(entry)).toEqual({
      Category: 'Student (F-1)',
      Result: 'Not eligible yet',
      'Checked on': '2026-02-03',
      'Requirements met': '2',
      'Requirements not met': '2',
      'Needs attention': '1',
    });
  });

  it('says when the applicant appears eligible, and leaves out a missing category', () => {
    const entry = check('e1', '2026-02-03T10:00:00.000Z', [PASS], {}, true);
    expect(eligibilityDetails(entry)).toEqual({
      Result: 'Appears eligible',
      'Checked on': '2026-02-03',
      'Requirements met': '1',
      'Requirements not met': '0',
      'Needs attention': '0',
    });
  });
});

describe('aiHighlights', () => {
  const latest = check('e2', '2026-02-03T10:00:00.000Z', [ISSUE, PASS, FAIL, FAIL_2]);
  const older = check('e1', '2026-01-10T10:00:00.000Z', [FAIL]);
  const fromLatest = { kind: 'eligibility', eligibilityId: 'e2', label: 'Eligibility check of 2026-02-03' } as const;

  it('lists failures before issues, leaves passes out, from the latest check only', () => {
    expect(aiHighlights([latest, older], [])).toEqual([
      { text: 'Not met: Funds do not cover the first year. Show funds for the first year.', source: fromLatest },
      { text: 'Not met: No ties to home shown.', source: fromLatest },
      { text: 'Needs attention: A past overstay needs a closer look. Ask an attorney.', source: fromLatest },
    ]);
  });

  it('adds document issues after the findings, each naming its document', () => {
    const documents = [
      doc('d1', 'Passport', [{ type: 'Expired', details: 'The passport expired in 2025.' }]),
      doc('d2', 'Bank statement'),
      doc('d3', 'I-20', [
        { type: 'Missing signature', details: 'Page 1 is not signed.' },
        { type: 'Blurry', details: 'The school code cannot be read.' },
      ]),
    ];
    const highlights = aiHighlights([check('e2', '2026-02-03T10:00:00.000Z', [ISSUE])], documents);
    expect(highlights).toEqual([
      { text: 'Needs attention: A past overstay needs a closer look. Ask an attorney.', source: fromLatest },
      { text: 'Passport: Expired. The passport expired in 2025.', source: { kind: 'document', documentId: 'd1', label: 'Passport' } },
      { text: 'I-20: Missing signature. Page 1 is not signed.', source: { kind: 'document', documentId: 'd3', label: 'I-20' } },
      { text: 'I-20: Blurry. The school code cannot be read.', source: { kind: 'document', documentId: 'd3', label: 'I-20' } },
    ]);
  });

  it('answers nothing when every requirement passed and no document has issues', () => {
    expect(aiHighlights([check('e1', '2026-02-03T10:00:00.000Z', [PASS, PASS_2])], [doc('d1', 'Passport')])).toEqual([]);
    expect(aiHighlights([], [])).toEqual([]);
  });

  it('lists document issues without any eligibility check', () => {
    expect(aiHighlights([], [doc('d1', 'Passport', [{ type: 'Expired', details: 'Renew it.' }])])).toEqual([
      { text: 'Passport: Expired. Renew it.', source: { kind: 'document', documentId: 'd1', label: 'Passport' } },
    ]);
  });
});

describe('caseDetails', () => {
  const reports: CaseReport[] = [{ reportId: 'r1', title: 'Document review' }];

  it('gathers documents, reports, checks and highlights', () => {
    const documents = [doc('d1', 'Passport', [{ type: 'Expired', details: 'Renew it.' }])];
    const latest = check('e2', '2026-02-03T10:00:00.000Z', [FAIL, PASS], { category: 'Family-Based' });
    const older = check('e1', '2026-01-10T10:00:00.000Z', [PASS], { category: 'Family-Based' }, true);
    const details = caseDetails(record({ expertHighlights: ['Bring the marriage certificate.'] }), documents, [latest, older], reports);
    expect(details.documents).toBe(documents);
    expect(details.reports).toBe(reports);
    expect(details.eligibility).toEqual([latest, older]);
    expect(details.expertHighlights).toEqual(['Bring the marriage certificate.']);
    expect(details.eligibilityDetails).toEqual(eligibilityDetails(latest));
    expect(details.eligibilityDetails['Result']).toBe('Not eligible yet');
    expect(details.aiHighlights).toEqual(aiHighlights([latest, older], documents));
    expect(details.aiHighlights).toHaveLength(2);
  });

  it("shows the category's visa type and form code", () => {
    expect(caseDetails(record({ category: 'Family-Based' }), [], [], []).application).toEqual({
      category: 'Family-Based',
      visaType: 'Family-based immigrant visa or green card',
      code: 'I-130',
      enteredFields: {},
    });
  });

  it("prefers the tracked application's form to the category's code", () => {
    const application = caseDetails(record({ category: 'Family-Based', formType: 'I-485', tracked: true }), [], [], []).application;
    expect(application).toEqual({ category: 'Family-Based', visaType: 'Family-based immigrant visa or green card', code: 'I-485', enteredFields: {} });
  });

  it('keeps a form type that is not in the list of forms', () => {
    expect(caseDetails(record({ category: null, formType: 'I-864' }), [], [], []).application.code).toBe('I-864');
  });

  it("falls back to the latest check's category and shows its answers", () => {
    const latest = check('e2', '2026-02-03T10:00:00.000Z', [], {
      category: 'Student (F-1)',
      categoryDetails: { schoolName: 'Boston University', hasOffer: true, program: { startDate: '2026-09-01' } },
    });
    const older = check('e1', '2026-01-10T10:00:00.000Z', [], { category: 'Tourist (B-1/B-2)', categoryDetails: { tripPurpose: 'Visit' } });
    expect(caseDetails(record({ category: null }), [], [latest, older], []).application).toEqual({
      category: 'Student (F-1)',
      visaType: 'F-1 student (nonimmigrant)',
      code: 'I-20 / DS-160',
      enteredFields: { 'School name': 'Boston University', 'Has offer': 'Yes', 'Program: Start date': '2026-09-01' },
    });
  });

  it("keeps the case's own category over the check's", () => {
    const latest = check('e2', '2026-02-03T10:00:00.000Z', [], { category: 'Student (F-1)' });
    expect(caseDetails(record({ category: 'K-Visa' }), [], [latest], []).application).toMatchObject({
      category: 'K-Visa',
      visaType: 'K-1 fiancé(e) visa',
      code: 'I-129F',
    });
  });

  it('answers empty application details without a category or a check', () => {
    expect(caseDetails(record({ category: null }), [], [], [])).toEqual({
      documents: [],
      reports: [],
      eligibility: [],
      eligibilityDetails: {},
      application: { category: null, visaType: null, code: null, enteredFields: {} },
      aiHighlights: [],
      expertHighlights: [],
    });
  });

  it('shows an unknown category without a visa type or code', () => {
    expect(caseDetails(record({ category: 'toString' }), [], [], []).application).toEqual({
      category: 'toString',
      visaType: null,
      code: null,
      enteredFields: {},
    });
  });

  it('ignores category details that are not a section', () => {
    const latest = check('e2', '2026-02-03T10:00:00.000Z', [], { category: 'Student (F-1)', categoryDetails: ['a', 'b'] });
    expect(caseDetails(record(), [], [latest], []).application.enteredFields).toEqual({});
  });
});
