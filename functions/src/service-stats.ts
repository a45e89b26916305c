// The chat service's load as the bench reads it (tests/bench/chat-load.ts): open sockets, event-loop delay and
// memory. Served on GET /stats to loopback callers only; `?reset=1` starts a new event-loop measurement window.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const NS_PER_MS = 1e6;
/** The sampling timer's interval: each sample is that interval plus the delay, so it is taken off again. */
const RESOLUTION_MS = 10;
const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
loop.enable();

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface ServiceStats {
  connections: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  rssMb: number;
}

export function serviceStats(connections: number): ServiceStats {
  const ms = (ns: number) => Math.max(0, Math.round((ns / NS_PER_MS - RESOLUTION_MS) * 10) / 10);
  return {
    connections,
    eventLoopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    rssMb: Math.round(process.memoryUsage.rss() / 1024 / 102.4) / 10,
  };
}

/** Answers GET /stats for a loopback caller (true), or leaves the request alone (false). */
export function answerStats(req: IncomingMessage, res: ServerResponse, connections: () => number): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/stats' || req.method !== 'GET' || !LOOPBACK.has(req.socket.remoteAddress ?? '')) return false;
  const stats = serviceStats(connections());
  if (url.searchParams.get('reset') === '1') loop.reset();
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(stats));
  return true;
}
