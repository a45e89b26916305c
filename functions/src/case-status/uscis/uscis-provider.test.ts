// Contract tests: the real client talks real HTTP to a local fake of USCIS's Case Status API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CaseStatusUnavailableError, type StatusCheck } from '../status-check';
import { startFakeUscisServer, type FakeCaseStatus, type FakeUscisServer } from '../testing/fake-uscis-server';
import { createUscisProvider, type UscisProviderOptions } from './uscis-provider';

const APPROVED_RECEIPT = 'EAC9999103403';
const PENDING_RECEIPT = 'LIN9999106498';

/** Shaped like the API page's example answer; the words are ours. */
const APPROVED: FakeCaseStatus = {
  receiptNumber: APPROVED_RECEIPT,
  formType: 'I-130',
  submittedDate: '03-14-2023 09:12:40',
  modifiedDate: '09-05-2023 14:28:46',
  current_case_status_text_en: 'Case Was Approved',
  current_case_status_desc_en:
    'On September 5, 2023, we approved your Form I-130. If you move, tell us at <a href="https://www.uscis.gov/addresschange">www.uscis.gov/addresschange</a>.',
  current_case_status_text_es: 'Caso Fue Aprobado',
  current_case_status_desc_es: 'El 5 de septiembre de 2023 aprobamos su caso.',
  hist_case_status: [
    { date: '2023-06-01', completed_text_en: 'We took your fingerprints.', completed_text_es: '…' },
    { date: '2023-03-14', completed_text_en: 'We received your Form I-130.', completed_text_es: '…' },
  ],
};

const REQUEST_FOR_EVIDENCE: FakeCaseStatus = {
  receiptNumber: PENDING_RECEIPT,
  formType: 'I-485',
  current_case_status_text_en: 'Request for Additional Evidence Was Sent',
  current_case_status_desc_en: 'We sent you a request for evidence.',
  hist_case_status: null,
};

let fake: FakeUscisServer;
let clock: number;

beforeEach(async () => {
  fake = await startFakeUscisServer();
  fake.setCase(APPROVED_RECEIPT, { kind: 'status', caseStatus: APPROVED });
  fake.setCase(PENDING_RECEIPT, { kind: 'status', caseStatus: REQUEST_FOR_EVIDENCE });
  clock = Date.UTC(2026, 10, 22, 12);
});

afterEach(async () => {
  await fake.close();
});

function provider(overrides: Partial<UscisProviderOptions> = {}) {
  return createUscisProvider({
    baseUrl: fake.baseUrl,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    timeoutMs: 5000,
    now: () => clock,
    ...overrides,
  });
}

async function unavailable(check: Promise<StatusCheck>): Promise<CaseStatusUnavailableError> {
  const error = await check.then(
    (result) => new Error(`expected the check to fail, got ${JSON.stringify(result)}`),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof CaseStatusUnavailableError)) throw error;
  return error;
}

