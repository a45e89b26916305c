// Every API route, declared once with its policy: who may call it, and how the documents it names are checked
// against the caller (docs/ARCHITECTURE.md, "Someone else's document looks exactly like a missing one").
// The table is load-bearing: assertEveryRouteHasPolicy refuses a router whose routes differ from it, routePolicyFor
// lets the token check find public routes, and tests/security/ generates its requests from it.
import { MAX_REVIEW_FILES, REVIEW_FILES_FIELD } from '../shared/documents/review-inputs';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * What an id in a path, query or body names. `owned` documents belong to one user, and another user's id must
 * answer exactly like a missing one; `shared` documents are reference content every signed-in user may read; a
 * `capability` is an unguessable token that is itself the permission (a share link): whoever holds it may read what
 * it names, so there is no other user to refuse, and an unknown, expired or revoked one answers the same 404. An
 * `expert` document belongs to an applicant who shared it with experts: only an expert may name it (on a route
 * with role 'expert'), only while it is shared with them, and otherwise it answers like a missing one.
 */
export const ROUTE_ID_KINDS = {
  chat: 'owned',
  /** A document review (documentReviews/{reviewId}). */
  review: 'owned',
  /** The token of a report share link (its SHA-256 names reportShares/{id}). */
  'share-token': 'capability',
  /** A tool call of the chat named in the same path. */
  'tool-call': 'owned',
  case: 'owned',
  invoice: 'owned',
  'payment-method': 'owned',
  ticket: 'owned',
  /** A file name under the caller's Uploaded Documents. */
  'document-name': 'owned',
  article: 'shared',
  news: 'shared',
  /** An answer card of the knowledge base (knowledgeCards/{id}). */
  'knowledge-card': 'shared',
  /**
   * A case's expert discussion (cases/{caseId}/discussion): its owner's and its assigned expert's, nobody else's.
   * Owned in the suite's sense: a third user's id must answer like a missing one.
   */
  discussion: 'owned',
  /** A file uploaded to the discussion named in the same path (cases/{caseId}/discussionFiles/{id}). */
  'discussion-file': 'owned',
  /** A case as an expert reads it (routes with role 'expert'): queued for experts, or assigned to the caller. */
  'expert-case': 'expert',
  /** A document (file name) of the expert case named in the same path. */
  'case-document': 'expert',
  /** An appointment (appointments/{id}), issue 14. */
  appointment: 'owned',
  /** The token of a calendar feed (its SHA-256 names calendarFeeds/{id}), issue 14. */
  'calendar-token': 'capability',
  /** A deadline reminder (reminders/{ownerUid}_{key}), issue 14. */
  reminder: 'owned',
} as const satisfies Record<string, 'owned' | 'shared' | 'capability' | 'expert'>;
export type RouteIdKind = keyof typeof ROUTE_ID_KINDS;

export type Access = 'public' | 'signed-in';

/** What the route reads from the request body; anything else should be refused (415). */
export type RouteInput =
  | { readonly kind: 'none' }
  | { readonly kind: 'json' }
  /** One file under `fileField`, or with `maxFiles` up to that many (the field repeated). */
  | { readonly kind: 'multipart'; readonly fileField: string; readonly maxFiles?: number }
  | { readonly kind: 'json-or-multipart'; readonly fileField: string };

/** The `:name` parameters of an Express path. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A route without path parameters acts on the caller's own data (`self`) or on shared content (`none`); a route
 * with parameters names the kind of document each one refers to.
 */
export type OwnerOf<P extends string> = [PathParamNames<P>] extends [never]
  ? 'self' | 'none'
  : { readonly [Name in PathParamNames<P>]: RouteIdKind };

