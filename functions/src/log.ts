// The one logger of the API and the chat service: structured JSON lines through firebase-functions/logger, which
// Cloud Logging reads as severity plus fields. Every line carries the context of the request or socket event it
// belongs to (request id, uid, chat or case id), kept in AsyncLocalStorage so no caller has to pass it along.
// Fields never hold secrets or what users wrote: keys that could (tokens, texts, file contents) are redacted.
import { AsyncLocalStorage } from 'node:async_hooks';
import { write, type LogSeverity } from 'firebase-functions/logger';
import { config } from './config';

export interface LogContext {
  requestId?: string;
  socketId?: string;
  uid?: string;
  chatId?: string;
  caseId?: string;
}

export type LogFields = Record<string, string | number | boolean | null | undefined>;

const contexts = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with these fields (over the current ones) on every line it logs, including from its async work. */
export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return contexts.run({ ...contexts.getStore(), ...context }, fn);
}

/** Adds fields to the current context once they are known (the uid after the token check, a chat id...). */
export function addLogContext(context: LogContext): void {
  const current = contexts.getStore();
  if (current) Object.assign(current, context);
}

const REDACTED = /token|authorization|password|secret|cookie|text|content|bytes|payload|body/i;

function redact(fields: LogFields | undefined): LogFields {
  const safe: LogFields = {};
  for (const [key, value] of Object.entries(fields ?? {})) safe[key] = REDACTED.test(key) ? '[redacted]' : value;
  return safe;
}

/** An error as fields: its kind and stack, which name code paths, never the data that was being handled. */
function describe(error: unknown): Record<string, unknown> | undefined {
  if (error === undefined) return undefined;
  if (!(error instanceof Error)) return { error: { message: String(error) } };
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
  return {
    error: {
      name: error.name,
      message: error.message,
      code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
      cause,
      stack: error.stack,
    },
  };
}

const RANK: Partial<Record<LogSeverity, number>> = { DEBUG: 0, INFO: 1, WARNING: 2, ERROR: 3 };
const LEVEL_RANK = { debug: 0, info: 1, warn: 2, error: 3 }[config.logLevel];

function emit(severity: LogSeverity, message: string, fields?: LogFields, error?: unknown): void {
  if ((RANK[severity] ?? 3) < LEVEL_RANK) return;
  write({ severity, message, ...contexts.getStore(), ...redact(fields), ...describe(error) });
}

export const log = {
  debug: (message: string, fields?: LogFields) => emit('DEBUG', message, fields),
  info: (message: string, fields?: LogFields) => emit('INFO', message, fields),
  warn: (message: string, fields?: LogFields, error?: unknown) => emit('WARNING', message, fields, error),
  error: (message: string, fields?: LogFields, error?: unknown) => emit('ERROR', message, fields, error),
};

/**
 * A warning for a condition that may repeat on every request (a backing service not answering): written at most once
 * per `everyMs`, so an outage is reported without flooding the log.
 */
export function throttledWarning(message: string, everyMs = 60_000, now: () => number = Date.now): (fields?: LogFields) => void {
  let warnedAt = -Infinity;
  return (fields) => {
    if (now() - warnedAt < everyMs) return;
    warnedAt = now();
    log.warn(message, fields);
  };
}
