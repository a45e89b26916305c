import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  caseForChatSchema,
  caseListQuerySchema,
  casePatchSchema,
  newDraftCaseSchema,
  newTrackedApplicationSchema,
  pastDay,
  statusUpdateSchema,
} from './case-inputs';
import { renderIssue } from '../../domain/i18n/render';

/** Each refused field with its first message ('' for the object itself), or null when the value is accepted. */
function problems(schema: z.ZodType, value: unknown): Record<string, string> | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= renderIssue('en', issue);
  }
  return out;
}

const FAR_FUTURE = '2999-12-31';

describe('caseListQuerySchema', () => {
  it('defaults to every status, the first page and My Cases', () => {
    expect(caseListQuerySchema.parse({})).toEqual({ status: 'All', page: 1, view: 'cases' });
  });

  it('reads a full query string', () => {
    expect(
      caseListQuerySchema.parse({
        status: 'Pending',
        q: '  García ',
        submittedFrom: '2026-01-01',
        submittedTo: '2026-03-31',
        page: '3',
        pageSize: '10',
        view: 'applications',
      }),
    ).toEqual({
      status: 'Pending',
      q: 'García',
      submittedFrom: '2026-01-01',
      submittedTo: '2026-03-31',
      page: 3,
      pageSize: 10,
      view: 'applications',
    });
  });

  it.each(['All', 'Open', 'Pending', 'Approved', 'Denied', 'Draft', 'Archived'])('takes the status filter %s', (status) => {
    expect(caseListQuerySchema.parse({ status }).status).toBe(status);
  });

  it('refuses an unknown status or view', () => {
    expect(problems(caseListQuerySchema, { status: 'Closed' })).toEqual({
      status: 'Status must be one of All, Open, Pending, Approved, Denied, Draft, Archived',
    });
    expect(problems(caseListQuerySchema, { status: 'open' })).toEqual({
      status: 'Status must be one of All, Open, Pending, Approved, Denied, Draft, Archived',
    });
    expect(problems(caseListQuerySchema, { view: 'track' })).toEqual({ view: 'View must be cases or applications' });
  });

  it('takes page and page size as decimal digits', () => {
    expect(caseListQuerySchema.parse({ page: '1', pageSize: '1' })).toMatchObject({ page: 1, pageSize: 1 });
    expect(caseListQuerySchema.parse({ page: '007', pageSize: '50' })).toMatchObject({ page: 7, pageSize: 50 });
    expect(caseListQuerySchema.parse({ page: '100000' }).page).toBe(100000);
  });

  it.each(['1e1', ' 5', '5 ', '-1', '1.5', '0x10', '', 'abc', '1234567890'])('refuses the page "%s"', (page) => {
    expect(problems(caseListQuerySchema, { page })).toEqual({ page: 'Page must be a whole number' });
  });

  it('refuses a repeated parameter', () => {
    expect(problems(caseListQuerySchema, { page: ['1', '2'] })).toEqual({ page: 'Page must be a whole number' });
    expect(problems(caseListQuerySchema, { pageSize: ['5'] })).toEqual({ pageSize: 'Page size must be a whole number' });
  });

  it('keeps page and page size within their limits', () => {
    expect(problems(caseListQuerySchema, { page: '0' })).toEqual({ page: 'Page must be at least 1' });
    expect(problems(caseListQuerySchema, { page: '100001' })).toEqual({ page: 'Page must be at most 100000' });
    expect(problems(caseListQuerySchema, { pageSize: '0' })).toEqual({ pageSize: 'Page size must be at least 1' });
    expect(problems(caseListQuerySchema, { pageSize: '51' })).toEqual({ pageSize: 'Page size must be at most 50' });
    expect(problems(caseListQuerySchema, { pageSize: '1e1' })).toEqual({ pageSize: 'Page size must be a whole number' });
  });

  it('takes dates written as YYYY-MM-DD only', () => {
    expect(caseListQuerySchema.parse({ submittedFrom: '2024-02-29' }).submittedFrom).toBe('2024-02-29');
    for (const bad of ['2026-1-05', '05/01/2026', '2026-01-05T00:00:00Z', '2026-13-01', '2026-02-30', '2025-02-29', '']) {
      expect(problems(caseListQuerySchema, { submittedFrom: bad })).toEqual({
        submittedFrom: 'Start date must be a date written as YYYY-MM-DD',
      });
      expect(problems(caseListQuerySchema, { submittedTo: bad })).toEqual({ submittedTo: 'End date must be a date written as YYYY-MM-DD' });
    }
  });

  it('refuses a start after the end, on the end date', () => {
    expect(problems(caseListQuerySchema, { submittedFrom: '2026-03-02', submittedTo: '2026-03-01' })).toEqual({
      submittedTo: 'The end date must be on or after the start date',
    });
    expect(caseListQuerySchema.parse({ submittedFrom: '2026-03-01', submittedTo: '2026-03-01' })).toMatchObject({
      submittedFrom: '2026-03-01',
      submittedTo: '2026-03-01',
    });
    expect(caseListQuerySchema.parse({ submittedTo: '2026-03-01' }).submittedTo).toBe('2026-03-01');
  });

  it('takes a search of up to 100 characters', () => {
    expect(caseListQuerySchema.parse({ q: 'a'.repeat(100) }).q).toHaveLength(100);
    expect(caseListQuerySchema.parse({ q: '' }).q).toBe('');
    expect(problems(caseListQuerySchema, { q: 'a'.repeat(101) })).toEqual({ q: 'Search must be 100 characters or fewer' });
  });
});

