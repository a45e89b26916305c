// The socket.io Redis streams adapter, which shares the rooms' broadcasts of the chat service's instances through
// Redis (Memorystore in production), with one change: while Redis is not connected, publishing fails at once instead
// of waiting in the client's queue. socket.io delivers a broadcast to the instance's own sockets only after the
// publish settles, so a reply streamed to a phone on this instance goes on while Redis is down; the instance's
// reader waits for Redis and picks up again by itself when it is back.
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import type { ServerOptions } from 'socket.io';

type ClusterMessage = Parameters<ReturnType<ReturnType<typeof createAdapter>>['doPublish']>[0];

export function redisStreamsAdapter(redis: Redis): ServerOptions['adapter'] {
  const make = createAdapter(redis);
  // socket.io calls it with `new`, so a function, not an arrow; the object it returns is the adapter.
  function adapterFor(nsp: unknown) {
    const adapter = make(nsp);
    const publish = adapter.doPublish.bind(adapter) as (message: ClusterMessage) => Promise<string>;
    adapter.doPublish = (message: ClusterMessage): Promise<string> =>
      redis.status === 'ready' ? publish(message) : Promise.reject(new Error('Redis is not connected'));
    return adapter;
  }
  return adapterFor as unknown as ServerOptions['adapter'];
}
