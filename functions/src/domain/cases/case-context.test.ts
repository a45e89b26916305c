import { describe, expect, it } from 'vitest';
import type { CaseDocument, CaseEligibilityEntry } from '../../shared/cases/case-views';
import type { Citation } from '../../shared/eligibility/types';
import { buildCaseContext, CASE_CONTEXT_LIMITS } from './case-context';
import type { CaseRecord } from './case-record';
import { caseRecord } from './testing/case-fixture';

const TODAY = '2026-03-10';

const record = (overrides: Partial<CaseRecord> = {}): CaseRecord =>
  caseRecord({ caseName: 'Student (F-1) application', category: 'Student (F-1)', ...overrides });

const citation: Citation = { label: 'Funding', source: '8 CFR', reference: '8 CFR 214.2(f)', url: 'https://www.ecfr.gov/' };

function check(createdAt: string, findings: CaseEligibilityEntry['analysis']['findings'], eligible = false): CaseEligibilityEntry {
  return {
    eligibilityId: `e-${createdAt}`,
    caseId: 'case-1',
    data: { category: 'Student (F-1)' },
    analysis: { eligible, reasons: [], recommendations: [], summary: 'The rules found one problem.', citations: [], findings },
    createdAt,
  };
}

const FAILED_FUNDS = {
  ruleId: 'f1.funds',
  outcome: 'fail' as const,
  reason: 'Funds do not cover the first year of study.',
  recommendation: 'Show funds for the first year.',
  citation,
};
const ISSUE_STATUS = {
  ruleId: 'x.status',
  outcome: 'issue' as const,
  reason: 'A past overstay needs a closer look.',
  recommendation: 'Ask an attorney about the overstay.',
  citation: null,
};
const PASSED = { ruleId: 'f1.school', outcome: 'pass' as const, reason: 'Admitted to an SEVP school.', recommendation: '', citation };

function doc(name: string, issues: CaseDocument['issues'] = [], uploadedAt = '2026-02-01T00:00:00.000Z'): CaseDocument {
  return { documentId: name, name, filename: name, reviewed: true, issues, contentType: 'application/pdf', size: 100, uploadedAt };
}

