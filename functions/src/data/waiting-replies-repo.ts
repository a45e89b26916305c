// The chat's waiting replies counted across the chat service's instances (services/chat-turns.ts, MAX_WAITING): a
// sorted set per chat in Redis whose members are the places taken, each scored with when it lapses. A place is given
// back when its reply settles; one whose instance stopped first lapses by itself. When Redis does not answer, a place
// is granted: the instance's own count still holds the limit on it (docs/decisions/0007-redis-scale-out.md).
import type { Redis } from 'ioredis';
import { throttledWarning } from '../log';
import { untilFirstConnected } from './redis';

export interface WaitingReplies {
  /** Takes a place among the chat's waiting replies; false when `max` are taken already. */
  take(chatId: string, place: string): Promise<boolean>;
  /** Gives the place back (its reply settled, or the message needed none). */
  give(chatId: string, place: string): Promise<void>;
}

const keyOf = (chatId: string) => `chat-waiting:${chatId}`;

/** `lifetimeMs`: longer than a place can be held (every reply before it timing out), so only a lost one lapses. */
export function redisWaitingReplies(redis: Redis, max: number, lifetimeMs: number): WaitingReplies {
  const warning = throttledWarning('waiting replies counted on this instance only: Redis did not answer');
  const warn = (error: unknown) => warning({ error: String(error) });
  return {
    async take(chatId, place) {
      const key = keyOf(chatId);
      const now = Date.now();
      try {
        await untilFirstConnected(redis);
        // Lapsed places go, ours is added, then counted: two instances adding at once may both see the limit passed
        // and both refuse, never both accept beyond it.
        const results = await redis
          .multi()
          .zremrangebyscore(key, '-inf', now)
          .zadd(key, now + lifetimeMs, place)
          .zcard(key)
          .pexpire(key, lifetimeMs)
          .exec();
        const counted = results?.[2]?.[1];
        if (typeof counted !== 'number') throw new Error('no count in the answer');
        if (counted <= max) return true;
      } catch (error) {
        warn(error);
        return true;
      }
      await redis.zrem(key, place).catch(warn);
      return false;
    },
    async give(chatId, place) {
      await redis.zrem(keyOf(chatId), place).catch(warn);
    },
  };
}
