// USCIS's Case Status API (developer.uscis.gov, "Case Status API") over Node's fetch: an OAuth 2.0 client
// credentials token from POST /oauth/accesstoken, then GET /case-status/{receiptNumber} with it as a bearer token.
// The token is reused until shortly before it expires, and fetched again once if USCIS refuses it anyway.
// Every failure becomes CaseStatusUnavailableError with a message a user may read; an unknown receipt is an answer.
// The client secret and the tokens are never logged, nor the receipt numbers (they identify a person's case).
import { untilAborted } from '../../shared/abort';
import type { ZodError } from 'zod';
import { log } from '../../log';
import { normalizeReceiptNumber } from '../../shared/cases/receipt-number';
import { CaseStatusUnavailableError, type CaseStatusProvider, type StatusCheck, type UnavailableReason } from '../status-check';
import { caseStatusAnswerSchema, tokenAnswerSchema, toReport } from './answers';
import { msg, type Message } from '../../shared/i18n/message';

export interface UscisProviderOptions {
  /** e.g. https://api-int.uscis.gov (sandbox) or https://api.uscis.gov (production), without a trailing slash. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Budget of one check, token request included. */
  timeoutMs: number;
  /** The clock for token expiry, in epoch milliseconds; tests move it. */
  now?: () => number;
}

const MESSAGES: Record<UnavailableReason, Message> = {
  timeout: msg('errors:uscisTimeout'),
  cancelled: msg('errors:uscisCancelled'),
  unreachable: msg('errors:uscisUnreachable'),
  'http-status': msg('errors:uscisStatusUnavailable'),
  credentials: msg('errors:uscisNoCredentials'),
  malformed: msg('errors:uscisMalformed'),
};

/** A receipt number as the API takes it: three letters, ten digits. Anything else is never sent. */
const RECEIPT = /^[A-Z]{3}\d{10}$/;
/** Renew at most this long before USCIS says a token expires, so it never lapses between our check and its use. */
const TOKEN_MARGIN_MS = 60_000;

const unavailable = (reason: UnavailableReason, options?: { cause?: unknown; httpStatus?: number }) =>
  new CaseStatusUnavailableError(reason, MESSAGES[reason], options);

interface Token {
  value: string;
  renewAt: number;
}

export function createUscisProvider(options: UscisProviderOptions): CaseStatusProvider {
  const { baseUrl, clientId, clientSecret, timeoutMs } = options;
  const now = options.now ?? Date.now;
  let cached: Token | undefined;
  // One token request at a time, shared by the checks that need it.
  let inFlight: Promise<Token> | undefined;

  async function requestToken(): Promise<Token> {
    // Its own budget, not one caller's: other checks may be waiting for the same token.
    const response = await fetch(`${baseUrl}/oauth/accesstoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      await discard(response);
      log.error('USCIS refused the client credentials; check USCIS_CLIENT_ID and USCIS_CLIENT_SECRET', { httpStatus: response.status });
      throw unavailable('credentials', { httpStatus: response.status });
    }
    if (!response.ok) {
      await discard(response);
      throw unavailable('http-status', { httpStatus: response.status });
    }
    const parsed = tokenAnswerSchema.safeParse(await readJson(response));
    if (!parsed.success) throw malformed('token', response.status, parsed.error);
    const lifetimeMs = parsed.data.expires_in * 1000;
    return { value: parsed.data.access_token, renewAt: now() + lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 10) };
  }

  function token(signal: AbortSignal): Promise<string> {
    if (cached !== undefined && now() < cached.renewAt) return Promise.resolve(cached.value);
    inFlight ??= requestToken()
      .then((fresh) => (cached = fresh))
      .finally(() => (inFlight = undefined));
    return untilAborted(inFlight, signal).then((fresh) => fresh.value);
  }

  function getStatus(receipt: string, accessToken: string, signal: AbortSignal): Promise<Response> {
    return fetch(`${baseUrl}/case-status/${encodeURIComponent(receipt)}`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal,
    });
  }

  async function checkWithin(receipt: string, signal: AbortSignal): Promise<StatusCheck> {
    let accessToken = await token(signal);
    let response = await getStatus(receipt, accessToken, signal);
    if (response.status === 401) {
      // Expired or revoked early on USCIS's side: one fresh token, one more try.
      await discard(response);
      if (cached?.value === accessToken) cached = undefined;
      accessToken = await token(signal);
      response = await getStatus(receipt, accessToken, signal);
      if (response.status === 401) {
        await discard(response);
        log.warn('USCIS refused a fresh access token', { httpStatus: 401 });
        throw unavailable('credentials', { httpStatus: 401 });
      }
    }
    // 404 is USCIS's answer for a receipt it does not know; 422 for one it will not look up.
    if (response.status === 404 || response.status === 422) {
      await discard(response);
      return { kind: 'unknown-receipt' };
    }
    if (!response.ok) {
      await discard(response);
      throw unavailable('http-status', { httpStatus: response.status });
    }
    const parsed = caseStatusAnswerSchema.safeParse(await readJson(response));
    if (!parsed.success) throw malformed('case status', response.status, parsed.error);
    const report = toReport(parsed.data, receipt);
    if (report === null) throw malformed('case status', response.status, new Error('answer names another receipt number'));
    return { kind: 'report', report };
  }

  return {
    name: 'uscis',
    async check(receiptNumber, signal) {
      const receipt = normalizeReceiptNumber(receiptNumber);
      if (!RECEIPT.test(receipt)) return { kind: 'unknown-receipt' };
      const timeout = AbortSignal.timeout(timeoutMs);
      const deadline = signal ? AbortSignal.any([timeout, signal]) : timeout;
      try {
        return await checkWithin(receipt, deadline);
      } catch (error) {
        if (signal?.aborted) throw unavailable('cancelled', { cause: error });
        if (timeout.aborted || isTimeout(error)) throw unavailable('timeout', { cause: error });
        if (error instanceof CaseStatusUnavailableError) throw error;
        // fetch's TypeError: refused connection, DNS, TLS, a reset mid-answer.
        throw unavailable('unreachable', { cause: error });
      }
    },
  };
}

function malformed(what: string, httpStatus: number, cause: ZodError | Error): CaseStatusUnavailableError {
  // Field paths only: the values are a person's case.
  const fields = 'issues' in cause ? cause.issues.map((issue) => issue.path.join('.') || '(root)').join(', ') : cause.message;
  log.warn(`USCIS ${what} answer not understood`, { httpStatus, fields });
  return unavailable('malformed', { cause, httpStatus });
}

/** The body as JSON; not JSON (an HTML error page, a cut-off answer) is undefined, which no schema accepts. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Frees the connection of an answer whose body is not needed. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'));
