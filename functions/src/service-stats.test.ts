import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerStats } from './service-stats';

function call(url: string, remoteAddress: string, method = 'GET') {
  const req = { url, method, socket: { remoteAddress } } as unknown as IncomingMessage;
  const sent: { status?: number; body?: string } = {};
  const res = {
    writeHead(status: number) {
      sent.status = status;
      return { end: (body: string) => (sent.body = body) };
    },
  } as unknown as ServerResponse;
  return { answered: answerStats(req, res, () => 7), sent };
}

describe('GET /stats', () => {
  it('tells a loopback caller the connections, the event-loop delay and the memory', () => {
    const { answered, sent } = call('/stats?reset=1', '127.0.0.1');
    expect(answered).toBe(true);
    expect(sent.status).toBe(200);
    const body = JSON.parse(sent.body ?? '{}') as { connections: number; eventLoopDelayMs: Record<string, number>; rssMb: number };
    expect(body.connections).toBe(7);
    expect(Object.keys(body.eventLoopDelayMs).sort()).toEqual(['max', 'p50', 'p99']);
    expect(body.rssMb).toBeGreaterThan(0);
  });

  it('leaves anyone else, other paths and other methods to the server (its 404)', () => {
    expect(call('/stats', '203.0.113.9').answered).toBe(false);
    expect(call('/stats', '::ffff:10.0.0.2').answered).toBe(false);
    expect(call('/healthz', '127.0.0.1').answered).toBe(false);
    expect(call('/stats', '::1', 'POST').answered).toBe(false);
  });
});
