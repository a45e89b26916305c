// A case context as domain/cases/case-context.ts builds it, for the providers' tests.
import type { CaseContext } from '../../domain/chat/agent-types';

export function caseContextFixture(overrides: Partial<CaseContext> = {}): CaseContext {
  return {
    caseId: 'case-42',
    caseNumber: 'IA-2026-000123',
    caseName: 'Student (F-1) application',
    category: 'Student (F-1)',
    status: 'Pending',
    statusMeaning: 'Pending: the application is waiting on USCIS (or a reviewer); no decision has been recorded yet.',
    trackedApplication: true,
    filing: null,
    formType: 'I-539',
    receiptNumber: 'IOE0912345678',
    latestNotice: 'Case Was Received',
    consulate: null,
    keyDates: [
      { label: 'Opened', date: '2026-01-05' },
      { label: 'Filed', date: '2026-01-20' },
      { label: 'Last updated', date: '2026-02-02' },
    ],
    timeline: [
      { date: '2026-01-05', event: 'Case created', by: 'You' },
      { date: '2026-01-20', event: 'Application filed', by: 'You' },
      { date: '2026-02-02', event: 'Case Was Received', by: 'USCIS' },
    ],
    timelineOmitted: 0,
    eligibility: {
      checks: 1,
      latest: { checkedOn: '2026-01-10', category: 'Student (F-1)', eligible: false, summary: 'One requirement is not met.' },
      findings: [
        {
          outcome: 'fail',
          reason: 'Funds do not cover the first year of study.',
          recommendation: 'Show funds for the first year of study.',
          source: '8 CFR 214.2(f)',
        },
        {
          outcome: 'issue',
          reason: 'A past overstay needs a closer look.',
          recommendation: 'Ask an attorney about the overstay.',
          source: null,
        },
      ],
      passed: 3,
    },
    documents: [{ name: 'passport.pdf', uploadedAt: '2026-01-06', reviewed: true, issues: [] }],
    attachments: ['passport.pdf'],
    missing: [
      'Requirement not met: Funds do not cover the first year of study.',
      'Needs attention: A past overstay needs a closer look.',
      'No interview date is recorded (not every application has an interview).',
    ],
    nextSteps: [
      'Watch for USCIS notices, such as a biometrics appointment, an interview notice or a Request for Evidence (RFE), and record each one on the case.',
      'Show funds for the first year of study.',
    ],
    ...overrides,
  };
}
