// Connections to Redis (Memorystore in production, Debian's redis-server in the test stack), when REDIS_URL is set.
// Two kinds, because they fail differently:
// - the chat service's adapter connection (connectRedis) waits for Redis: the socket.io Redis streams adapter reads
//   its stream with blocking commands, and ioredis reconnects by itself (so does the revocations' subscriber);
// - the coordination connection (coordinationRedis) carries short commands that must answer at once or not at all:
//   the shared rate limits, the chat's waiting replies and publishing revocations. Commands fail at once while
//   Redis is unreachable and after 500 ms when it hangs, so callers fall back to what this instance knows.
// Each logs an outage once, not on every retry (docs/decisions/0007-redis-scale-out.md).
import { Redis, type RedisOptions } from 'ioredis';
import { config } from '../config';
import { log } from '../log';

/** Wait between reconnection attempts: growing from 100 ms to at most 2 s. */
const retryDelay = (attempt: number) => Math.min(100 * attempt, 2000);

/** A coordination command that has not answered by then is abandoned: the caller falls back. */
export const COORDINATION_TIMEOUT_MS = 500;

function connect(url: string, options: RedisOptions, whileDown: string): Redis {
  const redis = new Redis(url, { retryStrategy: retryDelay, ...options });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(`redis unreachable: ${whileDown}`, { error: error.message });
  });
  redis.on('ready', () => {
    if (down) log.info('redis reachable again');
    down = false;
  });
  return redis;
}

/** A connection that waits for Redis: the chat service's adapter, or a subscriber; `whileDown` ends its outage line. */
export function connectRedis(url: string, whileDown = 'broadcasts reach this instance only until it is back'): Redis {
  return connect(url, { maxRetriesPerRequest: null }, whileDown);
}

/** Each coordination connection's first connection: settles once it is ready, or after COORDINATION_TIMEOUT_MS. */
const firstConnections = new WeakMap<Redis, Promise<void>>();

/** A coordination connection: no queueing while down, and a short command timeout. */
export function connectCoordinationRedis(url: string): Redis {
  const redis = connect(
    url,
    { connectionName: 'coordination', enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COORDINATION_TIMEOUT_MS },
    'shared limits fall back to this instance until it is back',
  );
  const first = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, COORDINATION_TIMEOUT_MS);
    timer.unref();
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  firstConnections.set(redis, first);
  return redis;
}

/**
 * Waits, at most COORDINATION_TIMEOUT_MS and only while a new process connects, for the connection to be ready: the
 * first requests of an instance are counted in Redis too. Later outages are not waited for.
 */
export async function untilFirstConnected(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') await firstConnections.get(redis);
}

let coordination: Redis | null | undefined;

/**
 * This process's coordination connection, made on first use (a Cloud Function's module is also loaded when it is
 * deployed, and must not connect then); null without REDIS_URL, where each instance counts on its own.
 */
export function coordinationRedis(): Redis | null {
  if (coordination === undefined) coordination = config.redisUrl === null ? null : connectCoordinationRedis(config.redisUrl);
  return coordination;
}

/** Closes the coordination connection (a stopping process). */
export function closeCoordinationRedis(): void {
  coordination?.disconnect();
  coordination = undefined;
}
