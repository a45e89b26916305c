// The chat service's connection to Redis (Memorystore in production, Debian's redis-server in the test stack). The
// socket.io Redis streams adapter shares the rooms' broadcasts through it. When Redis is unreachable, ioredis keeps
// reconnecting by itself; socket.io still delivers to this instance's own sockets, and the failure is logged once
// per outage rather than on every retry (docs/assistant.md, "Several instances").
import { Redis } from 'ioredis';
import { log } from '../log';

/** Wait between reconnection attempts: growing from 100 ms to at most 2 s. */
const retryDelay = (attempt: number) => Math.min(100 * attempt, 2000);

export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { retryStrategy: retryDelay, maxRetriesPerRequest: null });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn('redis unreachable: broadcasts reach this instance only until it is back', { error: error.message });
  });
  redis.on('ready', () => {
    if (down) log.info('redis reachable again');
    down = false;
  });
  return redis;
}
