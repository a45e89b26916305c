// The access policies of the routes that have no contract yet, by area (routes/<area>.ts): route-policies.ts adds
// them to the policies its contracts give. Migrating an area to contracts (docs/api-contracts.md) deletes its
// block here; once every area is migrated this file goes.
import type { HttpMethod } from '../shared/contracts/contract';
import type { OwnerOf, RoutePolicy } from './route-policies';

const NONE = { kind: 'none' } as const;
const JSON_BODY = { kind: 'json' } as const;

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

export const LEGACY_ROUTE_POLICIES: Readonly<Record<string, readonly RoutePolicy[]>> = {
  eligibility: [
    signedIn('POST', '/ai-assistant/eligibility', 'self', { input: JSON_BODY, references: { body: { caseId: 'case', chatId: 'chat' } } }),
  ],
  compliance: [
    signedIn('GET', '/compliance', 'self'),
    signedIn('GET', '/compliance/cases/:id', { id: 'case' }),
    signedIn('PUT', '/compliance/cases/:id/items', { id: 'case' }, { input: JSON_BODY }),
  ],
};