describe('newDraftCaseSchema', () => {
  const valid = { caseName: 'Spouse petition', category: 'Family-Based', applicant: 'Maria Lopez' };

  it('takes a name, a category and an applicant, trimmed', () => {
    expect(newDraftCaseSchema.parse({ caseName: '  Spouse petition ', category: 'Family-Based', applicant: ' Maria Lopez' })).toEqual(
      valid,
    );
  });

  it('requires each field', () => {
    expect(problems(newDraftCaseSchema, {})).toEqual({
      caseName: 'Case name is required',
      category: 'Choose a category from the list',
      applicant: 'Applicant is required',
    });
    expect(problems(newDraftCaseSchema, { ...valid, caseName: '   ' })).toEqual({ caseName: 'Case name is required' });
  });

  it('refuses a category outside the list', () => {
    expect(problems(newDraftCaseSchema, { ...valid, category: 'Family' })).toEqual({ category: 'Choose a category from the list' });
  });

  it('limits the name and the applicant to 120 characters', () => {
    expect(newDraftCaseSchema.parse({ ...valid, caseName: 'n'.repeat(120) }).caseName).toHaveLength(120);
    expect(problems(newDraftCaseSchema, { ...valid, caseName: 'n'.repeat(121) })).toEqual({
      caseName: 'Case name must be 120 characters or fewer',
    });
    expect(problems(newDraftCaseSchema, { ...valid, applicant: 'a'.repeat(121) })).toEqual({
      applicant: 'Applicant must be 120 characters or fewer',
    });
  });

  it('ignores keys it does not know', () => {
    expect(newDraftCaseSchema.parse({ ...valid, status: 'Approved' })).toEqual(valid);
  });
});

describe('caseForChatSchema', () => {
  it('takes a chat, nothing, or a chat and the case to link it to', () => {
    expect(caseForChatSchema.parse({ chatId: 'chat-1' })).toEqual({ chatId: 'chat-1' });
    expect(caseForChatSchema.parse({})).toEqual({});
    expect(caseForChatSchema.parse({ chatId: 'chat-1', caseId: 'case-1' })).toEqual({ chatId: 'chat-1', caseId: 'case-1' });
  });

  it('refuses a case without a chat, and ids that cannot name a document', () => {
    const needsChat = { caseId: 'Give the chat (chatId) the case is linked to' };
    expect(problems(caseForChatSchema, { caseId: 'case-1' })).toEqual(needsChat);
    expect(problems(caseForChatSchema, { chatId: null, caseId: 'case-1' })).toEqual(needsChat);
    expect(problems(caseForChatSchema, { chatId: 'chat-1', caseId: '../x' })).toEqual({ caseId: 'Not a valid case id' });
  });
});

describe('newTrackedApplicationSchema', () => {
  const valid = { formType: 'I-130', receiptNumber: 'eac-21-901-23456', submissionDate: '2026-01-20' };

  it('takes a form, a receipt number in its normal form and a filing date', () => {
    expect(newTrackedApplicationSchema.parse(valid)).toEqual({
      formType: 'I-130',
      receiptNumber: 'EAC2190123456',
      submissionDate: '2026-01-20',
    });
  });

  it('takes an optional priority date and applicant', () => {
    expect(newTrackedApplicationSchema.parse({ ...valid, priorityDate: '2025-11-01', applicant: ' Ana Silva ' })).toEqual({
      formType: 'I-130',
      receiptNumber: 'EAC2190123456',
      submissionDate: '2026-01-20',
      priorityDate: '2025-11-01',
      applicant: 'Ana Silva',
    });
  });

  it('requires the form, the receipt number and the filing date', () => {
    expect(problems(newTrackedApplicationSchema, {})).toEqual({
      formType: 'Choose a form from the list',
      receiptNumber: 'Receipt number is required',
      submissionDate: 'Filing date is required',
    });
  });

  it('refuses a form outside the list and a bad receipt number', () => {
    expect(problems(newTrackedApplicationSchema, { ...valid, formType: 'I-999' })).toEqual({ formType: 'Choose a form from the list' });
    expect(problems(newTrackedApplicationSchema, { ...valid, receiptNumber: 'ABC2190123456' })?.['receiptNumber']).toMatch(
      /^ABC is not a USCIS office prefix/,
    );
  });

  it('refuses a filing or priority date in the future', () => {
    expect(problems(newTrackedApplicationSchema, { ...valid, submissionDate: FAR_FUTURE })).toEqual({
      submissionDate: 'Filing date cannot be in the future',
    });
    expect(problems(newTrackedApplicationSchema, { ...valid, priorityDate: FAR_FUTURE })).toEqual({
      priorityDate: 'Priority date cannot be in the future',
    });
    expect(problems(newTrackedApplicationSchema, { ...valid, submissionDate: '20-01-2026' })).toEqual({
      submissionDate: 'Filing date must be a date written as YYYY-MM-DD',
    });
  });
});

