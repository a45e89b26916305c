// Mounts an area's contracts (shared/contracts/<area>.ts) on the API router: one Express route per contract, which
// checks the path ids by their kind (path-ids.ts), parses the query and a JSON body with the contract's schemas
// (400 with field messages, domain/validate.ts), hands them to the area's typed handler, and sends its answer with
// the contract's status. Outside production every JSON answer is parsed against its schema too, and one that does not
// match is a 500, so every test that calls the API checks the answers as it goes (docs/api-contracts.md).
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { config } from '../../config';
import type { SignedInUser } from '../../domain/signed-in-user';
import { parseInput } from '../../domain/validate';
import {
  type AnyContract,
  type BodyDecl,
  expressPath,
  type HttpMethod,
  isJsonAnswer,
  type FormBody,
  type JsonBody,
  type PathParamsOf,
  type Responses,
} from '../../shared/contracts/contract';
import { currentUser } from '../middleware/authenticate';
import { isMultipart, type MultiFileUploadPolicy, readMultipart, readMultipartFiles, type UploadPolicy } from '../routes/multipart';
import { markContractHandler } from './mounted';
import { pathId } from './path-ids';

/** Reads a contract's upload with busboy (routes/multipart.ts): its file field and size limit come from the contract. */
export interface FormReader<Fields> {
  /** A form with at most one file, handed to the policy's `accept`. */
  one<T>(policyFor: (fileField: string) => UploadPolicy<T>): Promise<{ fields: Fields; file: T | null }>;
  /** A form with up to the contract's `maxFiles` files. */
  many<T>(policyFor: (fileField: string) => MultiFileUploadPolicy<T>): Promise<{ fields: Fields; files: T[] }>;
}

/** What a handler is given: the verified user, and its request's parts already checked against the contract. */
export interface HandlerContext<C extends AnyContract> {
  /** Undefined on a public route, which never acts for a user. */
  user: C['access'] extends 'public' ? undefined : SignedInUser;
  params: { readonly [Name in PathParamsOf<C['path']>]: string };
  query: C['query'] extends z.ZodType ? z.output<C['query']> : undefined;
  body: C['body'] extends JsonBody<infer S> ? z.output<S> : undefined;
  form: C['body'] extends FormBody<infer F> ? FormReader<z.output<F>> : undefined;
  req: Request;
  res: Response;
}

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;
type AnswerBody<A> = A extends z.ZodType ? z.input<A> : void;

/**
 * What a handler returns: the JSON body of the contract's one status (nothing for a file it sent itself, or for 204),
 * or, where the contract has several, `{ status, body }`.
 */
export type HandlerAnswer<R extends Responses> =
  true extends IsUnion<keyof R> ? { [S in keyof R]: { status: S; body: AnswerBody<R[S]> } }[keyof R] : AnswerBody<R[keyof R]>;

/** The answer of a contract with several statuses: which one, and its body. */
export const withStatus = <const S extends number, B>(status: S, body: B): { status: S; body: B } => ({ status, body });

export type Handler<C extends AnyContract> = (context: HandlerContext<C>) => Promise<HandlerAnswer<C['responses']>>;

/** One handler per contract of the area: a contract without its handler does not compile. */
export type Handlers<Area extends Record<string, AnyContract>> = { readonly [Name in keyof Area]: Handler<Area[Name]> };

interface LooseContext {
  user: SignedInUser | undefined;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  form: FormReader<unknown> | undefined;
  req: Request;
  res: Response;
}
type LooseHandler = (context: LooseContext) => Promise<unknown>;

const isStatusAnswer = (value: unknown): value is { status: number; body: unknown } =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value && typeof value.status === 'number';

/** A JSON body where the contract also takes a form: its fields, parsed with the form's schema, and no file. */
function jsonForm(req: Request, body: FormBody): FormReader<unknown> {
  const fields = () => parseInput(body.fields, req.body ?? {});
  return {
    one: async () => ({ fields: fields(), file: null }),
    many: async () => ({ fields: fields(), files: [] }),
  };
}

