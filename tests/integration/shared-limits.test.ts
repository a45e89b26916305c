// The API's per-user rate limit counted in the stack's Redis (transport/rate-limiter.ts), as the deployed API's
// instances count it in Memorystore: two API instances (two apps in this process, as Cloud Functions runs several)
// refuse a burst split between them past the one limit, and the API behind the emulator counts in the same Redis.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCoordinationRedis } from '../../functions/src/data/redis';
import { createApp } from '../../functions/src/http/app';
import { API_RATE_LIMIT } from '../../functions/src/transport/rate-limiter';
import { api, createTestUser } from '../support/stack';

const REDIS_URL = process.env['REDIS_URL'];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}

describe('the API rate limit shared through Redis', () => {
  const limit = { burst: 6, perMinute: 12 };
  const servers = [createServer(createApp({ rateLimit: limit })), createServer(createApp({ rateLimit: limit }))];
  let urls: string[];

  beforeAll(async () => {
    // The test stack starts Debian's redis-server (emulators/launcher.ts); .ci/run installs it.
    if (!REDIS_URL) throw new Error('No REDIS_URL: install redis-server (apt-get install redis-server) and restart the stack');
    urls = await Promise.all(servers.map(listen));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('refuses a burst split between two instances past the one limit, with Retry-After', async () => {
    const user = await createTestUser('Burst');
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < limit.burst + 4; i += 1) {
      const res = await fetch(`${urls[i % 2]}/verify`, { headers: { authorization: `Bearer ${user.idToken}` } });
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
      await res.arrayBuffer();
    }
    // Counted per instance, each would have allowed its five.
    expect(statuses).toEqual([...Array<number>(limit.burst).fill(200), 429, 429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);

    // Another user's requests are counted on their own.
    const other = await createTestUser('Other');
    const res = await fetch(`${urls[1]}/verify`, { headers: { authorization: `Bearer ${other.idToken}` } });
    expect(res.status).toBe(200);
  });

  it('is counted by the API behind the emulator in the same Redis', async () => {
    const user = await createTestUser('Counted');
    expect((await api('/verify', { token: user.idToken })).status).toBe(200);
    const redis = connectCoordinationRedis(REDIS_URL ?? '');
    try {
      const key = `rate:api:${API_RATE_LIMIT.burst}:${API_RATE_LIMIT.perMinute}:steady:${user.uid}`;
      await expect.poll(async () => (redis.status === 'ready' ? redis.get(key) : null), { timeout: 5000 }).toBe('1');
    } finally {
      redis.disconnect();
    }
  });
});
