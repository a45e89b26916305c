import { describe, expect, it } from 'vitest';
import type { CaseDocument, CaseEligibilityEntry } from '../../shared/cases/case-views';
import type { DocumentIssue } from '../../shared/documents/review-views';
import type { Citation } from '../../shared/eligibility/types';
import {
  aiHighlights,
  caseDetails,
  eligibilityDetails,
  enteredFields,
  fieldLabel,
  issueTypeLabel,
  missingDocuments,
  reviewReports,
  withReviewResults,
  type CaseReview,
  type CaseReviewDocument,
} from './case-details';
import type { CaseRecord } from './case-record';
import { caseDetailsFixture, caseRecord } from './testing/case-fixture';

const record = (overrides: Partial<CaseRecord> = {}): CaseRecord => caseRecord({ status: 'Open', timeline: [], ...overrides });

type Finding = CaseEligibilityEntry['analysis']['findings'][number];

const citation: Citation = { label: 'Funding', source: '8 CFR', reference: '8 CFR 214.2(f)', url: 'https://www.ecfr.gov/' };
const PASS: Finding = { ruleId: 'f1.school', outcome: 'pass', reason: 'Admitted to an SEVP school.', recommendation: '', citation };
const PASS_2: Finding = { ruleId: 'f1.english', outcome: 'pass', reason: 'English proficiency shown.', recommendation: '', citation };
const FAIL: Finding = {
  ruleId: 'f1.funds',
  outcome: 'fail',
  reason: 'Funds do not cover the first year.',
  recommendation: 'Show funds for the first year.',
  citation,
};
const FAIL_2: Finding = { ruleId: 'f1.ties', outcome: 'fail', reason: 'No ties to home shown.', recommendation: '', citation: null };
const ISSUE: Finding = {
  ruleId: 'x.status',
  outcome: 'issue',
  reason: 'A past overstay needs a closer look.',
  recommendation: 'Ask an attorney.',
  citation: null,
};

function check(
  eligibilityId: string,
  createdAt: string,
  findings: Finding[],
  data: Record<string, unknown> = {},
  eligible = false,
): CaseEligibilityEntry {
  return {
    eligibilityId,
    caseId: 'case-1',
    data,
    analysis: { eligible, reasons: [], recommendations: [], summary: 'Summary.', citations: [], findings },
    createdAt,
  };
}