describe('pastDay', () => {
  const filingDate = pastDay('labels:filingDate', () => '2026-03-10');

  it('takes today and the days before it', () => {
    expect(filingDate.parse('2026-03-10')).toBe('2026-03-10');
    expect(filingDate.parse('2026-03-09')).toBe('2026-03-09');
    expect(filingDate.parse('1999-12-31')).toBe('1999-12-31');
  });

  it('refuses tomorrow', () => {
    expect(problems(filingDate, '2026-03-11')).toEqual({ '': 'Filing date cannot be in the future' });
    expect(problems(filingDate, '2027-01-01')).toEqual({ '': 'Filing date cannot be in the future' });
  });

  it('names the field when the date is missing or malformed', () => {
    expect(problems(filingDate, undefined)).toEqual({ '': 'Filing date is required' });
    expect(problems(filingDate, '2026/03/01')).toEqual({ '': 'Filing date must be a date written as YYYY-MM-DD' });
  });
});

describe('casePatchSchema', () => {
  it('refuses an empty patch', () => {
    expect(problems(casePatchSchema, {})).toEqual({ '': 'Nothing to change' });
  });

  it('refuses keys it does not know', () => {
    const result = casePatchSchema.safeParse({ caseName: 'New name', ownerUid: 'someone-else' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['ownerUid'] })]);
    expect(casePatchSchema.safeParse({ tracked: true }).success).toBe(false);
  });

  it('takes every editable field', () => {
    expect(
      casePatchSchema.parse({
        caseName: ' New name ',
        applicant: 'Ana Silva',
        category: 'K-Visa',
        formType: 'I-129F',
        receiptNumber: 'wac 21 901 23456',
        submissionDate: '2026-01-20',
        priorityDate: '2025-12-01',
        fee: 675.5,
        consulate: ' Bogotá ',
        interviewDate: '2026-09-01',
        officerName: 'J. Rivera',
        officerEmail: 'j.rivera@uscis.example',
        status: 'Open',
      }),
    ).toEqual({
      caseName: 'New name',
      applicant: 'Ana Silva',
      category: 'K-Visa',
      formType: 'I-129F',
      receiptNumber: 'WAC2190123456',
      submissionDate: '2026-01-20',
      priorityDate: '2025-12-01',
      fee: 675.5,
      consulate: 'Bogotá',
      interviewDate: '2026-09-01',
      officerName: 'J. Rivera',
      officerEmail: 'j.rivera@uscis.example',
      status: 'Open',
    });
  });

  it('clears the clearable fields with null', () => {
    const cleared = {
      formType: null,
      receiptNumber: null,
      submissionDate: null,
      priorityDate: null,
      fee: null,
      consulate: null,
      interviewDate: null,
      officerName: null,
      officerEmail: null,
    };
    expect(casePatchSchema.parse(cleared)).toEqual(cleared);
  });

  it("clears consulate and officer name with '' or blanks", () => {
    expect(casePatchSchema.parse({ consulate: '', officerName: '   ' })).toEqual({ consulate: null, officerName: null });
  });

  it('does not clear the name, applicant or category', () => {
    expect(problems(casePatchSchema, { caseName: null })).toEqual({ caseName: 'Case name is required' });
    expect(problems(casePatchSchema, { caseName: '' })).toEqual({ caseName: 'Case name is required' });
    expect(problems(casePatchSchema, { applicant: '' })).toEqual({ applicant: 'Applicant is required' });
    expect(problems(casePatchSchema, { category: null })).toEqual({ category: 'Choose a category from the list' });
  });

  it('takes a fee in dollars with at most 2 decimals', () => {
    for (const fee of [0, 0.07, 0.29, 19.99, 1234.56, 99999.99, 100000]) expect(casePatchSchema.parse({ fee })).toEqual({ fee });
    expect(problems(casePatchSchema, { fee: 12.345 })).toEqual({ fee: 'Fee has at most 2 decimals' });
    expect(problems(casePatchSchema, { fee: 1.005 })).toEqual({ fee: 'Fee has at most 2 decimals' });
  });

  it('refuses a negative, too large or non-number fee', () => {
    expect(problems(casePatchSchema, { fee: -1 })).toEqual({ fee: 'Fee cannot be negative' });
    expect(problems(casePatchSchema, { fee: 100000.01 })).toEqual({ fee: 'Fee must be at most $100000' });
    expect(problems(casePatchSchema, { fee: '535' })).toEqual({ fee: 'Fee must be a number of dollars' });
  });

  it('needs an email address for the officer', () => {
    expect(problems(casePatchSchema, { officerEmail: 'j.rivera' })).toEqual({ officerEmail: 'Officer email must be an email address' });
    expect(problems(casePatchSchema, { officerEmail: 'j.rivera@' })).toEqual({ officerEmail: 'Officer email must be an email address' });
    expect(casePatchSchema.parse({ officerEmail: 'j.rivera@uscis.example' })).toEqual({ officerEmail: 'j.rivera@uscis.example' });
  });

  it('checks the receipt number, the form and the dates', () => {
    expect(problems(casePatchSchema, { receiptNumber: 'EAC219012345' })).toEqual({
      receiptNumber: 'A receipt number has 10 digits after the letters; this one has 9',
    });
    expect(problems(casePatchSchema, { formType: 'I-999' })).toEqual({ formType: 'Choose a form from the list' });
    expect(problems(casePatchSchema, { submissionDate: FAR_FUTURE })).toEqual({
      submissionDate: 'Submission date cannot be in the future',
    });
    expect(problems(casePatchSchema, { priorityDate: FAR_FUTURE })).toEqual({ priorityDate: 'Priority date cannot be in the future' });
    expect(problems(casePatchSchema, { interviewDate: '1/9/2026' })).toEqual({
      interviewDate: 'Interview date must be a date written as YYYY-MM-DD',
    });
  });

  it('takes an interview in the future', () => {
    expect(casePatchSchema.parse({ interviewDate: FAR_FUTURE })).toEqual({ interviewDate: FAR_FUTURE });
  });

  it('takes any case status (the lifecycle decides) but nothing else', () => {
    for (const status of ['Open', 'Pending', 'Approved', 'Denied', 'Draft', 'Archived'])
      expect(casePatchSchema.parse({ status })).toEqual({ status });
    expect(problems(casePatchSchema, { status: 'All' })).toEqual({
      status: 'Status must be one of Open, Pending, Approved, Denied, Draft, Archived',
    });
  });
});

