import { describe, expect, it } from 'vitest';
import { applyExpertDecision } from '../cases/case-changes';
import type { CaseExpertRequest } from '../cases/case-record';
import { caseRecord } from '../cases/testing/case-fixture';
import { DomainError } from '../errors';
import { assertHolder, claimCase, expertAccess, releaseCase, requestExperts, returnToQueue, withdrawRequest } from './expert-request';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const EVA = { uid: 'eva', name: 'Eva Expert' };
const queued: CaseExpertRequest = {
  state: 'queued',
  note: 'Please look',
  requestedAt: '2026-03-01T09:00:00.000Z',
  expertUid: null,
  expertName: null,
  claimedAt: null,
};
const heldBy = (uid: string, name = 'Eva Expert'): CaseExpertRequest => ({
  ...queued,
  state: 'assigned',
  expertUid: uid,
  expertName: name,
  claimedAt: '2026-03-02T09:00:00.000Z',
});

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('requestExperts', () => {
  it('queues a case with the note and a timeline entry by the applicant', () => {
    const change = requestExperts(caseRecord({ status: 'Open' }), 'Please look', NOW);
    expect(change).toEqual({
      request: { state: 'queued', note: 'Please look', requestedAt: NOW.toISOString(), expertUid: null, expertName: null, claimedAt: null },
      entries: [{ date: NOW.toISOString(), event: 'Sent to experts', keyed: expect.anything(), by: 'applicant' }],
      changed: true,
    });
  });

  it('works for every status but Archived, a Draft included', () => {
    for (const status of ['Draft', 'Open', 'Pending', 'Approved', 'Denied'] as const)
      expect(requestExperts(caseRecord({ status }), '', NOW).changed).toBe(true);
    const error = thrown(() => requestExperts(caseRecord({ status: 'Archived' }), '', NOW));
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('Restore the archived case before sending it to an expert.');
  });

  it('asking again while queued only updates the note, keeping the request time; the same note changes nothing', () => {
    const record = caseRecord({ status: 'Open', expertRequest: queued });
    expect(requestExperts(record, 'New note', NOW)).toEqual({ request: { ...queued, note: 'New note' }, entries: [], changed: false });
    expect(requestExperts(record, 'Please look', NOW)).toEqual({ entries: [], changed: false });
  });

  it('is a conflict while an expert holds the case', () => {
    const error = thrown(() => requestExperts(caseRecord({ status: 'Open', expertRequest: heldBy('eva') }), 'x', NOW));
    expect(error).toMatchObject({ code: 'conflict', message: 'Eva Expert is already handling this case.' });
  });
});

describe('expert access', () => {
  it('any expert sees a queued case; only the holder an assigned one; nobody a case never sent', () => {
    expect(expertAccess(caseRecord({ expertRequest: queued }), 'anyone')).toBe('queued');
    expect(expertAccess(caseRecord({ expertRequest: heldBy('eva') }), 'eva')).toBe('holder');
    expect(expertAccess(caseRecord({ expertRequest: heldBy('eva') }), 'emil')).toBeNull();
    expect(expertAccess(caseRecord(), 'eva')).toBeNull();
  });

  it('holder-only changes: a queue case asks to claim first (409), anyone else\u2019s is not found (404)', () => {
    expect(thrown(() => assertHolder(caseRecord({ expertRequest: queued }), 'eva'))).toMatchObject({
      code: 'conflict',
      message: 'Claim the case first.',
    });
    expect(thrown(() => assertHolder(caseRecord({ expertRequest: heldBy('emil') }), 'eva'))).toMatchObject({
      code: 'not-found',
      message: 'Case not found',
    });
    expect(thrown(() => assertHolder(caseRecord(), 'eva')).code).toBe('not-found');
    expect(() => assertHolder(caseRecord({ expertRequest: heldBy('eva') }), 'eva')).not.toThrow();
  });
});

