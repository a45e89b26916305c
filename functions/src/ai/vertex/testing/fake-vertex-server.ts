// A local stand-in for the Vertex AI streamGenerateContent endpoint, so the real SDK, URL building, auth headers
// and SSE parsing run in tests without Google credentials or the network. Each test scripts the replies it needs.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Content, Tool } from '@google/genai';

/** One SSE chunk: a GenerateContentResponse as Vertex serialises it (or an `{ error }` object, as Vertex sends mid-stream). */
export type VertexChunk = Record<string, unknown>;

export type FakeReply =
  /** 200 with one `data:` event per chunk. */
  | { kind: 'stream'; chunks: readonly VertexChunk[]; delayMs?: number }
  /** A non-2xx answer with Vertex's JSON error body. */
  | { kind: 'error'; status: number; body?: unknown }
  /** Sends the given chunks (if any), then never finishes: for timeouts. */
  | { kind: 'hang'; chunksFirst?: readonly VertexChunk[] };

/** The request body as received; the fake does not validate it, tests assert on it. */
export interface VertexRequestBody {
  contents?: Content[];
  systemInstruction?: Content;
  tools?: Tool[];
  generationConfig?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  apiVersion: string;
  project: string;
  location: string;
  model: string;
  body: VertexRequestBody;
  /** True once the client dropped the connection before the reply was complete, e.g. on its timeout. */
  clientAborted: boolean;
}

export interface FakeVertexServer {
  /** Pass as `baseUrl`; the SDK appends `/{apiVersion}/projects/…`. */
  readonly baseUrl: string;
  readonly requests: readonly RecordedRequest[];
  /** Queues replies, used one per request in order. An unscripted request gets a 500 so the test fails loudly. */
  enqueue(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

const STREAM_PATH =
  /^\/(?<apiVersion>v1|v1beta1)\/projects\/(?<project>[^/]+)\/locations\/(?<location>[^/]+)\/publishers\/google\/models\/(?<model>[^/:]+):streamGenerateContent$/;
const MAX_BODY_BYTES = 25 * 1024 * 1024;

export async function startFakeVertexServer(): Promise<FakeVertexServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, 'INTERNAL', `fake vertex: ${String(error)}`);
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const match = STREAM_PATH.exec(url.pathname)?.groups;
    if (req.method !== 'POST' || match === undefined || url.searchParams.get('alt') !== 'sse') {
      sendError(res, 404, 'NOT_FOUND', `fake vertex: no route for ${req.method ?? '?'} ${url.pathname}${url.search}`);
      return;
    }
    const raw = await readBody(req);
    if (raw === undefined) {
      sendError(res, 413, 'INVALID_ARGUMENT', 'fake vertex: request body too large');
      return;
    }
    const record: RecordedRequest = {
      method: req.method,
      url,
      headers: req.headers,
      apiVersion: decodeURIComponent(match.apiVersion ?? ''),
      project: decodeURIComponent(match.project ?? ''),
      location: decodeURIComponent(match.location ?? ''),
      model: decodeURIComponent(match.model ?? ''),
      body: JSON.parse(raw) as VertexRequestBody,
      clientAborted: false,
    };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.clientAborted = true;
    });

    // Vertex refuses unauthenticated calls; mirroring that proves the injected credentials were used.
    if (!req.headers.authorization?.startsWith('Bearer ')) {
      sendError(res, 401, 'UNAUTHENTICATED', 'Request is missing required authentication credential.');
      return;
    }

    const reply = queue.shift();
    if (reply === undefined) {
      sendError(res, 500, 'INTERNAL', 'fake vertex: no reply scripted for this request');
      return;
    }
    switch (reply.kind) {
      case 'error':
        sendJson(res, reply.status, reply.body ?? errorBody(reply.status));
        return;
      case 'hang':
        startEventStream(res);
        for (const chunk of reply.chunksFirst ?? []) writeEvent(res, chunk);
        // Left open on purpose; close() tears the socket down.
        return;
      case 'stream':
        startEventStream(res);
        for (const chunk of reply.chunks) {
          if (reply.delayMs) await sleep(reply.delayMs);
          if (res.destroyed) return;
          writeEvent(res, chunk);
        }
        res.end();
        return;
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging streams would keep close() waiting forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// --- Replies shaped like Vertex's -------------------------------------------------------------------------------

const MODEL_VERSION = 'gemini-fake-001';

/** Streamed text, one chunk per string; the last chunk carries finishReason and token counts, as Vertex sends them. */
export function textChunks(texts: readonly string[]): VertexChunk[] {
  return texts.map((text, index) => {
    const last = index === texts.length - 1;
    return candidateChunk([{ text }], last);
  });
}

/** A chunk with one function call; Vertex normally omits `id`. */
export function functionCallChunk(call: { name: string; args: Record<string, unknown>; id?: string }): VertexChunk {
  return candidateChunk([{ functionCall: call }], true);
}

/** Any parts in one chunk, e.g. text then a call, or a thought part. */
export function partsChunk(parts: readonly Record<string, unknown>[], final = true): VertexChunk {
  return candidateChunk(parts, final);
}

/** Vertex's JSON error body for an HTTP status. */
export function errorBody(status: number, message?: string): VertexChunk {
  const code = STATUS_NAMES[status] ?? 'UNKNOWN';
  return { error: { code: status, message: message ?? `fake ${code}`, status: code } };
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function candidateChunk(parts: readonly Record<string, unknown>[], final: boolean): VertexChunk {
  return {
    candidates: [{ content: { role: 'model', parts }, ...(final ? { finishReason: 'STOP' } : {}) }],
    usageMetadata: final
      ? { promptTokenCount: 42, candidatesTokenCount: 7, totalTokenCount: 49, trafficType: 'ON_DEMAND' }
      : { trafficType: 'ON_DEMAND' },
    modelVersion: MODEL_VERSION,
    createTime: new Date().toISOString(),
    responseId: 'fake-response',
  };
}

// --- HTTP plumbing ----------------------------------------------------------------------------------------------

function startEventStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
}

function writeEvent(res: ServerResponse, chunk: VertexChunk): void {
  res.write(`data: ${JSON.stringify(chunk)}\n\n`);
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { error: { code: status, message, status: code } });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
