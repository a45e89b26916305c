// One interface for "what is the status of this filed application?", whichever source answers. Services pick the
// provider through ./provider.ts and turn CaseStatusUnavailableError into the `unavailable` domain error.
import type { StatusUpdateStatus } from '../shared/cases/case-status';
import type { CaseStatusProviderName } from '../shared/cases/case-views';
import { renderEnglish } from '../domain/i18n/render';
import type { Message } from '../shared/i18n/message';

/** What USCIS says about one receipt number, with its text mapped to our three statuses. */
export interface CaseStatusReport {
  /** Normal form, e.g. "EAC2190123456". */
  receiptNumber: string;
  /** The form as USCIS names it, e.g. "I-130"; null when the answer has none. */
  formType: string | null;
  /** USCIS's own short status, e.g. "Case Was Approved": shown as USCIS wrote it. */
  statusText: string;
  /** USCIS's longer explanation, as plain text (USCIS sometimes includes HTML links). */
  description: string;
  status: StatusUpdateStatus;
  /** YYYY-MM-DD of USCIS's last change, or null when the answer does not say. */
  updatedOn: string | null;
  /** Earlier steps USCIS lists, oldest first. */
  history: Array<{ date: string; statusText: string }>;
}

export type StatusCheck =
  | { kind: 'report'; report: CaseStatusReport }
  /** USCIS does not know the receipt number (mistyped, too new, or a sandbox that knows only test numbers). */
  | { kind: 'unknown-receipt' }
  /** There is no automatic source: the applicant records status changes themselves. */
  | { kind: 'manual' };

export interface CaseStatusProvider {
  readonly name: CaseStatusProviderName;
  /** Throws CaseStatusUnavailableError when the source cannot answer now; never for an unknown receipt number. */
  check(receiptNumber: string, signal?: AbortSignal): Promise<StatusCheck>;
}

/** Why a check could not be answered: for logs and tests; the message is what a user may read. */
export type UnavailableReason = 'timeout' | 'cancelled' | 'unreachable' | 'http-status' | 'credentials' | 'malformed';

export class CaseStatusUnavailableError extends Error {
  readonly reason: UnavailableReason;
  /** The HTTP status that caused it, when there was one. */
  readonly httpStatus: number | undefined;

  constructor(
    reason: UnavailableReason,
    /** What a user may read. */
    readonly userMessage: Message,
    options?: { cause?: unknown; httpStatus?: number },
  ) {
    super(renderEnglish(userMessage), options);
    this.name = 'CaseStatusUnavailableError';
    this.reason = reason;
    this.httpStatus = options?.httpStatus;
  }
}