describe('uscis case status provider', () => {
  it("reports an approval with USCIS's text, the mapped status, dates and history oldest first", async () => {
    const result = await provider().check(APPROVED_RECEIPT);

    expect(result).toEqual({
      kind: 'report',
      report: {
        receiptNumber: APPROVED_RECEIPT,
        formType: 'I-130',
        statusText: 'Case Was Approved',
        description: 'On September 5, 2023, we approved your Form I-130. If you move, tell us at www.uscis.gov/addresschange.',
        status: 'Approved',
        updatedOn: '2023-09-05',
        history: [
          { date: '2023-03-14', statusText: 'We received your Form I-130.' },
          { date: '2023-06-01', statusText: 'We took your fingerprints.' },
        ],
      },
    });
  });

  it('reports a request for evidence as Pending, without dates or history when USCIS sends none', async () => {
    const result = await provider().check(PENDING_RECEIPT);

    expect(result).toMatchObject({
      kind: 'report',
      report: {
        statusText: 'Request for Additional Evidence Was Sent',
        status: 'Pending',
        formType: 'I-485',
        updatedOn: null,
        history: [],
      },
    });
  });

  it('sees a status change between two checks', async () => {
    const p = provider();
    fake.setCase(PENDING_RECEIPT, {
      kind: 'status',
      caseStatus: { ...REQUEST_FOR_EVIDENCE, current_case_status_text_en: 'Case Was Denied' },
    });

    const result = await p.check(PENDING_RECEIPT);

    expect(result.kind === 'report' && [result.report.statusText, result.report.status]).toEqual(['Case Was Denied', 'Denied']);
  });

  it('answers unknown-receipt for a receipt USCIS does not know (404)', async () => {
    const result = await provider().check('SRC0000000001');

    expect(result).toEqual({ kind: 'unknown-receipt' });
    expect(fake.statusRequests.map((r) => r.path)).toEqual(['/case-status/SRC0000000001']);
  });

  it('normalises the receipt number and never sends one that cannot be a receipt number', async () => {
    const p = provider();

    expect((await p.check('eac-9999-103403')).kind).toBe('report');
    expect(await p.check('EAC/../oauth')).toEqual({ kind: 'unknown-receipt' });
    expect(fake.statusRequests.map((r) => r.path)).toEqual([`/case-status/${APPROVED_RECEIPT}`]);
  });

  it('requests the token with client credentials as form fields and sends it as a bearer token', async () => {
    await provider().check(APPROVED_RECEIPT);

    const [tokenRequest, statusRequest] = fake.requests;
    expect(tokenRequest?.method).toBe('POST');
    expect(tokenRequest?.path).toBe('/oauth/accesstoken');
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest?.form).toEqual({ grant_type: 'client_credentials', client_id: fake.clientId, client_secret: fake.clientSecret });
    expect(statusRequest?.method).toBe('GET');
    expect(statusRequest?.headers.authorization).toBe('Bearer fake-token-1');
    expect(fake.requests).toHaveLength(2);
  });

  it('reuses the token: one token request for two checks', async () => {
    const p = provider();

    await p.check(APPROVED_RECEIPT);
    await p.check(PENDING_RECEIPT);

    expect(fake.tokenRequests).toBe(1);
    expect(fake.statusRequests.map((r) => r.headers.authorization)).toEqual(['Bearer fake-token-1', 'Bearer fake-token-1']);
  });

  it('shares one token request between checks running at the same time', async () => {
    const p = provider();

    await Promise.all([p.check(APPROVED_RECEIPT), p.check(PENDING_RECEIPT), p.check(APPROVED_RECEIPT)]);

    expect(fake.tokenRequests).toBe(1);
    expect(fake.statusRequests).toHaveLength(3);
  });

  it('fetches a new token shortly before the old one expires', async () => {
    const p = provider();
    await p.check(APPROVED_RECEIPT);

    clock += 1700 * 1000; // the fake's tokens live 1799 s: still a minute and more to go
    await p.check(APPROVED_RECEIPT);
    expect(fake.tokenRequests).toBe(1);

    clock += 60 * 1000; // within the last minute
    await p.check(APPROVED_RECEIPT);
    expect(fake.tokenRequests).toBe(2);
    expect(fake.statusRequests.at(-1)?.headers.authorization).toBe('Bearer fake-token-2');
  });

  it('refreshes the token once when USCIS refuses it (401) and repeats the request', async () => {
    const p = provider();
    await p.check(APPROVED_RECEIPT);
    fake.expireTokens();

    const result = await p.check(APPROVED_RECEIPT);

    expect(result.kind).toBe('report');
    expect(fake.tokenRequests).toBe(2);
    expect(fake.statusRequests.map((r) => r.headers.authorization)).toEqual([
      'Bearer fake-token-1',
      'Bearer fake-token-1',
      'Bearer fake-token-2',
    ]);
  });

  it('gives up when even a fresh token is refused, without looping', async () => {
    fake.setCase(APPROVED_RECEIPT, { kind: 'error', status: 401, body: { code: 401, message: 'refused' } });

    const error = await unavailable(provider().check(APPROVED_RECEIPT));

    expect(error.reason).toBe('credentials');
    expect(fake.tokenRequests).toBe(2);
    expect(fake.statusRequests).toHaveLength(2);
  });

  it('is unavailable with wrong credentials, and never asks for a case', async () => {
    const error = await unavailable(provider({ clientSecret: 'not-the-secret' }).check(APPROVED_RECEIPT));

    expect(error.reason).toBe('credentials');
    expect(error.httpStatus).toBe(401);
    expect(error.message).not.toContain('not-the-secret');
    expect(fake.statusRequests).toHaveLength(0);
  });

  it('is unavailable when the token endpoint fails, and tries again on the next check', async () => {
    const p = provider();
    fake.failTokens({ status: 503 });
    expect((await unavailable(p.check(APPROVED_RECEIPT))).reason).toBe('http-status');

    fake.failTokens(undefined);
    expect((await p.check(APPROVED_RECEIPT)).kind).toBe('report');
    expect(fake.tokenRequests).toBe(2);
  });

  it.each([500, 502, 503, 429])('turns HTTP %i into unavailable without retrying', async (status) => {
    fake.setCase(APPROVED_RECEIPT, { kind: 'error', status });

    const error = await unavailable(provider().check(APPROVED_RECEIPT));

    expect(error.reason).toBe('http-status');
    expect(error.httpStatus).toBe(status);
    expect(error.message).toBe('USCIS case status is not available right now. Try again in a few minutes.');
    expect(fake.statusRequests).toHaveLength(1);
  });

  it('gives up on a slow answer after timeoutMs', async () => {
    fake.setCase(APPROVED_RECEIPT, { kind: 'status', caseStatus: APPROVED, delayMs: 3000 });
    const started = performance.now();

    const error = await unavailable(provider({ timeoutMs: 250 }).check(APPROVED_RECEIPT));

    const elapsed = performance.now() - started;
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('USCIS did not answer in time. Try again in a few minutes.');
    expect(elapsed).toBeGreaterThanOrEqual(240);
    expect(elapsed).toBeLessThan(2000);
  });

  it("honours the caller's abort signal", async () => {
    fake.setCase(APPROVED_RECEIPT, { kind: 'status', caseStatus: APPROVED, delayMs: 3000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);

    const error = await unavailable(provider().check(APPROVED_RECEIPT, controller.signal));

    expect(error.reason).toBe('cancelled');
  });

  it('is unavailable when USCIS cannot be reached', async () => {
    const closed = await startFakeUscisServer();
    const baseUrl = closed.baseUrl;
    await closed.close();

    const error = await unavailable(provider({ baseUrl }).check(APPROVED_RECEIPT));

    expect(error.reason).toBe('unreachable');
  });

  it.each([
    ['a body that is not JSON', { kind: 'raw', status: 200, body: '{"case_status": {"current_case_status_text_en": "Case Was' }],
    ['an answer without case_status', { kind: 'raw', status: 200, body: '{"message": "ok"}' }],
    ['a status without its title', { kind: 'status', caseStatus: { ...APPROVED, current_case_status_text_en: '' } }],
    ['an answer about another receipt', { kind: 'status', caseStatus: { ...APPROVED, receiptNumber: 'WAC1234567890' } }],
  ] as const)('is unavailable for a malformed answer: %s', async (_label, answer) => {
    fake.setCase(APPROVED_RECEIPT, answer);

    const error = await unavailable(provider().check(APPROVED_RECEIPT));

    expect(error.reason).toBe('malformed');
  });

  it('takes the date of the latest step when modifiedDate is missing (IOE receipts)', async () => {
    fake.setCase('IOE0912345678', {
      kind: 'status',
      caseStatus: {
        receiptNumber: 'IOE0912345678',
        formType: 'I-765',
        current_case_status_text_en: 'Card Was Mailed To Me',
        current_case_status_desc_en: 'We mailed your card.',
        hist_case_status: [
          { date: '2026-10-02', completed_text_en: 'We approved your case.' },
          { date: '2026-10-09', completed_text_en: 'We mailed your card.' },
        ],
      },
    });

    const result = await provider().check('IOE0912345678');

    expect(result).toMatchObject({ kind: 'report', report: { status: 'Approved', updatedOn: '2026-10-09' } });
  });
});