export interface RoutePolicy {
  readonly method: HttpMethod;
  /** The Express path as registered, relative to /api. */
  readonly path: string;
  readonly access: Access;
  /**
   * Whether the token check also asks Firebase Auth that the account still exists, is enabled and has not had its
   * tokens revoked (one more round trip per request): money, settings and the account itself.
   */
  readonly checkRevoked: boolean;
  readonly owner: 'self' | 'none' | Readonly<Record<string, RouteIdKind>>;
  readonly input: RouteInput;
  /**
   * A path parameter whose unused id is taken as a new document of the caller's (a chat's files are uploaded before
   * its first message creates it): only someone else's id is refused there, so it cannot answer like a missing one.
   */
  readonly creates?: string;
  /**
   * `expert`: only callers whose verified token carries the expert role (shared/account/roles.ts); anyone else gets
   * 404, as for a route that does not exist. Without it, any signed-in user.
   */
  readonly role?: 'expert';
  /** Query and body fields that name documents: each is checked against the caller like a path id. */
  readonly references?: {
    readonly query?: Readonly<Record<string, RouteIdKind>>;
    readonly body?: Readonly<Record<string, RouteIdKind>>;
  };
}

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

export const ROUTE_POLICIES: readonly RoutePolicy[] = [
  // routes/users.ts (issue 13: expert routes go under "routes/expert.ts" and "routes/discussion.ts" below)
  signedIn('POST', '/users', 'self', { ...SENSITIVE, input: JSON_BODY }),
  signedIn('GET', '/verify', 'self', SENSITIVE),
  // routes/assistant.ts
  signedIn('GET', '/common-questions', 'none'),
  signedIn('GET', '/function-schemas', 'none'),
  // routes/chats.ts
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
  // routes/cases.ts
  signedIn('POST', '/cases', 'self', { input: JSON_BODY, references: { body: { chatId: 'chat' } } }),
  signedIn('GET', '/cases', 'self'),
  signedIn('GET', '/cases/:id', { id: 'case' }),
  signedIn('GET', '/cases/:id/details', { id: 'case' }),
  signedIn('PATCH', '/cases/:id', { id: 'case' }, { input: JSON_BODY }),
  signedIn('POST', '/cases/:id/attachments', { id: 'case' }, { input: { kind: 'multipart', fileField: 'file' } }),
  signedIn('GET', '/cases/:id/attachments/:name', { id: 'case', name: 'document-name' }),
  signedIn('POST', '/cases/:id/status-updates', { id: 'case' }, { input: JSON_BODY }),
  signedIn('POST', '/cases/:id/status-check', { id: 'case' }),
  // routes/eligibility.ts
  signedIn('POST', '/ai-assistant/eligibility', 'self', { input: JSON_BODY, references: { body: { caseId: 'case', chatId: 'chat' } } }),
  // routes/document-review.ts
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
  // routes/shared-reports.ts: a share link's page, read signed out
  publicRoute('GET', '/shared/reports/:token', { token: 'share-token' }),
  // routes/documents.ts
  signedIn('GET', '/documents', 'self', { references: { query: { caseId: 'case' } } }),
  signedIn('POST', '/documents', 'self', { input: { kind: 'multipart', fileField: 'file' }, references: { body: { caseId: 'case' } } }),
  signedIn('GET', '/documents/:name/content', { name: 'document-name' }),
  signedIn('DELETE', '/documents/:name', { name: 'document-name' }),
  // routes/content.ts
  signedIn('GET', '/articles', 'none'),
  signedIn('GET', '/articles/:id', { id: 'article' }),
  signedIn('GET', '/news', 'none'),
  signedIn('GET', '/news/:id', { id: 'news' }),
  signedIn('GET', '/knowledge/cards', 'none'),
  signedIn('GET', '/knowledge/cards/:id', { id: 'knowledge-card' }),
  signedIn('GET', '/glossary', 'none'),
  signedIn('GET', '/faq', 'none'),
  // routes/notifications.ts
  signedIn('GET', '/notifications', 'self'),
  signedIn('GET', '/notifications/unread-count', 'self'),
  signedIn('POST', '/notifications/mark-read', 'self'),
  // routes/billing.ts
  signedIn('GET', '/payments', 'self', SENSITIVE),
  signedIn('GET', '/invoices/:id', { id: 'invoice' }, SENSITIVE),
  signedIn('GET', '/invoices/:id/pdf', { id: 'invoice' }, SENSITIVE),
  signedIn('GET', '/payment-methods', 'self', SENSITIVE),
  signedIn('POST', '/payment-methods', 'self', { ...SENSITIVE, input: JSON_BODY }),
  signedIn('POST', '/payment-methods/:id/default', { id: 'payment-method' }, SENSITIVE),
  signedIn('DELETE', '/payment-methods/:id', { id: 'payment-method' }, SENSITIVE),
  signedIn('GET', '/billing/settings', 'self', SENSITIVE),
  signedIn('PUT', '/billing/settings', 'self', { ...SENSITIVE, input: JSON_BODY }),
  // routes/settings.ts
  signedIn('GET', '/settings', 'self', SENSITIVE),
  signedIn('PUT', '/settings', 'self', { ...SENSITIVE, input: JSON_BODY }),
  // issue 14: reminder job (phone verification for SMS reminders)
  signedIn('POST', '/settings/phone-verification', 'self', { ...SENSITIVE, input: JSON_BODY }),
  signedIn('POST', '/settings/phone-verification/confirm', 'self', { ...SENSITIVE, input: JSON_BODY }),
  // routes/support.ts
  signedIn('GET', '/tickets', 'self'),
  signedIn('POST', '/tickets', 'self', { input: { kind: 'json-or-multipart', fileField: 'attachment' } }),
  signedIn('GET', '/tickets/:id', { id: 'ticket' }),
  signedIn('GET', '/tickets/:id/attachment', { id: 'ticket' }),
  signedIn('POST', '/tickets/:id/messages', { id: 'ticket' }, { input: JSON_BODY }),
  // routes/audit.ts
  signedIn('GET', '/audit-log', 'self', SENSITIVE),
  // routes/expert.ts (issue 13, H1)
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
  // routes/discussion.ts (issue 13, H2)
  signedIn('GET', '/cases/:id/discussion', { id: 'discussion' }),
  signedIn('POST', '/cases/:id/discussion/files', { id: 'discussion' }, { input: { kind: 'multipart', fileField: 'file' } }),
  signedIn('GET', '/cases/:id/discussion/files/:fileId', { id: 'discussion', fileId: 'discussion-file' }),
  signedIn('GET', '/cases/:id/discussion/summary.pdf', { id: 'discussion' }),
  // issue 14: compliance (routes/compliance.ts)
  signedIn('GET', '/compliance', 'self'),
  signedIn('GET', '/compliance/cases/:id', { id: 'case' }),
  signedIn('PUT', '/compliance/cases/:id/items', { id: 'case' }, { input: JSON_BODY }),
  // issue 14: appointments (routes/appointments.ts)
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
  // issue 14: deadlines (routes/deadlines.ts)
  signedIn('GET', '/deadlines', 'self'),
  signedIn('PUT', '/deadlines/facts', 'self', { input: JSON_BODY }),
  signedIn('POST', '/reminders', 'self', { input: JSON_BODY, references: { body: { caseId: 'case' } } }),
  signedIn('PATCH', '/reminders/:reminderId', { reminderId: 'reminder' }, { input: JSON_BODY }),
  signedIn('DELETE', '/reminders/:reminderId', { reminderId: 'reminder' }),
  // issue 14: visa bulletin (routes/visa-bulletin.ts)
  signedIn('GET', '/visa-bulletin', 'none'),
  signedIn('GET', '/priority-dates', 'self'),
  // routes/account.ts
  signedIn('GET', '/account/export', 'self', SENSITIVE),
  signedIn('POST', '/account/delete', 'self', { ...SENSITIVE, input: JSON_BODY }),
];

