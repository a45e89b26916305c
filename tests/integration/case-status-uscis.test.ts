// The uscis provider through the service that uses it (services/case-status.ts), against the local fake of USCIS's
// Case Status API, with cases stored in the emulator: a status change updates the case, its timeline and the bell;
// an unknown receipt and a timeout are clear errors that change nothing; another user's case is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUscisServer, type FakeUscisServer } from '../../functions/src/case-status/testing/fake-uscis-server';
import { createUscisProvider } from '../../functions/src/case-status/uscis/uscis-provider';
import type { CaseStatusProvider } from '../../functions/src/case-status/provider';
import { DomainError } from '../../functions/src/domain/errors';
import { checkCaseStatus } from '../../functions/src/services/case-status';
import type { CaseSummary } from '../../functions/src/shared/cases/case-views';
import { api, createTestUser, type TestUser } from '../support/stack';

const APPROVED_RECEIPT = 'IOE2690000001';
const UNKNOWN_RECEIPT = 'IOE2690000002';
const SLOW_RECEIPT = 'IOE2690000003';
const today = new Date();
const usDate = `${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}-${today.getUTCFullYear()} 09:30:00`;

async function track(user: TestUser, receiptNumber: string): Promise<CaseSummary> {
  const res = await api<{ case: CaseSummary }>('/cases', {
    token: user.idToken,
    body: { formType: 'I-130', receiptNumber, submissionDate: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10) },
  });
  expect(res.status).toBe(201);
  return res.body.case;
}

const current = async (user: TestUser, caseId: string) =>
  (await api<{ case: CaseSummary }>(`/cases/${caseId}`, { token: user.idToken })).body.case;

async function domainError(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('the uscis case status provider, end to end against its fake', () => {
  let fake: FakeUscisServer;
  let provider: CaseStatusProvider;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    fake = await startFakeUscisServer();
    provider = createUscisProvider({ baseUrl: fake.baseUrl, clientId: fake.clientId, clientSecret: fake.clientSecret, timeoutMs: 1000 });
    fake.setCase(APPROVED_RECEIPT, {
      kind: 'status',
      caseStatus: {
        receiptNumber: APPROVED_RECEIPT,
        formType: 'I-130',
        submittedDate: usDate,
        modifiedDate: usDate,
        current_case_status_text_en: 'Case Was Approved',
        current_case_status_desc_en: 'We approved your Form I-130 and mailed you an approval notice.',
        hist_case_status: null,
      },
    });
    fake.setCase(SLOW_RECEIPT, {
      kind: 'status',
      delayMs: 3000,
      caseStatus: {
        receiptNumber: SLOW_RECEIPT,
        formType: 'I-130',
        current_case_status_text_en: 'Case Was Approved',
        current_case_status_desc_en: '',
      },
    });
    [alice, bob] = await Promise.all([createTestUser('Alice Uscis'), createTestUser('Bob Uscis')]);
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('applies a status change: the case, its timeline (by USCIS) and a notification', async () => {
    const tracked = await track(alice, APPROVED_RECEIPT);
    const first = await checkCaseStatus(alice.uid, tracked.caseId, provider);
    expect(first.changed).toBe(true);
    expect(first.case).toMatchObject({ status: 'Approved', latestNotice: 'Case Was Approved' });
    expect(first.case.timeline.at(-1)).toMatchObject({ event: 'Case Was Approved (status: Approved)', by: 'uscis' });
    expect(first.case.timeline.at(-1)?.date.slice(0, 10)).toBe(today.toISOString().slice(0, 10));
    expect(await current(alice, tracked.caseId)).toEqual(first.case);
    const notes = await api<{ notifications: Array<{ message: string; link: string }> }>('/notifications', { token: alice.idToken });
    expect(notes.body.notifications[0]).toMatchObject({ link: `/cases/view?case=${tracked.caseId}` });
    expect(notes.body.notifications[0]?.message).toContain('is now Approved: Case Was Approved');
    // The fake saw the bearer token and the receipt number.
    expect(fake.statusRequests.at(-1)?.path).toContain(APPROVED_RECEIPT);

    // Asking again brings nothing new: no second entry, no second notification.
    const again = await checkCaseStatus(alice.uid, tracked.caseId, provider);
    expect(again.changed).toBe(false);
    expect(again.case.timeline).toHaveLength(first.case.timeline.length);
    const after = await api<{ notifications: unknown[] }>('/notifications', { token: alice.idToken });
    expect(after.body.notifications).toHaveLength(notes.body.notifications.length);
  });

  it('answers an unknown receipt with a conflict that names it, changing nothing', async () => {
    const tracked = await track(alice, UNKNOWN_RECEIPT);
    const error = await domainError(checkCaseStatus(alice.uid, tracked.caseId, provider));
    expect(error.code).toBe('conflict');
    expect(error.message).toContain(UNKNOWN_RECEIPT);
    expect(await current(alice, tracked.caseId)).toEqual(tracked);
  });

  it('answers a timeout as unavailable within the budget, changing nothing', async () => {
    const tracked = await track(alice, SLOW_RECEIPT);
    const started = Date.now();
    const error = await domainError(checkCaseStatus(alice.uid, tracked.caseId, provider));
    expect(error.code).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2900);
    expect(await current(alice, tracked.caseId)).toEqual(tracked);
  });

  it("does not check another user's case", async () => {
    const tracked = await track(alice, APPROVED_RECEIPT);
    const before = fake.statusRequests.length;
    const error = await domainError(checkCaseStatus(bob.uid, tracked.caseId, provider));
    expect(error.code).toBe('not-found');
    expect(fake.statusRequests.length).toBe(before);
  });
});
