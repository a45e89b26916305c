// How the security suite talks to the stack: raw HTTP (paths sent exactly as written, so `..` and `%2e` reach the
// server un-normalised, and a dropped connection is seen as one), hand-built multipart bodies that can be cut short,
// chat sockets, and forged ID tokens.
import { createHmac, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { io as connectClient, type Socket } from 'socket.io-client';
import { b64, tokenClaims as claims, unsignedToken as unsigned } from '../support/forged-token';
import { API_URL, AUTH_EMULATOR, CHAT_URL, createTestUser, PROJECT_ID } from '../support/stack';

export interface RawRequest {
  method: string;
  /** Under /api, exactly as it goes on the wire. */
  path: string;
  token?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Send to the API served in this process (startDirectApi) rather than through the emulators. */
  direct?: boolean;
}

export type RawResponse = { kind: 'answered'; status: number; contentType: string; body: Buffer } | { kind: 'dropped'; reason: string };

const api = new URL(API_URL);
/** The `api` function itself on the Functions emulator, past Hosting's rewrite (which keeps the /api prefix). */
const functionApi = new URL(`http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api${api.pathname}`);
const TIMEOUT_MS = 20_000;
const LONGEST_HOSTING_PATH = 2048;

/**
 * The local Hosting emulator (superstatic) answers a path it cannot decode, or a very long one, with its own 500
 * before the rewrite. In production Google's front end refuses those itself; the function must still be robust to
 * them, so they go to it straight.
 */
let directApi: URL | undefined;

/**
 * The API app itself (functions/src/http/app.ts, with the real token check, Firestore and Storage of the stack) on a
 * port of this process. The Functions emulator's proxy dies (write EPIPE, then the whole emulator process exits) when
 * a function answers before it has forwarded the whole body, as the API rightly does for a body over its limit or
 * cut short; Cloud Functions and Cloud Run do not. Such requests go here, so they test the API, not the emulator.
 */
export function useDirectApi(url: string): void {
  directApi = new URL(url);
}

function hostingCannotRoute(path: string): boolean {
  if (path.length > LONGEST_HOSTING_PATH) return true;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** One request on its own connection, so a connection the server drops is this request's, not a reused one's. */
export function send(req: RawRequest): Promise<RawResponse> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...req.headers };
    if (req.token !== undefined) headers['authorization'] = `Bearer ${req.token}`;
    if (req.body) headers['content-length'] = String(req.body.length);
    let settled = false;
    const done = (response: RawResponse) => {
      if (!settled) resolve(response);
      settled = true;
    };
    if (req.direct && !directApi) throw new Error('useDirectApi() first');
    const target = req.direct && directApi ? directApi : hostingCannotRoute(req.path) ? functionApi : api;
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: `${target.pathname}${req.path}`,
        headers,
        agent: false,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            kind: 'answered',
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', (error) => done({ kind: 'dropped', reason: `while reading the answer: ${error.message}` }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
    outgoing.on('error', (error) => done({ kind: 'dropped', reason: error.message }));
    outgoing.end(req.body);
  });
}

export interface FilePart {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

export interface Multipart {
  contentType: string;
  body: Buffer;
  /** Where the closing boundary starts, and where the last file's bytes start and end. */
  closingAt: number;
  fileStart: number;
  fileEnd: number;
  /** Where the last part's headers start. */
  lastPartAt: number;
}

/** A multipart/form-data body built by hand, with the offsets needed to cut it short. */
export function multipart(
  fields: Record<string, string>,
  files: readonly FilePart[],
  boundary = `----security-${randomUUID()}`,
): Multipart {
  const chunks: Buffer[] = [];
  let length = 0;
  let fileStart = 0;
  let fileEnd = 0;
  let lastPartAt = 0;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  for (const [name, value] of Object.entries(fields)) {
    lastPartAt = length;
    push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    lastPartAt = length;
    push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    fileStart = length;
    push(file.bytes);
    fileEnd = length;
    push(Buffer.from('\r\n'));
  }
  const closingAt = length;
  push(Buffer.from(`--${boundary}--\r\n`));
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat(chunks),
    closingAt,
    fileStart,
    fileEnd,
    lastPartAt,
  };
}

// ---- chat sockets ----

export function openSocket(auth: Record<string, unknown> | undefined): Socket {
  return connectClient(CHAT_URL, {
    ...(auth ? { auth } : {}),
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 10_000,
  });
}

/** Connects, or answers why the handshake was refused. */
export function handshake(auth: Record<string, unknown> | undefined): Promise<{ socket: Socket } | { refused: string }> {
  const socket = openSocket(auth);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ refused: error.message });
    });
  });
}