export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)$/;
const LITERAL = /^[A-Za-z0-9_.-]+$/;

/** The `:name` parameters of a path, in order; throws for Express path syntax the table does not take. */
export function pathParamNames(path: string): string[] {
  if (!path.startsWith('/')) throw new Error(`Route path ${path} must start with /`);
  const names: string[] = [];
  for (const segment of path.slice(1).split('/')) {
    const param = PARAM.exec(segment);
    if (param?.[1]) names.push(param[1]);
    else if (!LITERAL.test(segment))
      throw new Error(`Route path ${path}: only literal and :param segments are declared in the policy table`);
  }
  return names;
}

/** What is wrong with the table itself: duplicates, and owner maps that do not name exactly the path's parameters. */
export function policyTableProblems(policies: readonly RoutePolicy[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const policy of policies) {
    const key = routeKey(policy.method, policy.path);
    if (seen.has(key)) problems.push(`${key} is declared twice`);
    seen.add(key);
    let params: string[];
    try {
      params = pathParamNames(policy.path);
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    if (typeof policy.owner === 'string') {
      if (params.length > 0) problems.push(`${key} has path parameters, so its owner must name the kind of each one`);
    } else {
      const named = Object.keys(policy.owner).sort();
      if (named.join() !== [...params].sort().join())
        problems.push(`${key} names [${named.join(', ')}] but its parameters are [${params.join(', ')}]`);
    }
    if (policy.creates !== undefined && !params.includes(policy.creates))
      problems.push(`${key} creates through ${policy.creates}, which is not one of its parameters`);
    if ((policy.method === 'GET' || policy.method === 'DELETE') && policy.input.kind !== 'none')
      problems.push(`${key} reads a body, which ${policy.method} does not carry`);
  }
  return problems;
}

/** The structural part of an Express 5 router this module reads (router 2.x: `stack` of layers). */
interface RouterLayer {
  readonly route?: { readonly path?: unknown; readonly methods?: unknown };
  readonly handle?: unknown;
  /** The path given to `router.use()`. */
  readonly rawPath?: unknown;
}
export interface RouterLike {
  readonly stack: readonly RouterLayer[];
}

const isRouterLike = (value: unknown): value is RouterLike =>
  (typeof value === 'function' || (typeof value === 'object' && value !== null)) && Array.isArray((value as { stack?: unknown }).stack);

/** Every `METHOD /path` the router serves, following routers mounted with `use(path, router)`. */
export function registeredRoutes(router: RouterLike, prefix = ''): string[] {
  const keys: string[] = [];
  for (const layer of router.stack) {
    if (layer.route) {
      const { path, methods } = layer.route;
      if (typeof path !== 'string')
        throw new Error(`A route under "${prefix || '/'}" has a path the policy table cannot declare: ${String(path)}`);
      const verbs = typeof methods === 'object' && methods !== null ? Object.keys(methods) : [];
      if (verbs.includes('_all')) throw new Error(`${prefix}${path} is registered with all(); declare each method`);
      for (const verb of verbs) keys.push(routeKey(verb, `${prefix}${path}`));
    } else if (isRouterLike(layer.handle)) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      keys.push(...registeredRoutes(layer.handle, `${prefix}${mount}`));
    }
  }
  return keys;
}

