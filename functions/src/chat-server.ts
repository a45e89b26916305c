// Entry point of the chat service (Cloud Run): a Node HTTP server carrying socket.io.
import { createServer } from 'node:http';
import { config } from './config';
import { log } from './log';
import { closeCoordinationRedis, connectRedis, coordinationRedis } from './data/redis';
import { redisWaitingReplies } from './data/waiting-replies-repo';
import { MAX_WAITING } from './services/chat-turns';
import { watchRevocations } from './data/session-revocations-repo';
import { answerStats } from './service-stats';
import { attachChatSockets } from './socket/chat-socket';
import { redisStreamsAdapter } from './socket/redis-adapter';

const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (answerStats(req, res, () => chat.io.engine.clientsCount)) return;
  res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'not-found', message: 'Not found' } }));
});
// Several instances share their rooms' broadcasts, limits and waiting replies through Redis (README, "Scaling out");
// one keeps them in memory.
const redis = config.redisUrl === null ? null : connectRedis(config.redisUrl);
const coordination = coordinationRedis();
/** A place among the waiting replies is held at most while every reply before it times out. */
const waitingLifetimeMs = (MAX_WAITING + 1) * config.ai.timeoutMs;
const chat = attachChatSockets(server, {
  ...(redis === null ? {} : { adapter: redisStreamsAdapter(redis) }),
  ...(coordination === null ? {} : { waiting: redisWaitingReplies(coordination, MAX_WAITING, waitingLifetimeMs) }),
  revocations: watchRevocations,
});
server.listen(config.chatPort, config.chatHost, () => {
  log.info('chat service listening', {
    host: config.chatHost,
    port: config.chatPort,
    assistant: config.ai.provider,
    adapter: redis === null ? 'memory' : 'redis',
  });
});

let stopping = false;
// Replies in progress are finished and stored before the process exits: their senders may already be gone, but
// the reply must be in the chat when they come back.
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close();
  void chat.drain(config.chatDrainMs).finally(() => {
    void chat.io.close();
    redis?.disconnect();
    closeCoordinationRedis();
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
