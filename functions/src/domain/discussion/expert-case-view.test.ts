import { describe, expect, it } from 'vitest';
import type { CaseExpertRequest } from '../cases/case-record';
import { caseDetailsFixture as details, caseRecord } from '../cases/testing/case-fixture';
import { byLatestActivity, toExpertCaseSummary, toExpertCaseView } from './expert-case-view';

const held: CaseExpertRequest = {
  state: 'assigned',
  note: 'Please look',
  requestedAt: '2026-03-01T09:00:00.000Z',
  expertUid: 'eva',
  expertName: 'Eva Expert',
  claimedAt: '2026-03-02T09:00:00.000Z',
};

describe('expert case views', () => {
  const record = caseRecord({
    expertRequest: held,
    discussion: { lastSeq: 4, lastActivityAt: '2026-03-03T10:00:00.000Z', lastPreview: 'Thanks', unreadByApplicant: 1, unreadByExpert: 2 },
  });

  it('the holder sees their unread count; another expert (browsing) sees none; never the expert\u2019s uid', () => {
    const mine = toExpertCaseSummary(record, 'eva', { documents: 1, reviews: 0, eligibilityChecks: 2 });
    expect(mine).toMatchObject({
      unread: 2,
      category: 'Family-Based',
      shared: { documents: 1, reviews: 0, eligibilityChecks: 2 },
      lastMessagePreview: 'Thanks',
    });
    expect(mine.expertRequest).toEqual({
      state: 'assigned',
      note: 'Please look',
      requestedAt: held.requestedAt,
      expertName: 'Eva Expert',
      claimedAt: held.claimedAt,
    });
    expect(toExpertCaseSummary(record, 'emil', { documents: 0, reviews: 0, eligibilityChecks: 0 }).unread).toBe(0);
    expect(JSON.stringify(mine)).not.toContain('"eva"');
  });

  it('the view counts what the details hold and says whether the caller holds the case', () => {
    const view = toExpertCaseView(record, 'eva', details({ expertHighlights: ['x'] }));
    expect(view.assignedToMe).toBe(true);
    expect(view.summary.shared).toEqual({ documents: 0, reviews: 0, eligibilityChecks: 0 });
    expect(view.details.expertHighlights).toEqual(['x']);
    expect(view.timeline).toEqual(record.timeline);
    expect(
      toExpertCaseView(
        caseRecord({ expertRequest: { ...held, state: 'queued', expertUid: null, expertName: null, claimedAt: null } }),
        'eva',
        details(),
      ).assignedToMe,
    ).toBe(false);
  });

  it('orders rows by latest activity, newest first', () => {
    const rows = [
      {
        ...toExpertCaseSummary(caseRecord({ id: 'a' }), 'eva', { documents: 0, reviews: 0, eligibilityChecks: 0 }),
        lastActivityAt: '2026-01-01T00:00:00.000Z',
      },
      {
        ...toExpertCaseSummary(caseRecord({ id: 'b' }), 'eva', { documents: 0, reviews: 0, eligibilityChecks: 0 }),
        lastActivityAt: '2026-02-01T00:00:00.000Z',
      },
      { ...toExpertCaseSummary(caseRecord({ id: 'c' }), 'eva', { documents: 0, reviews: 0, eligibilityChecks: 0 }), lastActivityAt: null },
    ];
    expect(byLatestActivity(rows).map((r) => r.caseId)).toEqual(['b', 'a', 'c']);
  });
});