describe('buildCaseContext', () => {
  it('keeps the identity, status and key dates of the record', () => {
    const context = buildCaseContext({
      record: record({
        status: 'Pending',
        tracked: true,
        formType: 'I-130',
        receiptNumber: 'IOE0912345678',
        submissionDate: '2026-01-20',
        priorityDate: '2026-01-20',
        latestNotice: 'Case Was Received',
        statusCheckedAt: '2026-02-02T08:00:00.000Z',
      }),
      eligibility: [],
      documents: [],
      today: TODAY,
    });

    expect(context).toMatchObject({
      caseId: 'case-1',
      caseNumber: 'IA-2026-000123',
      caseName: 'Student (F-1) application',
      category: 'Student (F-1)',
      status: 'Pending',
      trackedApplication: true,
      formType: 'I-130',
      receiptNumber: 'IOE0912345678',
      latestNotice: 'Case Was Received',
    });
    expect(context.statusMeaning).toMatch(/^Pending: /);
    expect(context.keyDates).toEqual([
      { label: 'Opened', date: '2026-01-05' },
      { label: 'Filed', date: '2026-01-20' },
      { label: 'Priority date', date: '2026-01-20' },
      { label: 'Last status check', date: '2026-02-02' },
      { label: 'Last updated', date: '2026-01-06' },
    ]);
  });

  it('gives the timeline oldest first with who made each change, and only the latest entries of a long one', () => {
    const entries = Array.from({ length: 20 }, (_v, i) => ({
      date: `2026-02-${String(20 - i).padStart(2, '0')}T00:00:00.000Z`,
      event: `Event ${20 - i}\nsecond line`,
      keyed: null,
      by: i % 2 === 0 ? ('uscis' as const) : ('applicant' as const),
    }));
    const context = buildCaseContext({ record: record({ timeline: entries }), eligibility: [], documents: [], today: TODAY });

    expect(context.timeline).toHaveLength(CASE_CONTEXT_LIMITS.timeline);
    expect(context.timelineOmitted).toBe(5);
    expect(context.timeline[0]).toEqual({ date: '2026-02-06', event: 'Event 6 second line', by: 'USCIS' });
    expect(context.timeline[1]).toEqual({ date: '2026-02-07', event: 'Event 7 second line', by: 'You' });
    expect(context.timeline.at(-1)).toEqual({ date: '2026-02-20', event: 'Event 20 second line', by: 'USCIS' });
  });

  it('reads the latest eligibility check: failures first, then issues, with passes only counted', () => {
    const older = check('2026-01-10T00:00:00.000Z', [{ ...FAILED_FUNDS, reason: 'An old failure.' }]);
    const latest = check('2026-02-10T00:00:00.000Z', [PASSED, ISSUE_STATUS, FAILED_FUNDS]);
    const context = buildCaseContext({ record: record(), eligibility: [latest, older], documents: [], today: TODAY });

    expect(context.eligibility).toEqual({
      checks: 2,
      latest: { checkedOn: '2026-02-10', category: 'Student (F-1)', eligible: false, summary: 'The rules found one problem.' },
      findings: [
        { outcome: 'fail', reason: FAILED_FUNDS.reason, recommendation: FAILED_FUNDS.recommendation, source: '8 CFR 214.2(f)' },
        { outcome: 'issue', reason: ISSUE_STATUS.reason, recommendation: ISSUE_STATUS.recommendation, source: null },
      ],
      passed: 1,
    });
    expect(context.missing).toContain(`Requirement not met: ${FAILED_FUNDS.reason}`);
    expect(context.missing).toContain(`Needs attention: ${ISSUE_STATUS.reason}`);
    expect(context.missing.join('\n')).not.toContain('An old failure.');
    expect(context.nextSteps).toContain(FAILED_FUNDS.recommendation);
    expect(context.nextSteps).toContain(ISSUE_STATUS.recommendation);
  });

  it('lists what a fresh Draft is missing and how to move it on', () => {
    const context = buildCaseContext({ record: record(), eligibility: [], documents: [], today: TODAY });

    expect(context.missing).toEqual([
      'The case is still a Draft: it has not been submitted.',
      'No eligibility check has been run for this case yet.',
      'No documents are attached to this case yet.',
    ]);
    expect(context.nextSteps).toEqual([
      'Run the Eligibility Check for Student (F-1) and attach it to this case.',
      'Upload your supporting documents to the case.',
      'Review the case details, then submit the case from My Cases when it is ready.',
    ]);
    expect(context.eligibility).toEqual({ checks: 0, latest: null, findings: [], passed: 0 });
  });

  it('names document issues, and counts attachments as documents', () => {
    const context = buildCaseContext({
      record: record({ status: 'Open', attachments: ['passport.pdf'] }),
      eligibility: [check('2026-02-10T00:00:00.000Z', [PASSED], true)],
      documents: [doc('bank-statement.pdf', [{ type: 'Expired', details: 'Older than 6 months' }])],
      today: TODAY,
    });

    expect(context.documents).toEqual([
      {
        name: 'bank-statement.pdf',
        uploadedAt: '2026-02-01',
        reviewed: true,
        issues: [{ type: 'Expired', details: 'Older than 6 months' }],
      },
    ]);
    expect(context.attachments).toEqual(['passport.pdf']);
    expect(context.missing).toEqual(['bank-statement.pdf: Expired (Older than 6 months)']);
    expect(context.nextSteps).toContain('Fix the document issues listed for this case and upload the corrected files.');
    expect(context.nextSteps).toContain('When you file with USCIS, record the receipt number on the case so it can be tracked.');
  });

  it('says nothing is missing from an Open case with a check that passed and its documents', () => {
    const context = buildCaseContext({
      record: record({ status: 'Open' }),
      eligibility: [check('2026-02-10T00:00:00.000Z', [PASSED], true)],
      documents: [doc('passport.pdf')],
      today: TODAY,
    });
    expect(context.missing).toEqual([]);
    expect(context.nextSteps).toEqual(['When you file with USCIS, record the receipt number on the case so it can be tracked.']);
  });

  it('names documents that document review has not checked yet', () => {
    const context = buildCaseContext({
      record: record({ status: 'Open' }),
      eligibility: [check('2026-02-10T00:00:00.000Z', [PASSED], true)],
      documents: [{ ...doc('passport.pdf'), reviewed: false }, doc('i-20.pdf')],
      today: TODAY,
    });
    expect(context.missing).toEqual(['Not reviewed yet: passport.pdf. Document Review can check them for problems.']);
  });

  it('asks a tracked application for its notice and interview date, and points to the interview once there is one', () => {
    const tracked = record({
      status: 'Open',
      tracked: true,
      formType: 'I-485',
      receiptNumber: 'MSC2190000001',
      submissionDate: '2026-01-20',
    });
    const waiting = buildCaseContext({ record: tracked, eligibility: [], documents: [doc('i-485.pdf')], today: TODAY });
    expect(waiting.missing).toEqual([
      'No USCIS notice has been recorded yet.',
      'No interview date is recorded (not every application has an interview).',
    ]);
    expect(waiting.nextSteps).toEqual([
      'Watch for USCIS notices (receipt, biometrics appointment, interview) and record each one on the case; your receipt number is MSC2190000001.',
    ]);

    const interview = buildCaseContext({
      record: {
        ...tracked,
        status: 'Pending',
        latestNotice: 'Interview Was Scheduled',
        interviewDate: '2026-04-02',
        consulate: 'USCIS Chicago Field Office',
      },
      eligibility: [],
      documents: [doc('i-485.pdf')],
      today: TODAY,
    });
    expect(interview.missing).toEqual([]);
    expect(interview.nextSteps[0]).toBe('Prepare for your interview on 2026-04-02 at USCIS Chicago Field Office.');
    expect(interview.nextSteps.join(' ')).toMatch(/Request for Evidence \(RFE\)/);
    expect(interview.keyDates).toContainEqual({ label: 'Interview', date: '2026-04-02' });

    const past = buildCaseContext({
      record: { ...tracked, status: 'Pending', interviewDate: '2026-03-01', latestNotice: 'x' },
      eligibility: [],
      documents: [],
      today: TODAY,
    });
    expect(past.nextSteps.join(' ')).not.toMatch(/Prepare for your interview/);
  });

  it('flags a Pending case without its receipt number', () => {
    const context = buildCaseContext({ record: record({ status: 'Pending' }), eligibility: [], documents: [doc('a.pdf')], today: TODAY });
    expect(context.missing).toContain('No USCIS receipt number is recorded for this case.');
  });

  it('asks nothing more of a decided or archived case, beyond what the record itself flags', () => {
    const approved = buildCaseContext({
      record: record({ status: 'Approved', tracked: true, receiptNumber: 'IOE0912345678' }),
      eligibility: [],
      documents: [],
      today: TODAY,
    });
    expect(approved.missing).toEqual([]);
    expect(approved.nextSteps).toEqual(['Read the approval notice for anything it asks you to do next, and keep it with your documents.']);
    expect(approved.statusMeaning).toMatch(/^Approved: /);

    const denied = buildCaseContext({
      record: record({ status: 'Denied', tracked: true, receiptNumber: 'IOE0912345678' }),
      eligibility: [check('2026-02-10T00:00:00.000Z', [FAILED_FUNDS])],
      documents: [],
      today: TODAY,
    });
    expect(denied.missing).toEqual([`Requirement not met: ${FAILED_FUNDS.reason}`]);
    expect(denied.nextSteps.slice(0, 2).join(' ')).toMatch(/deadline to appeal.*attorney/);
    expect(denied.nextSteps).toContain(FAILED_FUNDS.recommendation);

    const archived = buildCaseContext({ record: record({ status: 'Archived' }), eligibility: [], documents: [], today: TODAY });
    expect(archived.missing).toEqual([]);
    expect(archived.nextSteps).toEqual(['The case is archived. Restore it from My Cases if you want to work on it again.']);
  });

  it('keeps long and multi-line stored text to one bounded line', () => {
    const context = buildCaseContext({
      record: record({ caseName: `My\ncase ${'x'.repeat(300)}`, latestNotice: `Line one\n\nLine two ${'y'.repeat(400)}` }),
      eligibility: [],
      documents: [],
      today: TODAY,
    });
    expect(context.caseName).not.toMatch(/\n/);
    expect(context.caseName.length).toBeLessThanOrEqual(120);
    expect(context.latestNotice?.startsWith('Line one Line two')).toBe(true);
    expect(context.latestNotice?.length).toBeLessThanOrEqual(CASE_CONTEXT_LIMITS.text);
    expect(context.latestNotice?.endsWith('…')).toBe(true);
  });

  it('answers "what is missing?" from the document reviews: missing documents first, then open issues, errors first', () => {
    const missingDocuments = [
      {
        key: 'form-i-130',
        label: 'Form I-130',
        reviewId: 'r2',
        reportTitle: 'Family-Based review',
        reviewedAt: '2026-03-01T10:00:00.000Z',
      },
      {
        key: 'form-i-864',
        label: 'Form I-864',
        reviewId: 'r2',
        reportTitle: 'Family-Based review',
        reviewedAt: '2026-03-01T10:00:00.000Z',
      },
    ];
    const passport = doc('passport.pdf', [
      { type: 'expires-soon', severity: 'warning', details: 'The passport expires in 3 months.' },
      { type: 'invalid-mrz', severity: 'error', details: 'A check digit is wrong.' },
    ]);
    const context = buildCaseContext({
      record: record({ status: 'Open' }),
      eligibility: [check('2026-02-10T00:00:00.000Z', [FAILED_FUNDS])],
      documents: [passport],
      missingDocuments,
      today: TODAY,
    });

    expect(context.documents[0]?.issues).toEqual([
      { type: 'Invalid MRZ', details: 'A check digit is wrong.' },
      { type: 'Expires soon', details: 'The passport expires in 3 months.' },
    ]);
    expect(context.missing).toEqual([
      'Missing document: Form I-130 (not found by the document review of 2026-03-01)',
      'Missing document: Form I-864 (not found by the document review of 2026-03-01)',
      `Requirement not met: ${FAILED_FUNDS.reason}`,
      'passport.pdf: Invalid MRZ (A check digit is wrong.)',
      'passport.pdf: Expires soon (The passport expires in 3 months.)',
    ]);
    expect(context.nextSteps).toContain(
      'Gather the missing documents (Form I-130, Form I-864), add them to the case and run Document Review on them.',
    );
    expect(context.nextSteps).toContain('Fix the document issues listed for this case and upload the corrected files.');

    const approved = buildCaseContext({
      record: record({ status: 'Approved', tracked: true, receiptNumber: 'IOE0912345678' }),
      eligibility: [],
      documents: [],
      missingDocuments,
      today: TODAY,
    });
    expect(approved.nextSteps.join(' ')).not.toContain('Gather the missing documents');
  });

  it('is plain JSON', () => {
    const context = buildCaseContext({
      record: record(),
      eligibility: [check('2026-02-10T00:00:00.000Z', [FAILED_FUNDS])],
      documents: [doc('a.pdf')],
      today: TODAY,
    });
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
