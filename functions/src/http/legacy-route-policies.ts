// The access policies of the routes that have no contract yet, by area (routes/<area>.ts): route-policies.ts adds
// them to the policies its contracts give. Migrating an area to contracts (docs/api-contracts.md) deletes its
// block here; once every area is migrated this file goes.
import { MAX_REVIEW_FILES, REVIEW_FILES_FIELD } from '../shared/documents/review-inputs';
import type { HttpMethod } from '../shared/contracts/contract';
import type { OwnerOf, RoutePolicy } from './route-policies';

const NONE = { kind: 'none' } as const;
const JSON_BODY = { kind: 'json' } as const;
/** Money, settings and the account: see RoutePolicy.checkRevoked. */
const SENSITIVE = { checkRevoked: true } as const;

/** A route for signed-in users only; by default it reads no body and trusts a valid token without asking Auth. */
function signedIn<const P extends string>(
  method: HttpMethod,
  path: P,
  owner: OwnerOf<P>,
  options: Partial<Pick<RoutePolicy, 'checkRevoked' | 'input' | 'references' | 'creates' | 'role'>> = {},
): RoutePolicy {
  return {
    method,
    path,
    access: 'signed-in',
    owner,
    checkRevoked: options.checkRevoked ?? false,
    input: options.input ?? NONE,
    ...options,
  };
}

/** A route anyone may call, without a token (the token check skips it); it reads no body. */
function publicRoute<const P extends string>(method: HttpMethod, path: P, owner: OwnerOf<P>): RoutePolicy {
  return { method, path, access: 'public', owner, checkRevoked: false, input: NONE };
}

export const LEGACY_ROUTE_POLICIES: Readonly<Record<string, readonly RoutePolicy[]>> = {
  users: [signedIn('POST', '/users', 'self', { ...SENSITIVE, input: JSON_BODY }), signedIn('GET', '/verify', 'self', SENSITIVE)],
  assistant: [signedIn('GET', '/common-questions', 'none'), signedIn('GET', '/function-schemas', 'none')],
  chats: [
    signedIn('GET', '/chats', 'self'),
    signedIn('GET', '/chats/:chatId/messages', { chatId: 'chat' }),
    signedIn('GET', '/chats/:chatId/summary', { chatId: 'chat' }),
    signedIn('POST', '/chats/:chatId/interactions/:callId/result', { chatId: 'chat', callId: 'tool-call' }, { input: JSON_BODY }),
    signedIn(
      'POST',
      '/chats/:chatId/attachments',
      { chatId: 'chat' },
      { input: { kind: 'multipart', fileField: 'file' }, creates: 'chatId' },
    ),
  ],
  eligibility: [
    signedIn('POST', '/ai-assistant/eligibility', 'self', { input: JSON_BODY, references: { body: { caseId: 'case', chatId: 'chat' } } }),
  ],
  'document-review': [
    signedIn('POST', '/ai-assistant/documents', 'self', {
      input: { kind: 'multipart', fileField: REVIEW_FILES_FIELD, maxFiles: MAX_REVIEW_FILES },
      references: { body: { caseId: 'case', chatId: 'chat' } },
    }),
    signedIn('POST', '/ai-assistant/documents/reset', 'self', { input: JSON_BODY, references: { body: { reviewId: 'review' } } }),
    signedIn('GET', '/ai-assistant/documents/:reviewId', { reviewId: 'review' }),
    signedIn('GET', '/ai-assistant/documents/:reviewId/report.pdf', { reviewId: 'review' }),
    signedIn(
      'POST',
      '/ai-assistant/documents/:reviewId/case',
      { reviewId: 'review' },
      { input: JSON_BODY, references: { body: { caseId: 'case' } } },
    ),
    signedIn('POST', '/ai-assistant/documents/:reviewId/share', { reviewId: 'review' }),
    signedIn('DELETE', '/ai-assistant/documents/:reviewId/share', { reviewId: 'review' }),
    signedIn('POST', '/ai-assistant/documents/:reviewId/chat', { reviewId: 'review' }),
  ],
  'shared-reports': [publicRoute('GET', '/shared/reports/:token', { token: 'share-token' })],
  documents: [
    signedIn('GET', '/documents', 'self', { references: { query: { caseId: 'case' } } }),
    signedIn('POST', '/documents', 'self', { input: { kind: 'multipart', fileField: 'file' }, references: { body: { caseId: 'case' } } }),
    signedIn('GET', '/documents/:name/content', { name: 'document-name' }),
    signedIn('DELETE', '/documents/:name', { name: 'document-name' }),
  ],
  content: [
    signedIn('GET', '/articles', 'none'),
    signedIn('GET', '/articles/:id', { id: 'article' }),
    signedIn('GET', '/news', 'none'),
    signedIn('GET', '/news/:id', { id: 'news' }),
    signedIn('GET', '/glossary', 'none'),
    signedIn('GET', '/faq', 'none'),
  ],
  knowledge: [signedIn('GET', '/knowledge/cards', 'none'), signedIn('GET', '/knowledge/cards/:id', { id: 'knowledge-card' })],
  settings: [
    signedIn('GET', '/settings', 'self', SENSITIVE),
    signedIn('PUT', '/settings', 'self', { ...SENSITIVE, input: JSON_BODY }),
    // A verified phone for SMS reminders.
    signedIn('POST', '/settings/phone-verification', 'self', { ...SENSITIVE, input: JSON_BODY }),
    signedIn('POST', '/settings/phone-verification/confirm', 'self', { ...SENSITIVE, input: JSON_BODY }),
  ],
  support: [
    signedIn('GET', '/tickets', 'self'),
    signedIn('POST', '/tickets', 'self', { input: { kind: 'json-or-multipart', fileField: 'attachment' } }),
    signedIn('GET', '/tickets/:id', { id: 'ticket' }),
    signedIn('GET', '/tickets/:id/attachment', { id: 'ticket' }),
    signedIn('POST', '/tickets/:id/messages', { id: 'ticket' }, { input: JSON_BODY }),
  ],
  audit: [signedIn('GET', '/audit-log', 'self', SENSITIVE)],
  compliance: [
    signedIn('GET', '/compliance', 'self'),
    signedIn('GET', '/compliance/cases/:id', { id: 'case' }),
    signedIn('PUT', '/compliance/cases/:id/items', { id: 'case' }, { input: JSON_BODY }),
  ],
  deadlines: [
    signedIn('GET', '/deadlines', 'self'),
    signedIn('PUT', '/deadlines/facts', 'self', { input: JSON_BODY }),
    signedIn('POST', '/reminders', 'self', { input: JSON_BODY, references: { body: { caseId: 'case' } } }),
    signedIn('PATCH', '/reminders/:reminderId', { reminderId: 'reminder' }, { input: JSON_BODY }),
    signedIn('DELETE', '/reminders/:reminderId', { reminderId: 'reminder' }),
  ],
  account: [
    signedIn('GET', '/account/export', 'self', SENSITIVE),
    signedIn('POST', '/account/delete', 'self', { ...SENSITIVE, input: JSON_BODY }),
  ],
};
