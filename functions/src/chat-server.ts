// Entry point of the chat service (Cloud Run): a Node HTTP server carrying socket.io.
import { createServer } from 'node:http';
import { config } from './config';
import { attachChatSockets } from './socket/chat-socket';

const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'not-found', message: 'Not found' } }));
});
attachChatSockets(server);
server.listen(config.chatPort, () => {
  console.log(`chat service listening on ${config.chatPort}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
