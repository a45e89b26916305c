// What a route of the API is, declared once (docs/api-contracts.md): its method and path, the kind of document each
// path id names, its input schemas, its answers and its access policy. The server mounts it (http/contracts/), the
// policy table and the security suite read its policy (http/route-policies.ts), the web calls it through a client
// typed from it (web/src/lib/api.ts), and docs/api-endpoints.md is written from it. Pure: zod and types only.
import { z } from 'zod';
import type { Message } from '../i18n/message';

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
  /** A USCIS form a case's goal prepares ("i-130"): the same for everyone, so only the case is checked. */
  form: 'shared',
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
  /** An appointment (appointments/{id}). */
  appointment: 'owned',
  /** The token of a calendar feed (its SHA-256 names calendarFeeds/{id}). */
  'calendar-token': 'capability',
  /** A deadline reminder (reminders/{ownerUid}_{key}). */
  reminder: 'owned',
} as const satisfies Record<string, 'owned' | 'shared' | 'capability' | 'expert'>;
export type RouteIdKind = keyof typeof ROUTE_ID_KINDS;

export type Access = 'public' | 'signed-in';

/** The `{name}` parameters of a contract path (OpenAPI's syntax, which the web client fills in). */
export type PathParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamsOf<Rest> : never;

/**
 * A route without path parameters acts on the caller's own data (`self`) or on shared content (`none`); a route
 * with parameters names the kind of document each one refers to.
 */
export type IdKindsOf<P extends string> = [PathParamsOf<P>] extends [never]
  ? 'self' | 'none'
  : { readonly [Name in PathParamsOf<P>]: RouteIdKind };

/** Query and body fields that name documents: each is checked against the caller like a path id. */
export interface References {
  readonly query?: Readonly<Record<string, RouteIdKind>>;
  readonly body?: Readonly<Record<string, RouteIdKind>>;
}

/** A JSON body, parsed with `schema`. */
export interface JsonBody<S extends z.ZodType = z.ZodType> {
  readonly kind: 'json';
  readonly schema: S;
  /**
   * For a body that may be one of several shapes (`schema` is their union): the one schema its fields ask for, so a
   * mistake is reported in that schema's own field messages rather than as "none of the shapes".
   */
  readonly pick?: (body: unknown) => z.ZodType;
  /** The 400's message when the body is refused (errors:invalidInput unless a form says it its own way). */
  readonly invalid?: Message;
}

/** A multipart/form-data upload: files under one field (repeated up to `maxFiles`), text fields parsed with `fields`. */
export interface MultipartBody<F extends z.ZodType = z.ZodType> {
  readonly kind: 'multipart';
  readonly fileField: string;
  readonly maxFiles: number;
  readonly maxFileBytes: number;
  readonly fields: F;
}

/**
 * A body sent either way: JSON, or a multipart form whose text fields are the same `fields` and which may carry files
 * under `fileField` (a support ticket with or without an attachment). `fields` parses the JSON body or the form's text
 * fields alike.
 */
export interface JsonOrMultipartBody<F extends z.ZodType = z.ZodType> extends Omit<MultipartBody<F>, 'kind'> {
  readonly kind: 'json-or-multipart';
}

/** A body that the handler reads through `form` (http/contracts/serve.ts): a multipart one, or one that may be. */
export type FormBody<F extends z.ZodType = z.ZodType> = MultipartBody<F> | JsonOrMultipartBody<F>;

export type BodyDecl = JsonBody | FormBody;

export const jsonBody = <S extends z.ZodType>(
  schema: S,
  pick?: (body: unknown) => z.ZodType,
  options: { invalid?: Message } = {},
): JsonBody<S> => ({ kind: 'json', schema, ...(pick ? { pick } : {}), ...options });

export const multipartBody = <F extends z.ZodType>(upload: Omit<MultipartBody<F>, 'kind'>): MultipartBody<F> => ({
  kind: 'multipart',
  ...upload,
});