/** Throws, naming each one, when a route has no policy, a policy has no route, or the table is inconsistent. */
export function assertRoutesMatchPolicies(router: RouterLike, policies: readonly RoutePolicy[]): void {
  const problems = policyTableProblems(policies);
  const registered = new Set(registeredRoutes(router));
  const declared = new Set(policies.map((p) => routeKey(p.method, p.path)));
  for (const key of registered) if (!declared.has(key)) problems.push(`${key} has no policy in http/route-policies.ts`);
  for (const key of declared) if (!registered.has(key)) problems.push(`${key} has a policy but no route`);
  if (problems.length > 0) throw new Error(`Route policies do not match the routes:\n- ${problems.join('\n- ')}`);
}

/** For start-up: the API router (routes/index.ts) must serve exactly the routes of ROUTE_POLICIES. */
export function assertEveryRouteHasPolicy(router: RouterLike): void {
  assertRoutesMatchPolicies(router, ROUTE_POLICIES);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Matched as Express 5 matches by default: case-insensitive, an optional trailing slash, one segment per parameter.
const MATCHERS = ROUTE_POLICIES.map((policy) => ({
  policy,
  pattern: new RegExp(
    `^${policy.path
      .split('/')
      .map((segment) => (PARAM.test(segment) ? '[^/]+' : escapeRegExp(segment)))
      .join('/')}/?$`,
    'i',
  ),
}));

/**
 * The policy of a request, by method and path relative to /api (HEAD is served by GET routes), or undefined for
 * an unknown route. For the token check, which may skip public routes: should this matcher ever differ from
 * Express's, a signed-in route it took for public still reads its user through currentUser(), which refuses.
 */
export function routePolicyFor(method: string, path: string): RoutePolicy | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return MATCHERS.find(({ policy, pattern }) => policy.method === verb && pattern.test(path))?.policy;
}

export const isPublicRequest = (method: string, path: string): boolean => routePolicyFor(method, path)?.access === 'public';