describe('claim, release, withdraw, return to the queue', () => {
  it('claims a queued case with a timeline entry by the expert', () => {
    const change = claimCase(caseRecord({ expertRequest: queued }), EVA, NOW);
    expect(change.request).toEqual({
      ...queued,
      state: 'assigned',
      expertUid: 'eva',
      expertName: 'Eva Expert',
      claimedAt: NOW.toISOString(),
    });
    expect(change.entries).toEqual([
      { date: NOW.toISOString(), event: 'Expert Eva Expert took the case', keyed: expect.anything(), by: 'expert' },
    ]);
  });

  it('claiming one\u2019s own case again changes nothing; another expert\u2019s is a conflict; a case never sent is not found', () => {
    expect(claimCase(caseRecord({ expertRequest: heldBy('eva') }), EVA, NOW)).toEqual({ entries: [], changed: false });
    expect(thrown(() => claimCase(caseRecord({ expertRequest: heldBy('emil', 'Emil') }), EVA, NOW))).toMatchObject({
      code: 'conflict',
      message: 'Another expert has already taken this case.',
    });
    expect(thrown(() => claimCase(caseRecord(), EVA, NOW)).code).toBe('not-found');
  });

  it('releases back to the queue, keeping the note and the request time', () => {
    const change = releaseCase(caseRecord({ expertRequest: heldBy('eva') }), EVA, NOW);
    expect(change.request).toEqual(queued);
    expect(change.entries[0]).toMatchObject({ event: 'Expert Eva Expert released the case; it is back in the queue', by: 'expert' });
    expect(thrown(() => releaseCase(caseRecord({ expertRequest: queued }), EVA, NOW)).code).toBe('conflict');
    expect(thrown(() => releaseCase(caseRecord({ expertRequest: heldBy('emil') }), EVA, NOW)).code).toBe('not-found');
  });

  it('withdraws a queued or assigned request; nothing to withdraw changes nothing', () => {
    for (const request of [queued, heldBy('eva')]) {
      expect(withdrawRequest(caseRecord({ expertRequest: request }), NOW)).toEqual({
        request: null,
        entries: [{ date: NOW.toISOString(), event: 'Expert request withdrawn', keyed: expect.anything(), by: 'applicant' }],
        changed: true,
      });
    }
    expect(withdrawRequest(caseRecord(), NOW)).toEqual({ entries: [], changed: false });
  });

  it('returns only the former expert\u2019s case to the queue, as the system', () => {
    const change = returnToQueue(caseRecord({ expertRequest: heldBy('eva') }), 'eva', NOW);
    expect(change.request).toEqual(queued);
    expect(change.entries[0]?.by).toBe('system');
    expect(returnToQueue(caseRecord({ expertRequest: heldBy('emil') }), 'eva', NOW).changed).toBe(false);
    expect(returnToQueue(caseRecord({ expertRequest: queued }), 'eva', NOW).changed).toBe(false);
  });
});

describe('applyExpertDecision', () => {
  it('needs no receipt number, and puts the reason on the timeline by the expert', () => {
    const change = applyExpertDecision(
      caseRecord({ status: 'Open', tracked: false }),
      { status: 'Denied', reason: 'No qualifying relationship.' },
      NOW,
    );
    expect(change.changes).toMatchObject({ status: 'Denied', latestNotice: 'Expert decision: No qualifying relationship.' });
    expect(change.entries).toEqual([
      {
        date: NOW.toISOString(),
        event: 'Expert decision: No qualifying relationship. (status: Denied)',
        keyed: expect.anything(),
        by: 'expert',
      },
    ]);
  });

  it('follows the status rules: not on a Draft or an archived case', () => {
    expect(thrown(() => applyExpertDecision(caseRecord({ status: 'Draft' }), { status: 'Approved', reason: 'x' }, NOW)).code).toBe(
      'conflict',
    );
    expect(thrown(() => applyExpertDecision(caseRecord({ status: 'Archived' }), { status: 'Pending', reason: 'x' }, NOW)).code).toBe(
      'conflict',
    );
    for (const status of ['Open', 'Pending', 'Approved', 'Denied'] as const) {
      expect(applyExpertDecision(caseRecord({ status }), { status: 'Approved', reason: 'x' }, NOW).changes.status).toBe('Approved');
    }
  });
});
