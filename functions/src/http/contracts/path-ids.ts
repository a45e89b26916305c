// How a contract's path ids are checked before its handler runs (shared/contracts/contract.ts ROUTE_ID_KINDS). An id
// that cannot name a document of its kind answers exactly as a missing or someone else's one does: 404 with the
// message its service gives for a missing one, so ids cannot be told apart by their answers.
import { notFound } from '../../domain/errors';
import { APPOINTMENT_NOT_FOUND, CALENDAR_FEED_NOT_FOUND } from '../../services/appointments';
import { INVOICE_NOT_FOUND, METHOD_NOT_FOUND } from '../../services/billing';
import { CASE_NOT_FOUND } from '../../services/cases';
import { CHAT_NOT_FOUND } from '../../services/chats';
import { REMINDER_NOT_FOUND } from '../../services/deadlines';
import { DISCUSSION_NOT_FOUND } from '../../services/discussion';
import { REVIEW_NOT_FOUND } from '../../services/document-review';
import { SHARED_REPORT_NOT_FOUND } from '../../services/report-shares';
import { TICKET_NOT_FOUND } from '../../services/support';
import type { RouteIdKind } from '../../shared/contracts/contract';
import { msg, type Message } from '../../shared/i18n/message';
import { isDocId } from '../../shared/ids';

/**
 * `doc-id`: our one document-id pattern (shared/ids.ts), checked here without a lookup; anything else is missing,
 * with the message of a missing one. `name`: a file name or a content id, which its service looks up as it is and
 * answers for (Express never hands over an empty segment).
 */
type PathIdRule = { readonly format: 'doc-id'; readonly notFound: Message } | { readonly format: 'name' };

const docId = (message: Message): PathIdRule => ({ format: 'doc-id', notFound: message });
const name: PathIdRule = { format: 'name' };

export const PATH_ID_RULES: { readonly [Kind in RouteIdKind]: PathIdRule } = {
  chat: docId(CHAT_NOT_FOUND),
  review: docId(REVIEW_NOT_FOUND),
  'share-token': docId(SHARED_REPORT_NOT_FOUND),
  'tool-call': docId(msg('errors:toolCallNotFound')),
  case: docId(CASE_NOT_FOUND),
  invoice: docId(INVOICE_NOT_FOUND),
  'payment-method': docId(METHOD_NOT_FOUND),
  ticket: docId(TICKET_NOT_FOUND),
  'document-name': name,
  article: name,
  news: name,
  'knowledge-card': name,
  form: name,
  discussion: docId(DISCUSSION_NOT_FOUND),
  'discussion-file': docId(msg('errors:fileNotFound')),
  'expert-case': docId(CASE_NOT_FOUND),
  'case-document': name,
  appointment: docId(APPOINTMENT_NOT_FOUND),
  'calendar-token': docId(CALENDAR_FEED_NOT_FOUND),
  reminder: docId(REMINDER_NOT_FOUND),
};

/** A path id of `kind`, or the 404 a missing one of that kind gets. */
export function pathId(kind: RouteIdKind, value: unknown): string {
  const rule = PATH_ID_RULES[kind];
  if (rule.format === 'doc-id') {
    if (!isDocId(value)) throw notFound(rule.notFound);
    return value;
  }
  if (typeof value !== 'string' || value === '') throw notFound();
  return value;
}