describe('statusUpdateSchema', () => {
  it('takes a status, a notice and an optional date', () => {
    expect(statusUpdateSchema.parse({ status: 'Approved', notice: ' Case Was Approved ' })).toEqual({
      status: 'Approved',
      notice: 'Case Was Approved',
    });
    expect(statusUpdateSchema.parse({ status: 'Pending', notice: 'Case Was Received', date: '2026-01-25' })).toEqual({
      status: 'Pending',
      notice: 'Case Was Received',
      date: '2026-01-25',
    });
  });

  it.each(['Open', 'Draft', 'Archived', 'approved'])('refuses the status %s', (status) => {
    expect(problems(statusUpdateSchema, { status, notice: 'x' })).toEqual({ status: 'Status must be one of Pending, Approved, Denied' });
  });

  it('requires a notice of at most 200 characters on one line', () => {
    expect(problems(statusUpdateSchema, { status: 'Denied' })).toEqual({ notice: 'Notice is required' });
    expect(problems(statusUpdateSchema, { status: 'Denied', notice: '  ' })).toEqual({ notice: 'Notice is required' });
    expect(statusUpdateSchema.parse({ status: 'Denied', notice: 'n'.repeat(200) }).notice).toHaveLength(200);
    expect(problems(statusUpdateSchema, { status: 'Denied', notice: 'n'.repeat(201) })).toEqual({
      notice: 'Notice must be 200 characters or fewer',
    });
    expect(problems(statusUpdateSchema, { status: 'Denied', notice: 'Case Was\nDenied' })).toEqual({
      notice: 'Notice must be a single line, without tabs',
    });
  });

  it('refuses a notice date in the future or malformed', () => {
    expect(problems(statusUpdateSchema, { status: 'Approved', notice: 'Case Was Approved', date: FAR_FUTURE })).toEqual({
      date: 'Notice date cannot be in the future',
    });
    expect(problems(statusUpdateSchema, { status: 'Approved', notice: 'Case Was Approved', date: '2026-01-25T10:00:00Z' })).toEqual({
      date: 'Notice date must be a date written as YYYY-MM-DD',
    });
  });
});
