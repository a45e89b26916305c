// Test helpers: a whole CaseRecord (a Draft with one timeline entry), and the details of a case with nothing in it;
// tests override only what they probe.
import type { CaseDetails } from '../../../shared/cases/case-views';
import type { CaseRecord } from '../case-record';

export function caseRecord(overrides: Partial<CaseRecord> = {}): CaseRecord {
  return {
    id: 'case-1',
    ownerUid: 'u1',
    chatId: null,
    caseNumber: 'IA-2026-000123',
    caseName: 'Spouse petition',
    applicantName: 'Maria Lopez',
    category: 'Family-Based',
    goal: null,
    status: 'Draft',
    tracked: false,
    formType: null,
    receiptNumber: null,
    submissionDate: null,
    priorityDate: null,
    preferenceCategory: null,
    chargeability: null,
    bulletinNoticeMonth: null,
    processingNoticeAt: null,
    feeCents: null,
    consulate: null,
    interviewDate: null,
    officerName: null,
    officerEmail: null,
    latestNotice: null,
    statusCheckedAt: null,
    timeline: [{ date: '2026-01-05T10:00:00.000Z', event: 'Case created', keyed: null, by: 'applicant' }],
    attachments: [],
    expertHighlights: [],
    expertRequest: null,
    discussion: { lastSeq: 0, lastActivityAt: null, lastPreview: null, unreadByApplicant: 0, unreadByExpert: 0 },
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T09:00:00.000Z',
    ...overrides,
  };
}

/** A case's details with no documents, reports, checks or highlights, and no application category. */
export function caseDetailsFixture(overrides: Partial<CaseDetails> = {}): CaseDetails {
  return {
    documents: [],
    reports: [],
    eligibility: [],
    eligibilityDetails: {},
    application: { category: null, visaType: null, code: null, enteredFields: {} },
    aiHighlights: [],
    expertHighlights: [],
    ...overrides,
  };
}