export async function connect(token: string): Promise<Socket> {
  const outcome = await handshake({ token });
  if ('refused' in outcome) throw new Error(`chat socket refused a real token: ${outcome.refused}`);
  return outcome.socket;
}

export interface AckError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}
export type Ack = { ok: true; [key: string]: unknown } | { ok: false; error: AckError };

export type EmitOutcome = { kind: 'ack'; ack: Ack; disconnectedBefore: boolean } | { kind: 'no-ack'; reason: string };

/**
 * Emits with an acknowledgement; `undefined` as payload emits the event with no payload at all, whose failure then
 * comes back as `message-error` (functions/src/socket/PROTOCOL.md), taken here as the acknowledgement.
 */
export function emitWithAck(socket: Socket, event: string, payload: unknown, timeoutMs = 8_000): Promise<EmitOutcome> {
  return awaitAck(socket, event, timeoutMs, (ack) => {
    if (payload === undefined) socket.emit(event, ack);
    else socket.emit(event, payload, ack);
  });
}

let rawAckId = 100_000;

/**
 * Emits a payload given as JSON text, written straight to the transport (socket.io packet `2<ackId>[event,payload]`),
 * for payloads the client library cannot encode itself (it walks objects recursively, so 5,000 levels overflow it).
 */
export function emitRawWithAck(socket: Socket, event: string, payloadJson: string, timeoutMs = 8_000): Promise<EmitOutcome> {
  const id = (rawAckId += 1);
  const engine = socket.io.engine;
  return awaitAck(socket, event, timeoutMs, (ack) => {
    const onMessage = (data: unknown) => {
      const text = String(data);
      const prefix = `3${id}`;
      if (!text.startsWith(prefix)) return;
      engine.off('message', onMessage);
      const [response] = JSON.parse(text.slice(prefix.length)) as [unknown];
      ack(response);
    };
    engine.on('message', onMessage);
    engine.write(`2${id}[${JSON.stringify(event)},${payloadJson}]`);
  });
}

function awaitAck(
  socket: Socket,
  event: string,
  timeoutMs: number,
  emit: (ack: (response: unknown) => void) => void,
): Promise<EmitOutcome> {
  return new Promise((resolve) => {
    let finished = false;
    const finish = (outcome: EmitOutcome) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.off('disconnect', onDisconnect);
      socket.off('message-error', onMessageError);
      resolve(outcome);
    };
    const onDisconnect = (reason: string) => finish({ kind: 'no-ack', reason: `disconnected (${reason}) with no acknowledgement` });
    const onMessageError = (body: { request?: string; error?: AckError }) => {
      if (body.request === event && body.error) finish({ kind: 'ack', ack: { ok: false, error: body.error }, disconnectedBefore: false });
    };
    const timer = setTimeout(
      () => finish({ kind: 'no-ack', reason: `no acknowledgement (nor message-error) in ${timeoutMs} ms` }),
      timeoutMs,
    );
    socket.on('disconnect', onDisconnect);
    socket.on('message-error', onMessageError);
    emit((response) => finish({ kind: 'ack', ack: response as Ack, disconnectedBefore: false }));
  });
}

export interface Turn {
  chatId: string;
  messageId: string;
  callId: string | null;
}

