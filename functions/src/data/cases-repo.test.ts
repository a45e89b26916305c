import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../log';
import { caseDocSchema } from './cases-repo';
import { decodeDocs } from './decode';

const created = new Timestamp(1_767_609_000, 0); // 2026-01-05T10:30:00Z
const stored = {
  ownerUid: 'u1',
  chatId: 'chat-1',
  caseNumber: 'IA-2026-000001',
  caseName: 'Student (F-1) application',
  applicantName: 'Ana Pereira',
  category: 'Student (F-1)',
  status: 'Open',
  timeline: [{ date: '2026-01-05T10:30:00.000Z', event: 'Case opened' }],
  createdAt: created,
  updatedAt: new Timestamp(1_767_695_400, 0),
};

afterEach(() => vi.restoreAllMocks());

describe('caseDocSchema', () => {
  it('reads a case as createCase writes it', () => {
    const whole = {
      ...stored,
      timeline: [
        {
          date: '2026-01-05T10:30:00.000Z',
          event: 'Status changed from Open to Pending',
          keyed: { key: 'timeline:statusChanged', params: { from: { key: 'labels:open' }, to: { key: 'labels:pending' } } },
          by: 'applicant',
        },
      ],
      tracked: true,
      goal: null,
      formType: 'I-130',
      receiptNumber: 'EAC2590123456',
      submissionDate: '2026-01-04',
      priorityDate: null,
      preferenceCategory: null,
      chargeability: null,
      bulletinNoticeMonth: null,
      processingNoticeAt: null,
      feeCents: 67500,
      consulate: null,
      interviewDate: '2026-03-01',
      officerName: null,
      officerEmail: null,
      latestNotice: 'Case Was Received',
      statusCheckedAt: '2026-01-05T11:00:00.000Z',
      attachments: ['notice.pdf'],
      expertHighlights: [],
      expertState: null,
      expertUid: null,
      discussionSeq: 0,
      unreadByApplicant: 0,
      unreadByExpert: 0,
    };
    expect(caseDocSchema.parse(whole)).toEqual({
      ...whole,
      // Written only once the case is sent to experts or discussed.
      expertName: null,
      expertNote: null,
      expertRequestedAt: null,
      expertClaimedAt: null,
      discussionLastAt: null,
      discussionPreview: null,
      createdAt: '2026-01-05T10:30:00.000Z',
      updatedAt: '2026-01-06T10:30:00.000Z',
    });
  });

  it('reads the fields an older case lacks as empty, and a status it does not know as malformed', () => {
    expect(caseDocSchema.parse(stored).tracked).toBeUndefined();
    expect(caseDocSchema.parse(stored)).toMatchObject({
      receiptNumber: null,
      submissionDate: null,
      feeCents: null,
      attachments: [],
      expertHighlights: [],
      // Written before entries were keyed: shown as stored.
      timeline: [{ date: '2026-01-05T10:30:00.000Z', event: 'Case opened', keyed: null, by: 'system' }],
    });
    expect(caseDocSchema.safeParse({ ...stored, status: 'open' }).success).toBe(false);
    expect(caseDocSchema.safeParse({ ...stored, feeCents: 12.5 }).success).toBe(false);
  });

  it('fills what a case made by hand may leave out', () => {
    const { chatId: _chat, category: _category, status: _status, timeline: _timeline, updatedAt: _updated, ...bare } = stored;
    expect(caseDocSchema.parse(bare)).toMatchObject({
      chatId: null,
      category: null,
      status: 'Open',
      timeline: [],
      updatedAt: '2026-01-05T10:30:00.000Z',
    });
  });

  it('reads a timeline date entered by hand as a Timestamp', () => {
    const parsed = caseDocSchema.parse({ ...stored, timeline: [{ date: created, event: 'Interview scheduled' }] });
    expect(parsed.timeline).toEqual([{ date: '2026-01-05T10:30:00.000Z', event: 'Interview scheduled', keyed: null, by: 'system' }]);
  });

  it('refuses a case without its owner, or with fields of the wrong type', () => {
    const { ownerUid: _owner, ...ownerless } = stored;
    for (const bad of [
      ownerless,
      { ...stored, caseName: 42 },
      { ...stored, timeline: 'opened' },
      { ...stored, timeline: [{ event: 'no date' }] },
      { ...stored, createdAt: 'last week' },
    ]) {
      expect(caseDocSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('leaves a malformed case out of a list, with a warning', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const docs = [
      { id: 'good', data: () => stored },
      { id: 'bad', data: () => ({ ...stored, caseName: 42 }) },
    ];
    expect(decodeDocs(caseDocSchema, docs, 'cases', (value, id) => ({ id, ...value })).map((c) => c.id)).toEqual(['good']);
    expect(warn).toHaveBeenCalledWith(expect.any(String), { collection: 'cases', documentId: 'bad', issuePaths: 'caseName' });
  });
});