function doc(documentId: string, name: string, issues: CaseDocument['issues'] = []): CaseDocument {
  return {
    documentId,
    name,
    filename: `${documentId}.pdf`,
    reviewed: true,
    issues,
    contentType: 'application/pdf',
    size: 100,
    uploadedAt: '2026-02-01T00:00:00.000Z',
  };
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
    expect(enteredFields({ blank: '', none: null, missing: undefined, list: [], emptyItems: ['', null], debts: 0 })).toEqual({
      Debts: '0',
    });
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
  it('gathers documents, checks and highlights', () => {
    const documents = [doc('d1', 'Passport', [{ type: 'Expired', details: 'Renew it.' }])];
    const latest = check('e2', '2026-02-03T10:00:00.000Z', [FAIL, PASS], { category: 'Family-Based' });
    const older = check('e1', '2026-01-10T10:00:00.000Z', [PASS], { category: 'Family-Based' }, true);
    const details = caseDetails(record({ expertHighlights: ['Bring the marriage certificate.'] }), documents, [latest, older]);
    expect(details.documents).toEqual(documents);
    expect(details.reports).toEqual([]);
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
    expect(application).toEqual({
      category: 'Family-Based',
      visaType: 'Family-based immigrant visa or green card',
      code: 'I-485',
      enteredFields: {},
    });
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
    expect(caseDetails(record({ category: null }), [], [], [])).toEqual(caseDetailsFixture());
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

// --- document reviews added to the case --------------------------------------------------------------------------

const issue = (type: DocumentIssue['type'], severity: DocumentIssue['severity'], details: string, by?: 'ai'): DocumentIssue => ({
  type,
  severity,
  details,
  ...(by ? { by } : {}),
});

function reviewed(
  documentId: string,
  name: string,
  caseFileName: string | null,
  issues: DocumentIssue[] = [],
  extra: Partial<CaseReviewDocument> = {},
): CaseReviewDocument {
  return {
    documentId,
    name,
    kind: 'passport',
    kindLabel: 'Passport',
    wrongDocument: false,
    satisfies: null,
    identity: {},
    issues,
    extraction: { method: 'pdf-text', characters: 500 },
    notice: null,
    person: null,
    caseFileName,
    ...extra,
  };
}

function review(
  reviewId: string,
  createdAt: string,
  documents: CaseReviewDocument[],
  missing: Array<{ key: string; label: string }> = [],
): CaseReview {
  return {
    reviewId,
    createdAt,
    documents,
    report: {
      reportId: `rep-${reviewId}`,
      title: `Family-Based document review ${reviewId}`,
      summary: `Summary of ${reviewId}.`,
      issues: documents.flatMap((d) => d.issues.map((i) => `${d.name}: ${i.details}`)),
      recommendations: [`Recommendation of ${reviewId}.`],
      missing,
    },
  };
}

const file = (name: string): CaseDocument => ({ ...doc(name, name), reviewed: false });

const EXPIRED = issue('expired', 'error', 'The passport expired on 2025-01-01. Renew it before you file.');
const SOON = issue('expires-soon', 'warning', 'The passport expires in 3 months.');
const WRONG = issue('wrong-document', 'error', 'A bank statement is not a Form I-130.');
const AI_BLUR = issue('unreadable', 'info', 'Page 2 is blurred.', 'ai');

describe('issueTypeLabel', () => {
  it.each([
    ['expires-soon', 'Expires soon'],
    ['invalid-mrz', 'Invalid MRZ'],
    ['outdated-form-edition', 'Outdated form edition'],
    ['Missing signature', 'Missing signature'],
  ])('labels %j as %j', (type, label) => expect(issueTypeLabel(type)).toBe(label));
});

describe('reviewReports', () => {
  it('lists each review’s report newest first, with what View Full Review shows', () => {
    const older = review(
      'r1',
      '2026-02-01T10:00:00.000Z',
      [reviewed('d1', 'passport.pdf', 'passport.pdf', [EXPIRED])],
      [{ key: 'form-i-130', label: 'Form I-130' }],
    );
    const newer = review('r2', '2026-03-01T10:00:00.000Z', []);
    expect(reviewReports([older, newer])).toEqual([
      {
        reportId: 'rep-r2',
        title: 'Family-Based document review r2',
        reviewId: 'r2',
        createdAt: '2026-03-01T10:00:00.000Z',
        summary: 'Summary of r2.',
        issues: [],
        recommendations: ['Recommendation of r2.'],
        missing: [],
      },
      {
        reportId: 'rep-r1',
        title: 'Family-Based document review r1',
        reviewId: 'r1',
        createdAt: '2026-02-01T10:00:00.000Z',
        summary: 'Summary of r1.',
        issues: [`passport.pdf: ${EXPIRED.details}`],
        recommendations: ['Recommendation of r1.'],
        missing: [{ key: 'form-i-130', label: 'Form I-130' }],
      },
    ]);
    expect(reviewReports([])).toEqual([]);
  });
});

describe('withReviewResults', () => {
  it('marks the files a review covered as reviewed, with their issues and what they were read as', () => {
    const bank = reviewed('d2', 'statement.pdf', 'statement.pdf', [WRONG], {
      kind: 'bank-statement',
      kindLabel: 'Bank statement',
      wrongDocument: true,
    });
    const documents = withReviewResults(
      [file('passport.pdf'), file('statement.pdf'), file('notes.pdf')],
      [review('r1', '2026-02-01T10:00:00.000Z', [reviewed('d1', 'passport.pdf', 'passport.pdf', [EXPIRED, AI_BLUR]), bank])],
    );
    expect(documents.map((d) => [d.name, d.reviewed, d.issues, d.review])).toEqual([
      [
        'passport.pdf',
        true,
        [
          { type: 'expired', severity: 'error', details: EXPIRED.details },
          { type: 'unreadable', severity: 'info', details: 'Page 2 is blurred.', by: 'ai' },
        ],
        { reviewId: 'r1', kindLabel: 'Passport', wrongDocument: false },
      ],
      [
        'statement.pdf',
        true,
        [{ type: 'wrong-document', severity: 'error', details: WRONG.details }],
        { reviewId: 'r1', kindLabel: 'Bank statement', wrongDocument: true },
      ],
      ['notes.pdf', false, [], undefined],
    ]);
  });

  it('takes a file’s results from the newest review that covered it, and ignores reviewed files the case no longer has', () => {
    const older = review('r1', '2026-02-01T10:00:00.000Z', [
      reviewed('d1', 'passport.pdf', 'passport.pdf', [EXPIRED]),
      reviewed('d2', 'gone.pdf', 'gone.pdf', [WRONG]),
    ]);
    const newer = review('r2', '2026-03-01T10:00:00.000Z', [
      reviewed('d9', 'passport.pdf', 'passport.pdf', [SOON]),
      reviewed('d8', 'uncopied.pdf', null, [WRONG]),
    ]);
    const documents = withReviewResults([file('passport.pdf')], [older, newer]);
    expect(documents).toHaveLength(1);
    expect(documents[0]?.issues).toEqual([{ type: 'expires-soon', severity: 'warning', details: SOON.details }]);
    expect(documents[0]?.review?.reviewId).toBe('r2');
  });
});

describe('missingDocuments', () => {
  it('keeps what the reviews found missing unless a review of the case supplied it, newest review first', () => {
    const first = review(
      'r1',
      '2026-02-01T10:00:00.000Z',
      [],
      [
        { key: 'form-i-130', label: 'Form I-130' },
        { key: 'form-i-864', label: 'Form I-864' },
      ],
    );
    const second = review(
      'r2',
      '2026-03-01T10:00:00.000Z',
      [reviewed('d1', 'i-130.pdf', 'i-130.pdf', [], { satisfies: 'form-i-130' })],
      [
        { key: 'financial-evidence', label: 'Financial evidence' },
        { key: 'form-i-864', label: 'Form I-864' },
      ],
    );
    expect(missingDocuments([first, second])).toEqual([
      {
        key: 'financial-evidence',
        label: 'Financial evidence',
        reviewId: 'r2',
        reportTitle: 'Family-Based document review r2',
        reviewedAt: '2026-03-01T10:00:00.000Z',
      },
      {
        key: 'form-i-864',
        label: 'Form I-864',
        reviewId: 'r2',
        reportTitle: 'Family-Based document review r2',
        reviewedAt: '2026-03-01T10:00:00.000Z',
      },
    ]);
    expect(missingDocuments([])).toEqual([]);
  });
});

describe('aiHighlights with document reviews', () => {
  it('lists the reviews’ errors first, then warnings and notes, after the eligibility findings, each naming its source', () => {
    const documents = withReviewResults(
      [file('passport.pdf'), file('statement.pdf')],
      [
        review('r1', '2026-02-01T10:00:00.000Z', [
          reviewed('d1', 'passport.pdf', 'passport.pdf', [SOON, AI_BLUR, EXPIRED]),
          reviewed('d2', 'statement.pdf', 'statement.pdf', [WRONG]),
        ]),
      ],
    );
    const missing = [
      {
        key: 'form-i-130',
        label: 'Form I-130',
        reviewId: 'r1',
        reportTitle: 'Family-Based document review r1',
        reviewedAt: '2026-02-01T10:00:00.000Z',
      },
    ];
    const passport = { kind: 'document', documentId: 'passport.pdf', label: 'passport.pdf' } as const;
    expect(aiHighlights([check('e1', '2026-02-03T10:00:00.000Z', [FAIL])], documents, missing)).toEqual([
      {
        text: 'Not met: Funds do not cover the first year. Show funds for the first year.',
        source: { kind: 'eligibility', eligibilityId: 'e1', label: 'Eligibility check of 2026-02-03' },
      },
      { text: `passport.pdf: Expired. ${EXPIRED.details}`, source: passport },
      {
        text: `statement.pdf: Wrong document. ${WRONG.details}`,
        source: { kind: 'document', documentId: 'statement.pdf', label: 'statement.pdf' },
      },
      {
        text: 'Missing document: Form I-130. Upload it and review the documents again.',
        source: { kind: 'review', reviewId: 'r1', label: 'Family-Based document review r1' },
      },
      { text: `passport.pdf: Expires soon. ${SOON.details}`, source: passport },
      { text: 'passport.pdf: Unreadable. Page 2 is blurred. (found by AI)', source: passport },
    ]);
  });
});

describe('caseDetails with document reviews', () => {
  it('shows the reviews’ reports, the reviewed files with their issues, and highlights from both', () => {
    const reviews = [
      review(
        'r1',
        '2026-02-01T10:00:00.000Z',
        [reviewed('d1', 'passport.pdf', 'passport.pdf', [EXPIRED])],
        [{ key: 'form-i-130', label: 'Form I-130' }],
      ),
    ];
    const details = caseDetails(record(), [file('passport.pdf'), file('notes.pdf')], [], reviews);
    expect(details.reports).toEqual(reviewReports(reviews));
    expect(details.documents.map((d) => [d.name, d.reviewed, d.issues.length])).toEqual([
      ['passport.pdf', true, 1],
      ['notes.pdf', false, 0],
    ]);
    expect(details.aiHighlights.map((h) => h.text)).toEqual([
      `passport.pdf: Expired. ${EXPIRED.details}`,
      'Missing document: Form I-130. Upload it and review the documents again.',
    ]);
  });
});
