// The API client for routes with a contract (functions/src/shared/contracts/, docs/api-contracts.md), typed from the
// contracts themselves: a path that no contract declares, a missing path id, a body or query of the wrong shape, or
// a field the answer does not have is a type error. Calls are written as with openapi-fetch
// (`api.GET('/cases/{id}', { params: { path: { id } } })`), whose runtime this small one replaces: openapi-fetch
// cost 3.4 KB gzipped on every signed-in screen, over /overview's budget (docs/decisions/0005-route-contracts.md).
// Requests go through the same fetch as api-client.ts (the bearer ID token, Accept-Language, one retry with a
// refreshed token on 401) and a failed answer is its ApiError. In development and in unit tests every JSON answer
// is also checked against its contract's schema; that check and the schemas load behind import.meta.env, which the
// production build folds to false, so no schema ships to users.
import type { z } from 'zod';
import type { FileAnswer, JsonBody, JsonOrMultipartBody, MultipartBody, NoContent, PathParamsOf } from '@shared/contracts/contract';
import type { ApiContract } from '@shared/contracts/registry';
import { env } from '@/config/env';
import { requestHeaders, toApiError, withIdToken } from './api-client';

type Method = ApiContract['method'];
type RouteOf<M extends Method, Path extends string> = Extract<ApiContract, { method: M; path: Path }>;
type PathsOf<M extends Method> = Extract<ApiContract, { method: M }>['path'];

type PathIds<C extends ApiContract> = [PathParamsOf<C['path']>] extends [never]
  ? { path?: never }
  : { path: { [Name in PathParamsOf<C['path']>]: string } };
type Query<C extends ApiContract> = C['query'] extends z.ZodType
  ? object extends z.input<C['query']>
    ? { query?: z.input<C['query']> }
    : { query: z.input<C['query']> }
  : { query?: never };
type Params<C extends ApiContract> = PathIds<C> & Query<C>;

type Statuses<C extends ApiContract> = keyof C['responses'];
type Answers<C extends ApiContract> = C['responses'][Statuses<C>];

/** A file answer is read as a Blob, and only a file answer. */
type ParseAs<C extends ApiContract> = Extract<Answers<C>, FileAnswer> extends never ? { parseAs?: never } : { parseAs: 'blob' };

type Body<C extends ApiContract> =
  C['body'] extends JsonBody<infer S>
    ? { body: z.input<S> }
    : C['body'] extends MultipartBody
      ? { body: FormData }
      : C['body'] extends JsonOrMultipartBody<infer F>
        ? { body: z.input<F> | FormData }
        : { body?: never };

/** What a call takes besides its path: path ids and query under `params`, the body, an abort signal. */
export type CallInit<C extends ApiContract> = (object extends Params<C> ? { params?: Params<C> } : { params: Params<C> }) &
  Body<C> &
  ParseAs<C> & { signal?: AbortSignal };

/** What a successful call answers: the output of a JSON answer's schema, a file's Blob, or nothing for 204. */
export type CallAnswer<C extends ApiContract> =
  Extract<Answers<C>, FileAnswer> extends never
    ? {
        [S in Statuses<C>]: C['responses'][S] extends z.ZodType
          ? z.output<C['responses'][S]>
          : C['responses'][S] extends NoContent
            ? undefined
            : never;
      }[Statuses<C>]
    : Blob;

/** The paths of a method whose call can do without an init, and those whose call cannot. */
type OptionalInitPaths<M extends Method> = { [Path in PathsOf<M>]: object extends CallInit<RouteOf<M, Path>> ? Path : never }[PathsOf<M>];
type RequiredInitPaths<M extends Method> = Exclude<PathsOf<M>, OptionalInitPaths<M>>;

interface Call<M extends Method> {
  <Path extends OptionalInitPaths<M>>(path: Path, init?: CallInit<RouteOf<M, Path>>): Promise<CallAnswer<RouteOf<M, Path>>>;
  <Path extends RequiredInitPaths<M>>(path: Path, init: CallInit<RouteOf<M, Path>>): Promise<CallAnswer<RouteOf<M, Path>>>;
}

export interface Api {
  GET: Call<'GET'>;
  POST: Call<'POST'>;
  PUT: Call<'PUT'>;
  PATCH: Call<'PATCH'>;
  DELETE: Call<'DELETE'>;
}

export interface ApiOptions {
  /** The API's absolute address. */
  baseUrl: string;
  /** Sends a request: the app's adds the token (authorizedFetch), a test's answers itself. */
  fetch: (request: Request) => Promise<Response>;
}

/** Every call's init as the runtime reads it; the types above make sure each call's fits its contract. */
interface AnyInit {
  params?: { path?: Record<string, string>; query?: Record<string, unknown> };
  body?: unknown;
  parseAs?: 'blob';
  signal?: AbortSignal;
}

/** The contract path with its ids filled in, each encoded as one segment. */
const filledPath = (path: string, ids: Record<string, string>): string =>
  path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? ''));

export function createApi({ baseUrl, fetch }: ApiOptions): Api {
  const call =
    (method: Method) =>
    async (path: string, init: AnyInit = {}): Promise<unknown> => {
      const url = new URL(`${baseUrl}${filledPath(path, init.params?.path ?? {})}`);
      for (const [name, value] of Object.entries(init.params?.query ?? {}))
        if (value !== undefined && value !== null) url.searchParams.append(name, String(value));
      const json = init.body !== undefined && !(init.body instanceof FormData);
      const response = await fetch(
        new Request(url, {
          method,
          signal: init.signal,
          // A form's type (with its boundary) is set by the browser.
          headers: json ? { 'content-type': 'application/json' } : {},
          body: json ? JSON.stringify(init.body) : (init.body as FormData | undefined),
        }),
      );
      if (!response.ok) throw await toApiError(response);
      if (import.meta.env.DEV || import.meta.env.MODE === 'test')
        await (await import('./api-answer-check')).checkAnswer(method, path, response);
      if (init.parseAs === 'blob') return response.blob();
      if (response.status === 204) return undefined;
      return response.json();
    };
  // The types of each call come from the contracts (Call); the one runtime function serves them all.
  const typed = <M extends Method>(method: M) => call(method) as unknown as Call<M>;
  return { GET: typed('GET'), POST: typed('POST'), PUT: typed('PUT'), PATCH: typed('PATCH'), DELETE: typed('DELETE') };
}

/**
 * Sends a request with the bearer token and the user's language; once more with a refreshed token if the server says
 * it is stale. Each attempt sends a copy, so the retry still has the body to send.
 */
const authorizedFetch = (request: Request): Promise<Response> =>
  withIdToken((token) => {
    const attempt = request.clone();
    for (const [name, value] of Object.entries(requestHeaders(token))) attempt.headers.set(name, value);
    return fetch(attempt);
  });

/** The API's address (VITE_API_URL, /api by default) made absolute against the page: a Request needs one. */
const apiBase = (): string => new URL(env.apiUrl, globalThis.location?.href ?? 'http://localhost/').href.replace(/\/$/, '');

/** The app's client. */
export const api: Api = createApi({ baseUrl: apiBase(), fetch: authorizedFetch });