/** Sends one message and waits for its whole reply, noting the tool call it asked for, if any. */
export async function say(socket: Socket, chatId: string, text: string): Promise<Turn> {
  let callId: string | null = null;
  let ended: string | null = null;
  const onCall = (event: { id: string }) => (callId ??= event.id);
  const onEnd = (event: { replyTo: string }) => (ended = event.replyTo);
  const onError = (event: { replyTo: string }) => (ended = `failed:${event.replyTo}`);
  socket.on('assistant-message', onCall);
  socket.on('reply-end', onEnd);
  socket.on('reply-error', onError);
  try {
    const outcome = await emitWithAck(socket, 'message', { chatId, text }, 15_000);
    if (outcome.kind !== 'ack' || !outcome.ack.ok) throw new Error(`message refused: ${JSON.stringify(outcome)}`);
    const messageId = String(outcome.ack['messageId']);
    const deadline = Date.now() + 15_000;
    while (ended !== messageId) {
      if (ended === `failed:${messageId}`) throw new Error('the assistant failed to answer');
      if (Date.now() > deadline) throw new Error('no reply-end');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { chatId, messageId, callId };
  } finally {
    socket.off('assistant-message', onCall);
    socket.off('reply-end', onEnd);
    socket.off('reply-error', onError);
  }
}

// ---- forged tokens ----

export const FORGED_TOKEN_KINDS = [
  'not-a-jwt',
  'unsigned-expired',
  'unsigned-other-project',
  'unsigned-with-fake-signature',
  'rs256-random-key',
  'hs256-guessed-secret',
  'nonexistent-user',
  'deleted-user',
  // The same forgeries by an applicant who claims the expert role (functions/src/shared/account/roles.ts).
  'expert-claim-unsigned-with-fake-signature',
  'expert-claim-rs256-random-key',
  'expert-claim-hs256-guessed-secret',
  'expert-claim-unsigned-expired',
  'expert-claim-nonexistent-user',
] as const;
export type ForgedTokenKind = (typeof FORGED_TOKEN_KINDS)[number];

/**
 * A token in the Auth emulator's own format (unsigned) for an existing user, with claims of the caller's choosing:
 * firebase-admin accepts it while it talks to the emulator, so it shows what the API does past the token check with a
 * claim nobody granted (production refuses it for want of Google's signature).
 */
export function emulatorFormatToken(user: { uid: string; email: string }, extra: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  return unsigned(
    claims(user.uid, {
      email: user.email,
      auth_time: now,
      iat: now,
      firebase: { identities: { email: [user.email] }, sign_in_provider: 'password' },
      ...extra,
    }),
  );
}

/** The expert role's claim, as grant-expert sets it (functions/src/shared/account/roles.ts). */
const EXPERT_CLAIM = { role: 'expert' } as const;

/**
 * Tokens that must never sign anyone in: for the victim, and (`expert-claim-*`) for an applicant who claims the
 * expert role. A well-formed unsigned token of an existing user is left out: it is the Auth emulator's own token
 * format, which firebase-admin accepts whenever FIREBASE_AUTH_EMULATOR_HOST is set (with the claims it carries, a
 * role included: only a production token's Google signature makes the claims trustworthy).
 */
export async function forgedTokens(victimUid: string, applicantUid: string): Promise<Record<ForgedTokenKind, string>> {
  const now = Math.floor(Date.now() / 1000);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const rsHeader = b64({ alg: 'RS256', kid: randomBytes(20).toString('hex'), typ: 'JWT' });
  const rsBody = b64(claims(victimUid));
  const hsHeader = b64({ alg: 'HS256', typ: 'JWT' });
  const hsBody = b64(claims(victimUid));
  const expertRsBody = b64(claims(applicantUid, EXPERT_CLAIM));
  const expertHsBody = b64(claims(applicantUid, EXPERT_CLAIM));

  // A real user's real token, used after the user is deleted.
  const ghost = await createTestUser('Deleted User');
  const deleted = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: ghost.idToken }),
  });
  if (!deleted.ok) throw new Error(`could not delete the test user: ${deleted.status}`);

  return {
    'not-a-jwt': 'not-a-jwt',
    'unsigned-expired': unsigned(claims(victimUid, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })),
    'unsigned-other-project': unsigned(
      claims(victimUid, { aud: 'someone-elses-project', iss: 'https://securetoken.google.com/someone-elses-project' }),
    ),
    'unsigned-with-fake-signature': unsigned(claims(victimUid), randomBytes(64).toString('base64url')),
    'rs256-random-key': `${rsHeader}.${rsBody}.${sign('RSA-SHA256', Buffer.from(`${rsHeader}.${rsBody}`), privateKey).toString('base64url')}`,
    'hs256-guessed-secret': `${hsHeader}.${hsBody}.${createHmac('sha256', 'secret').update(`${hsHeader}.${hsBody}`).digest('base64url')}`,
    'nonexistent-user': unsigned(claims(`ghost${randomBytes(10).toString('hex')}`)),
    'deleted-user': ghost.idToken,
    'expert-claim-unsigned-with-fake-signature': unsigned(claims(applicantUid, EXPERT_CLAIM), randomBytes(64).toString('base64url')),
    'expert-claim-rs256-random-key': `${rsHeader}.${expertRsBody}.${sign('RSA-SHA256', Buffer.from(`${rsHeader}.${expertRsBody}`), privateKey).toString('base64url')}`,
    'expert-claim-hs256-guessed-secret': `${hsHeader}.${expertHsBody}.${createHmac('sha256', 'secret').update(`${hsHeader}.${expertHsBody}`).digest('base64url')}`,
    'expert-claim-unsigned-expired': unsigned(
      claims(applicantUid, { ...EXPERT_CLAIM, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }),
    ),
    'expert-claim-nonexistent-user': unsigned(claims(`ghost${randomBytes(10).toString('hex')}`, EXPERT_CLAIM)),
  };
}