function formReader(req: Request, body: FormBody): FormReader<unknown> {
  if (body.kind === 'json-or-multipart' && !isMultipart(req)) return jsonForm(req, body);
  const sameLimits = (policy: { fileField: string; maxFileBytes: number }) => {
    if (policy.fileField !== body.fileField || policy.maxFileBytes !== body.maxFileBytes)
      throw new Error(`The upload policy (${policy.fileField}, ${policy.maxFileBytes} bytes) differs from the contract's`);
  };
  return {
    async one(policyFor) {
      const policy = policyFor(body.fileField);
      sameLimits(policy);
      if (body.maxFiles !== 1) throw new Error(`The contract takes up to ${body.maxFiles} files: read them with many()`);
      const form = await readMultipart(req, policy);
      return { fields: parseInput(body.fields, form.fields), file: form.file };
    },
    async many(policyFor) {
      const policy = policyFor(body.fileField);
      sameLimits(policy);
      if (policy.maxFiles !== body.maxFiles)
        throw new Error(`The upload policy takes ${policy.maxFiles} files, the contract ${body.maxFiles}`);
      const form = await readMultipartFiles(req, policy);
      return { fields: parseInput(body.fields, form.fields), files: form.files };
    },
  };
}

function jsonInput(body: BodyDecl | undefined, raw: unknown): unknown {
  if (body?.kind !== 'json') return undefined;
  const value = raw ?? {};
  return parseInput(body.pick ? body.pick(value) : body.schema, value, body.invalid);
}

/** Outside production: the answer must be what the contract says (config.checkApiAnswers). */
function checkAnswer(contract: AnyContract, status: number, schema: z.ZodType, body: unknown): void {
  if (!config.checkApiAnswers) return;
  const result = schema.safeParse(body);
  if (!result.success)
    throw new Error(`${contract.method} ${contract.path} answered ${status} outside its contract:\n${z.prettifyError(result.error)}`);
}

function send(contract: AnyContract, res: Response, answer: unknown): void {
  const statuses = Object.keys(contract.responses).map(Number);
  const [only] = statuses;
  const { status, body } =
    statuses.length === 1 && only !== undefined
      ? { status: only, body: answer }
      : isStatusAnswer(answer) && statuses.includes(answer.status)
        ? answer
        : { status: NaN, body: undefined };
  const declared = contract.responses[status];
  if (declared === undefined) throw new Error(`${contract.method} ${contract.path} answered a status its contract does not declare`);
  if (isJsonAnswer(declared)) {
    checkAnswer(contract, status, declared, body);
    res.status(status).json(body);
  } else if (declared.kind === 'no-content') {
    res.status(204).end();
  }
  // A file answer was written by the handler itself.
}

function mount(router: Router, contract: AnyContract, handler: LooseHandler): void {
  const handle = async (req: Request, res: Response): Promise<void> => {
    const user = contract.access === 'public' ? undefined : currentUser(req);
    const params: Record<string, string> = {};
    if (typeof contract.ids === 'object')
      for (const [name, kind] of Object.entries(contract.ids)) params[name] = pathId(kind, req.params[name]);
    const query = contract.query ? parseInput(contract.query, req.query) : undefined;
    const body = jsonInput(contract.body, req.body);
    const form = contract.body && contract.body.kind !== 'json' ? formReader(req, contract.body) : undefined;
    send(contract, res, await handler({ user, params, query, body, form, req, res }));
  };
  markContractHandler(handle);
  const verb = contract.method.toLowerCase() as Lowercase<HttpMethod>;
  router[verb](expressPath(contract.path), handle);
}

/** Mounts every contract of an area with its handler, in the area's order. */
export function serveContracts<Area extends Record<string, AnyContract>>(router: Router, area: Area, handlers: Handlers<Area>): void {
  for (const name of Object.keys(area)) {
    const contract = area[name];
    const handler = handlers[name];
    if (!contract || !handler) throw new Error(`Contract ${name} has no handler`);
    // The handler's context was typed from this contract above; the loop sees them all as one type.
    mount(router, contract, handler as unknown as LooseHandler);
  }
}