export const jsonOrMultipartBody = <F extends z.ZodType>(upload: Omit<JsonOrMultipartBody<F>, 'kind'>): JsonOrMultipartBody<F> => ({
  kind: 'json-or-multipart',
  ...upload,
});

/** An answer that is not JSON: a stored file, a PDF or a calendar, written by the handler itself. */
export interface FileAnswer {
  readonly kind: 'file';
  /** The media type(s) it may have, for the docs: e.g. "application/pdf". */
  readonly contentType: string;
}

/** 204: nothing to say. */
export interface NoContent {
  readonly kind: 'no-content';
}

export const fileAnswer = (contentType: string): FileAnswer => ({ kind: 'file', contentType });
export const noContent: NoContent = { kind: 'no-content' };

/** An answer by status: a zod schema for JSON, or a file, or nothing. */
export type AnswerDecl = z.ZodType | FileAnswer | NoContent;
export type Responses = { readonly [status: number]: AnswerDecl };

export const isJsonAnswer = (answer: AnswerDecl | undefined): answer is z.ZodType => answer instanceof z.ZodType;

/** One route of the API. Built with `route()`, which checks the ids against the path's parameters. */
export interface RouteContract<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  A extends Access = Access,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends BodyDecl | undefined = BodyDecl | undefined,
  R extends Responses = Responses,
> {
  readonly method: M;
  /** Relative to /api, with `{name}` path parameters. */
  readonly path: P;
  /** One line for the endpoint table. */
  readonly summary: string;
  readonly ids: 'self' | 'none' | Readonly<Record<string, RouteIdKind>>;
  readonly access: A;
  /**
   * Whether the token check also asks Firebase Auth that the account still exists, is enabled and has not had its
   * tokens revoked (one more round trip per request): money, settings and the account itself.
   */
  readonly checkRevoked: boolean;
  /**
   * `expert`: only callers whose verified token carries the expert role (shared/account/roles.ts); anyone else gets
   * 404, as for a route that does not exist. Without it, any signed-in user.
   */
  readonly role?: 'expert';
  /**
   * A path parameter whose unused id is taken as a new document of the caller's (a chat's files are uploaded before
   * its first message creates it): only someone else's id is refused there, so it cannot answer like a missing one.
   */
  readonly creates?: string;
  readonly references?: References;
  /** Undefined when the route reads no query. */
  readonly query: Q;
  /** Undefined when the route reads no body. */
  readonly body: B;
  readonly responses: R;
}

/** Any contract, for code that handles them all (the registry, the policy table, the docs). */
export type AnyContract = RouteContract;

interface RouteSpec<
  M extends HttpMethod,
  P extends string,
  A extends Access,
  Q extends z.ZodType | undefined,
  B extends BodyDecl | undefined,
  R extends Responses,
> {
  method: M;
  path: P;
  summary: string;
  ids: IdKindsOf<P>;
  /** Signed in unless said otherwise. */
  access?: A;
  checkRevoked?: boolean;
  role?: 'expert';
  creates?: PathParamsOf<P>;
  references?: References;
  query?: Q;
  body?: B;
  responses: R;
}

/** Declares a route; a GET or DELETE takes no body. */
export function route<
  const M extends HttpMethod,
  const P extends string,
  const R extends Responses,
  Q extends z.ZodType | undefined = undefined,
  B extends BodyDecl | undefined = undefined,
  const A extends Access = 'signed-in',
>(spec: RouteSpec<M, P, A, Q, B, R>): RouteContract<M, P, A, Q, B, R> {
  const { access = 'signed-in' as A, checkRevoked = false, query, body, ...rest } = spec;
  return { ...rest, access, checkRevoked, query: query as Q, body: body as B };
}

/** The Express form of a contract path: `{id}` becomes `:id`. */
export const expressPath = (path: string): string => path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
