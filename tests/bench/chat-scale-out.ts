// Budgets (docs/performance.md, docs/decisions/0007-redis-scale-out.md): with two chat-service instances sharing one
// redis-server on loopback, (1) the time from emitting `message` to the first `reply-stream` chunk at 500 sockets
// stays at p95 ≤ 150 ms, printed beside the single-instance figure measured the same way in the same run; (2) a chunk
// streamed by one instance reaches the same chat's socket on the other at p95 ≤ 20 ms after it reached the
// sender's own socket. Each figure is printed beside the previous run's.
//
// Run by `npm run bench`, inside a throwaway stack (runBenchInStack): the stack's chat service (with REDIS_URL) is the
// first instance, and this starts the second. Needs Debian's redis-server; without it, it says so and fails.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { connectSocket, inBatches, percentile, runBenchInStack, sleep } from '../support/bench';
import { startChatProcess, stopProcess } from '../support/chat-process';
import { figure } from '../support/bench-figures';
import { CHAT_URL, createTestUser } from '../support/stack';

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 500);
/** Each socket asks once, at a random moment in this window: about 50 questions a second at 500 sockets. */
const WINDOW_MS = Number(process.env['BENCH_WINDOW_MS'] ?? 10_000);
const PAIRS = 40;
const FIRST_CHUNK_BUDGET_MS = 150;
const CROSS_BUDGET_MS = 20;
const QUESTIONS = [
  'What is an RFE?',
  'What is a priority date?',
  'How do I check my USCIS case status?',
  'What happens if I overstay my visa?',
];

interface Stream {
  replyTo: string;
  messageId: string;
  index: number;
}
interface Ack {
  ok: boolean;
  messageId?: string;
  replyId?: string;
}

/** Emit → the first `reply-stream` chunk of one question in a new chat. */
async function firstChunkOf(socket: Socket, text: string): Promise<number> {
  const started = performance.now();
  const first = new Promise<number>((resolve) => {
    const onStream = () => {
      socket.off('reply-stream', onStream);
      resolve(performance.now() - started);
    };
    socket.on('reply-stream', onStream);
  });
  const ack = (await socket.timeout(30_000).emitWithAck('message', { chatId: randomUUID(), text })) as Ack;
  if (!ack.ok) throw new Error('a message was refused');
  return first;
}

/** Emit → first chunk, once per socket, at random moments in the window. */
function firstChunks(sockets: readonly Socket[]): Promise<number[]> {
  return Promise.all(
    sockets.map(async (socket, i) => {
      await sleep(Math.random() * WINDOW_MS);
      return firstChunkOf(socket, QUESTIONS[i % QUESTIONS.length] ?? 'What is an RFE?');
    }),
  );
}

/** Sender on the first instance, the same user's second device on the other: how much later each chunk arrives there. */
async function crossInstance(firstUrl: string, secondUrl: string): Promise<number[]> {
  const delays: number[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const user = await createTestUser(`Pair ${pair}`);
    const [sender, listener] = await Promise.all([connectSocket(firstUrl, user.idToken), connectSocket(secondUrl, user.idToken)]);
    const chatId = randomUUID();
    // The chat exists after its first reply; then the second device opens it and follows its room.
    const opened = (await sender.timeout(30_000).emitWithAck('message', { chatId, text: 'What is an RFE?' })) as Ack;
    await new Promise<void>((resolve) => sender.on('reply-end', (e: { replyTo: string }) => e.replyTo === opened.messageId && resolve()));
    await listener.timeout(30_000).emitWithAck('history', { chatId });
    const seen = new Map<number, number>();
    const arrivals: Array<Promise<void>> = [];
    sender.on('reply-stream', (e: Stream) => seen.set(e.index, performance.now()));
    const done = new Promise<void>((resolve) =>
      listener.on('reply-end', (e: { replyTo: string }) => {
        if (e.replyTo !== opened.messageId) resolve();
      }),
    );
    listener.on('reply-stream', (e: Stream) => {
      const at = performance.now();
      arrivals.push(
        (async () => {
          for (let wait = 0; !seen.has(e.index) && wait < 50; wait++) await sleep(1);
          const own = seen.get(e.index);
          if (own !== undefined) delays.push(Math.max(0, at - own));
        })(),
      );
    });
    await sender.timeout(30_000).emitWithAck('message', { chatId, text: 'What is a priority date?' });
    await done;
    await Promise.all(arrivals);
    sender.close();
    listener.close();
  }
  return delays;
}

async function measure(): Promise<boolean> {
  if (!process.env['REDIS_URL']) {
    console.error('chat scale-out: no REDIS_URL in the stack (apt-get install redis-server), so there is nothing to measure');
    return false;
  }
  const second = await startChatProcess();
  try {
    const users = await inBatches(CONNECTIONS, 25, (i) => createTestUser(`Load ${i}`));
    const connectAll = (urlOf: (i: number) => string) =>
      inBatches(CONNECTIONS, 50, (i) => connectSocket(urlOf(i), users[i]?.idToken ?? ''));

    // Both instances warm (the knowledge base built, the first reads done) before anything is timed.
    for (const url of [CHAT_URL, second.url]) {
      const warm = await Promise.all(users.slice(0, 10).map((u) => connectSocket(url, u.idToken)));
      await Promise.all(warm.map((socket, i) => firstChunkOf(socket, QUESTIONS[i % QUESTIONS.length] ?? 'What is an RFE?')));
      warm.forEach((socket) => socket.close());
    }

    const single = await connectAll(() => CHAT_URL);
    const singleSamples = (await firstChunks(single)).sort((a, b) => a - b);
    single.forEach((s) => s.close());
    await sleep(2000);

    const split = await connectAll((i) => (i % 2 === 0 ? CHAT_URL : second.url));
    const splitSamples = (await firstChunks(split)).sort((a, b) => a - b);
    split.forEach((s) => s.close());

    const cross = (await crossInstance(CHAT_URL, second.url)).sort((a, b) => a - b);
    const singleP95 = percentile(singleSamples, 95);
    const splitP95 = percentile(splitSamples, 95);
    const crossP95 = percentile(cross, 95);
    const ok = splitP95 <= FIRST_CHUNK_BUDGET_MS && crossP95 <= CROSS_BUDGET_MS;
    console.log(
      `first chunk at ${CONNECTIONS} sockets: two instances over Redis p95 ${figure('scale-out-first-chunk-p95-ms', splitP95, 'ms')}, ` +
        `one instance p95 ${figure('scale-out-single-first-chunk-p95-ms', singleP95, 'ms')} (budget ${FIRST_CHUNK_BUDGET_MS} ms)`,
    );
    console.log(
      `a chunk from one instance to the other, ${cross.length} chunks: p50 ${percentile(cross, 50).toFixed(1)} ms, ` +
        `p95 ${figure('scale-out-cross-instance-p95-ms', crossP95, 'ms')} (budget ${CROSS_BUDGET_MS} ms) ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    return ok;
  } finally {
    await stopProcess(second.child);
  }
}

await runBenchInStack('chat scale-out', 'tests/bench/chat-scale-out.ts', measure, 600_000);
