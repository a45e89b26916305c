// The access policies of the routes that have no contract yet, by area (routes/<area>.ts): route-policies.ts adds
// them to the policies its contracts give. Migrating an area to contracts (docs/api-contracts.md) deletes its
// block here; once every area is migrated this file goes.
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
  eligibility: [
    signedIn('POST', '/ai-assistant/eligibility', 'self', { input: JSON_BODY, references: { body: { caseId: 'case', chatId: 'chat' } } }),
  ],
  expert: [
    signedIn('POST', '/cases/:id/expert-request', { id: 'case' }, { input: JSON_BODY }),
    signedIn('DELETE', '/cases/:id/expert-request', { id: 'case' }),
    signedIn('GET', '/discussions', 'self'),
    signedIn('GET', '/expert/cases', 'none', { role: 'expert' }),
    signedIn('GET', '/expert/cases/:id', { id: 'expert-case' }, { role: 'expert' }),
    signedIn('GET', '/expert/cases/:id/documents/:name', { id: 'expert-case', name: 'case-document' }, { role: 'expert' }),
    signedIn('POST', '/expert/cases/:id/claim', { id: 'expert-case' }, { role: 'expert', checkRevoked: true }),
    signedIn('POST', '/expert/cases/:id/release', { id: 'expert-case' }, { role: 'expert', checkRevoked: true }),
    signedIn('PUT', '/expert/cases/:id/highlights', { id: 'expert-case' }, { role: 'expert', checkRevoked: true, input: JSON_BODY }),
    signedIn('POST', '/expert/cases/:id/status', { id: 'expert-case' }, { role: 'expert', checkRevoked: true, input: JSON_BODY }),
  ],
  discussion: [
    signedIn('GET', '/cases/:id/discussion', { id: 'discussion' }),
    signedIn('POST', '/cases/:id/discussion/files', { id: 'discussion' }, { input: { kind: 'multipart', fileField: 'file' } }),
    signedIn('GET', '/cases/:id/discussion/files/:fileId', { id: 'discussion', fileId: 'discussion-file' }),
    signedIn('GET', '/cases/:id/discussion/summary.pdf', { id: 'discussion' }),
  ],
  compliance: [
    signedIn('GET', '/compliance', 'self'),
    signedIn('GET', '/compliance/cases/:id', { id: 'case' }),
    signedIn('PUT', '/compliance/cases/:id/items', { id: 'case' }, { input: JSON_BODY }),
  ],
  appointments: [
    signedIn('GET', '/appointments', 'self', { references: { query: { caseId: 'case' } } }),
    signedIn('POST', '/appointments', 'self', { input: JSON_BODY, references: { body: { caseId: 'case' } } }),
    signedIn('GET', '/appointments/:appointmentId', { appointmentId: 'appointment' }),
    signedIn('PATCH', '/appointments/:appointmentId', { appointmentId: 'appointment' }, { input: JSON_BODY }),
    signedIn('POST', '/appointments/:appointmentId/cancel', { appointmentId: 'appointment' }),
    signedIn('GET', '/appointments/:appointmentId/calendar.ics', { appointmentId: 'appointment' }),
    signedIn('GET', '/calendar-feed', 'self'),
    signedIn('POST', '/calendar-feed', 'self', SENSITIVE),
    signedIn('DELETE', '/calendar-feed', 'self', SENSITIVE),
    publicRoute('GET', '/calendar/:feedToken/appointments.ics', { feedToken: 'calendar-token' }),
  ],
  'visa-bulletin': [signedIn('GET', '/visa-bulletin', 'none'), signedIn('GET', '/priority-dates', 'self')],
};
