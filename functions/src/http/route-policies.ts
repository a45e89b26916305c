// Every API route with its policy: who may call it, and how the documents it names are checked against the caller
// (docs/ARCHITECTURE.md, "Someone else's document looks exactly like a missing one"). A route with a contract
// (shared/contracts/, docs/api-contracts.md) has its policy from it, and every route has a contract. The table is
// load-bearing: assertEveryRouteHasPolicy refuses a router whose routes differ
// from it, routePolicyFor lets the token check find public routes, and tests/security/ generates its requests from it.
import {
  type Access,
  type AnyContract,
  expressPath,
  type HttpMethod,
  ROUTE_ID_KINDS,
  type RouteIdKind,
} from '../shared/contracts/contract';
import { allContracts, API_CONTRACTS, type ApiArea } from '../shared/contracts/registry';
import { isContractHandler } from './contracts/mounted';

export { ROUTE_ID_KINDS, type Access, type HttpMethod, type RouteIdKind };

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

/** A route's policy (shared/contracts/contract.ts RouteContract says what each field means). */
export interface RoutePolicy {
  readonly method: HttpMethod;
  /** The Express path as registered, relative to /api. */
  readonly path: string;
  readonly access: Access;
  readonly checkRevoked: boolean;
  readonly owner: 'self' | 'none' | Readonly<Record<string, RouteIdKind>>;
  readonly input: RouteInput;
  readonly creates?: string;
  readonly role?: 'expert';
  readonly references?: {
    readonly query?: Readonly<Record<string, RouteIdKind>>;
    readonly body?: Readonly<Record<string, RouteIdKind>>;
  };
}

function inputOf(contract: AnyContract): RouteInput {
  const body = contract.body;
  if (!body) return { kind: 'none' };
  if (body.kind === 'json') return { kind: 'json' };
  if (body.kind === 'json-or-multipart') return { kind: 'json-or-multipart', fileField: body.fileField };
  return body.maxFiles > 1
    ? { kind: 'multipart', fileField: body.fileField, maxFiles: body.maxFiles }
    : { kind: 'multipart', fileField: body.fileField };
}

/** The policy a contract declares, with its Express path. */
export function policyOf(contract: AnyContract): RoutePolicy {
  const { method, path, access, checkRevoked, ids, creates, role, references } = contract;
  return {
    method,
    path: expressPath(path),
    access,
    checkRevoked,
    owner: ids,
    input: inputOf(contract),
    ...(creates === undefined ? {} : { creates }),
    ...(role === undefined ? {} : { role }),
    ...(references === undefined ? {} : { references }),
  };
}

/** Each area's policies, from its contracts. */
export const ROUTE_POLICIES_BY_AREA: ReadonlyArray<{ area: ApiArea; policies: readonly RoutePolicy[] }> = (
  Object.keys(API_CONTRACTS) as ApiArea[]
).map((area) => ({ area, policies: Object.values<AnyContract>(API_CONTRACTS[area]).map(policyOf) }));

export const ROUTE_POLICIES: readonly RoutePolicy[] = ROUTE_POLICIES_BY_AREA.flatMap(({ policies }) => policies);

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
  readonly route?: { readonly path?: unknown; readonly methods?: unknown; readonly stack?: unknown };
  readonly handle?: unknown;
  /** The path given to `router.use()`. */
  readonly rawPath?: unknown;
}
export interface RouterLike {
  readonly stack: readonly RouterLayer[];
}

const isRouterLike = (value: unknown): value is RouterLike =>
  (typeof value === 'function' || (typeof value === 'object' && value !== null)) && Array.isArray((value as { stack?: unknown }).stack);

interface RegisteredRoute {
  key: string;
  /** Whether serveContracts (http/contracts/serve.ts) registered it. */
  servedByContract: boolean;
}

/** Every route the router serves, following routers mounted with `use(path, router)`. */
function routesOf(router: RouterLike, prefix: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const layer of router.stack) {
    if (layer.route) {
      const { path, methods, stack } = layer.route;
      if (typeof path !== 'string')
        throw new Error(`A route under "${prefix || '/'}" has a path the policy table cannot declare: ${String(path)}`);
      const verbs = typeof methods === 'object' && methods !== null ? Object.keys(methods) : [];
      if (verbs.includes('_all')) throw new Error(`${prefix}${path} is registered with all(); declare each method`);
      const handlers = Array.isArray(stack) ? stack.map((item: { handle?: unknown }) => item.handle) : [];
      const servedByContract = handlers.length > 0 && handlers.every(isContractHandler);
      for (const verb of verbs) routes.push({ key: routeKey(verb, `${prefix}${path}`), servedByContract });
    } else if (isRouterLike(layer.handle)) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      routes.push(...routesOf(layer.handle, `${prefix}${mount}`));
    }
  }
  return routes;
}

/** Every `METHOD /path` the router serves, following routers mounted with `use(path, router)`. */
export const registeredRoutes = (router: RouterLike, prefix = ''): string[] => routesOf(router, prefix).map(({ key }) => key);

/** The routes of a contract that were registered by hand rather than through serveContracts, which checks them. */
export function contractRoutesNotServedByContract(router: RouterLike): string[] {
  const contractKeys = new Set(allContracts().map(({ contract }) => routeKey(contract.method, expressPath(contract.path))));
  return routesOf(router, '')
    .filter(({ key, servedByContract }) => contractKeys.has(key) && !servedByContract)
    .map(({ key }) => key);
}

/** Throws, naming each one, when a route has no policy, a policy has no route, or the table is inconsistent. */
export function assertRoutesMatchPolicies(router: RouterLike, policies: readonly RoutePolicy[]): void {
  const problems = policyTableProblems(policies);
  const registered = new Set(registeredRoutes(router));
  const declared = new Set(policies.map((p) => routeKey(p.method, p.path)));
  for (const key of registered) if (!declared.has(key)) problems.push(`${key} has no contract (shared/contracts/) or policy`);
  for (const key of declared) if (!registered.has(key)) problems.push(`${key} has a policy but no route`);
  for (const key of contractRoutesNotServedByContract(router))
    problems.push(`${key} has a contract but is registered by hand: serve it with serveContracts (http/contracts/serve.ts)`);
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
