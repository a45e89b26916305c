// Budget (docs/performance.md): with 500 concurrent authenticated sockets on loopback chatting through the offline provider, the
// time from emitting `message` to the first `reply-stream` chunk stays at p95 ≤ 150 ms, and no message is lost (each
// got its reply-end, and the stored history holds every question and its whole reply). Also prints the chat service's
// memory per connection (its RSS growth / connections), its event-loop delay (GET /stats, service-stats.ts) and
// which resource limits it. Each figure is printed beside the previous run's.
//
// Run by `npm run bench`. Outside a stack it starts a throwaway one (`node emulators/start.mjs exec -- …`) and runs
// itself inside it; it refuses to load someone's running `npm start` stack (it would fill it with 100 test users).
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { connectSocket, inBatches, percentile, runBenchInStack, sleep } from '../support/bench';
import { figure } from '../support/bench-figures';
import type { ServiceStats } from '../../functions/src/service-stats';
import { createTestUser } from '../support/stack';

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 500);
const MESSAGES_PER_SOCKET = Number(process.env['BENCH_MESSAGES'] ?? 3);
/**
 * A person reads an answer before asking again: each socket waits 0.5–1.5 × this between its questions (and starts
 * within it), so 500 users ask about 50 questions a second, several times a human pace (a question every 10 s each).
 */
const THINK_MS = Number(process.env['BENCH_THINK_MS'] ?? 10_000);
/** Also run the informational burst (BENCH_BURST=0 skips it). */
const BURST = process.env['BENCH_BURST'] !== '0';
const BUDGET_P95_MS = 150;
const REPLY_TIMEOUT_MS = 30_000;
const RUN_TIMEOUT_MS = 420_000;

// Knowledge questions: the offline assistant answers each with streamed text (tool intents may answer without any).
const QUESTIONS = [
  'What is an RFE?',
  'How long does a marriage-based green card take?',
  'Can I work while my green card application is pending?',
  'What is a priority date?',
  'How do I check my USCIS case status?',
  'What happens if I overstay my visa?',
  'Can I travel while my adjustment of status is pending?',
  'What is the difference between a visa and a status?',
];

interface ReplyStream {
  chatId: string;
  messageId: string;
  replyTo: string;
  chunk: string;
  index: number;
}
interface ReplyEnd {
  chatId: string;
  messageId: string;
  replyTo: string;
  text: string;
}
interface ReplyError {
  replyTo: string;
  error: { message: string };
}
interface StoredMessage {
  id: string;
  role: string;
  status: string;
  text: string;
  replyTo: string | null;
}

// --- the chat service process, found by the port it listens on ---------------------------------------------------

function listeningInode(port: number): string | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; inode is column 9.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A' && cols[9]) return cols[9];
    }
  }
  return null;
}

function pidListeningOn(port: number): number | null {
  const inode = listeningInode(port);
  if (!inode) return null;
  const target = `socket:[${inode}]`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${entry}/fd/${fd}`) === target) return Number(entry);
      } catch {
        // The descriptor closed while we looked.
      }
    }
  }
  return null;
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at "state"; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The chat service's own view of its load; `reset` starts a new event-loop window. Null if it does not answer. */
async function serviceStats(chatUrl: string, reset = false): Promise<ServiceStats | null> {
  return fetch(`${chatUrl}/stats${reset ? '?reset=1' : ''}`, { signal: AbortSignal.timeout(5000) }).then(
    async (res) => (res.ok ? ((await res.json()) as ServiceStats) : null),
    () => null,
  );
}

/** Which resource ran out first: a process near a whole core is CPU-bound (Node runs JavaScript on one). */
function limitedBy(chatCpuShare: number, firestoreCpuShare: number, loopP99: number): string {
  if (chatCpuShare >= 0.85) return "the chat service's CPU (its one JavaScript thread is busy almost all the time)";
  if (loopP99 >= 50) return "the chat service's event loop (long synchronous work between replies)";
  if (firestoreCpuShare >= 0.85) return "Firestore round trips (the emulator's CPU)";
  return 'nothing yet: no process is near a full core and the event loop keeps up';
}

function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : NaN;
}

// --- clients -------------------------------------------------------------------------------------------------------

interface Outcome {
  firstChunkMs: number[];
  lost: string[];
  errors: string[];
}

/** One user: a new chat, MESSAGES_PER_SOCKET questions one after another, each timed to its first chunk. */
async function converse(socket: Socket, user: number, outcome: Outcome, thinkMs: number): Promise<void> {
  const chatId = randomUUID();
  const sent: Array<{ messageId: string; reply: string }> = [];
  await sleep(Math.random() * thinkMs);
  for (let turn = 0; turn < MESSAGES_PER_SOCKET; turn += 1) {
    // The client picks the message id, so a chunk that beats the acknowledgement is still matched to its question.
    const messageId = randomUUID();
    const text = QUESTIONS[(user + turn) % QUESTIONS.length] ?? 'What is an RFE?';
    const chunks: string[] = [];
    let first: number | null = null;
    let next = 0;
    const started = performance.now();
    const ended = new Promise<ReplyEnd>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply-end within ${REPLY_TIMEOUT_MS} ms`)), REPLY_TIMEOUT_MS);
      const onStream = (event: ReplyStream) => {
        if (event.replyTo !== messageId) return;
        first ??= performance.now() - started;
        if (event.index !== next) outcome.errors.push(`user ${user}: chunk ${event.index} arrived when ${next} was due`);
        next = event.index + 1;
        chunks.push(event.chunk);
      };
      const onEnd = (event: ReplyEnd) => {
        if (event.replyTo !== messageId) return;
        cleanup();
        resolve(event);
      };
      const onError = (event: ReplyError) => {
        if (event.replyTo !== messageId) return;
        cleanup();
        reject(new Error(`reply-error: ${event.error.message}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        socket.off('reply-stream', onStream);
        socket.off('reply-end', onEnd);
        socket.off('reply-error', onError);
      };
      socket.on('reply-stream', onStream);
      socket.on('reply-end', onEnd);
      socket.on('reply-error', onError);
    });
    try {
      const ack = (await socket.timeout(REPLY_TIMEOUT_MS).emitWithAck('message', { chatId, text, messageId })) as {
        ok: boolean;
        error?: { message: string };
      };
      if (!ack.ok) throw new Error(`message refused: ${ack.error?.message}`);
      const end = await ended;
      if (first === null) throw new Error('the reply ended without a streamed chunk');
      outcome.firstChunkMs.push(first);
      if (chunks.join('') !== end.text) outcome.errors.push(`user ${user}: the streamed chunks differ from the stored reply`);
      sent.push({ messageId, reply: end.text });
    } catch (error) {
      ended.catch(() => undefined);
      outcome.lost.push(`user ${user} turn ${turn}: ${(error as Error).message}`);
      return;
    }
    await sleep(thinkMs * (0.5 + Math.random()));
  }

  // Every question and its whole reply must be stored.
  const history = (await socket.timeout(REPLY_TIMEOUT_MS).emitWithAck('history', { chatId })) as {
    ok: boolean;
    messages?: StoredMessage[];
  };
  const messages = history.messages ?? [];
  for (const { messageId, reply } of sent) {
    const question = messages.find((m) => m.id === messageId);
    const answer = messages.find((m) => m.role === 'assistant' && m.replyTo === messageId);
    if (!question || question.status !== 'answered' || !answer || answer.text !== reply) {
      outcome.lost.push(`user ${user}: message ${messageId} or its reply is missing from the history`);
    }
  }
}

async function measure(): Promise<boolean> {
  const chatUrl = process.env['CHAT_URL'] ?? 'http://127.0.0.1:5050';
  const pid = pidListeningOn(Number(new URL(chatUrl).port));
  if (pid === null) console.log('! chat service process not found from its port; memory is not measured');
  const firestorePid = pidListeningOn(Number((process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8080').split(':').at(-1)));

  console.log(`creating ${CONNECTIONS} users…`);
  const tokens = await inBatches(CONNECTIONS, 10, async (i) => (await createTestUser(`Bench ${i}`)).idToken);

  // A warm service, as in production: the first reply builds the knowledge index and warms the code paths.
  const warm = await connectSocket(chatUrl, tokens[0] ?? '');
  await converse(warm, -1, { firstChunkMs: [], lost: [], errors: [] }, 0);
  warm.close();
  await sleep(500);

  const rssBefore = pid ? rssKb(pid) : NaN;
  const sockets = await inBatches(CONNECTIONS, 20, (i) => connectSocket(chatUrl, tokens[i] ?? ''));
  await sleep(500);
  const rssConnected = pid ? rssKb(pid) : NaN;

  console.log(
    `${sockets.length} sockets connected (${CONNECTIONS} users); each asks ${MESSAGES_PER_SOCKET} questions, thinking ~${THINK_MS} ms between them…`,
  );
  // CPU seconds of the chat service and of Firestore (when it is a process of its own) since a mark.
  const cpu = (p: number | null) => (p ? cpuSeconds(p) : NaN);
  const firestoreApart = firestorePid !== null && firestorePid !== pid;
  const cpuMark = () => ({ chat: cpu(pid), firestore: firestoreApart ? cpu(firestorePid) : NaN });
  const cpuSince = (mark: ReturnType<typeof cpuMark>) => ({
    chat: cpu(pid) - mark.chat,
    firestore: firestoreApart ? cpu(firestorePid) - mark.firestore : null,
  });
  /** Which resource limited a phase, from the CPU it took and the chat service's event-loop delay meanwhile. */
  const printLimit = (used: ReturnType<typeof cpuSince>, seconds: number, loopP99: number) => {
    const chatShare = used.chat / seconds;
    const firestoreShare = (used.firestore ?? 0) / seconds;
    console.log(
      `  limited by: ${limitedBy(chatShare, firestoreShare, loopP99)} (chat service ${(chatShare * 100).toFixed(0)}% of a core, Firestore ${(firestoreShare * 100).toFixed(0)}%, event-loop p99 ${loopP99.toFixed(1)} ms)`,
    );
  };

  await serviceStats(chatUrl, true);
  const pacedMark = cpuMark();
  const benchBefore = process.cpuUsage();
  const paced = await phase(sockets, THINK_MS);
  const benchCpu = process.cpuUsage(benchBefore);
  const pacedCpu = cpuSince(pacedMark);
  const stats = await serviceStats(chatUrl);
  const generatorSeconds = (benchCpu.user + benchCpu.system) / 1e6;
  const firestoreUsed = pacedCpu.firestore === null ? 'n/a' : `${pacedCpu.firestore.toFixed(2)} s`;
  const cpuLine = `chat service ${pacedCpu.chat.toFixed(2)} s · Firestore ${firestoreUsed} · load generator ${generatorSeconds.toFixed(2)} s`;
  const rssAfter = pid ? rssKb(pid) : NaN;
  report('paced', paced);
  // Where the time went: everything shares this machine's cores, the load generator included.
  console.log(`  CPU for ${paced.answered} replies: ${cpuLine} (${os.availableParallelism()} cores)`);
  if (stats) {
    const { p50, p99, max } = stats.eventLoopDelayMs;
    console.log(
      `  chat service event-loop delay: p50 ${figure('chat-loop-p50-ms', p50, 'ms')} · p99 ${figure('chat-loop-p99-ms', p99, 'ms')} · max ${max.toFixed(1)} ms; ${stats.connections} connections`,
    );
    printLimit(pacedCpu, paced.seconds, p99);
  } else console.log('  ! the chat service did not answer GET /stats; event-loop delay not measured');
  if (pid) {
    console.log(
      `chat service (pid ${pid}) RSS: ${(rssBefore / 1024).toFixed(1)} MB warm → ${(rssConnected / 1024).toFixed(1)} MB with ${CONNECTIONS} sockets → ${(rssAfter / 1024).toFixed(1)} MB after chatting`,
    );
    console.log(
      `memory per connection: ${figure('chat-kb-per-connection', (rssConnected - rssBefore) / CONNECTIONS, 'KB')} connected, ${((rssAfter - rssBefore) / CONNECTIONS).toFixed(1)} KB after chatting (RSS delta / ${CONNECTIONS})`,
    );
  }

  // Not budgeted: every user asks at the same instant, back to back. It shows where this machine saturates.
  if (BURST) await serviceStats(chatUrl, true);
  const burstMark = cpuMark();
  const burst = BURST ? await phase(sockets, 0) : null;
  if (burst) {
    report('burst (informational: all at once, no think time)', burst);
    const burstStats = await serviceStats(chatUrl);
    printLimit(cpuSince(burstMark), burst.seconds, burstStats?.eventLoopDelayMs.p99 ?? 0);
  }
  for (const socket of sockets) socket.close();

  const problems = [...paced.outcome.lost, ...paced.outcome.errors, ...(burst ? [...burst.outcome.lost, ...burst.outcome.errors] : [])];
  for (const line of problems.slice(0, 10)) console.log(`  ✖ ${line}`);
  const total = CONNECTIONS * MESSAGES_PER_SOCKET;
  const ok = paced.p95 <= BUDGET_P95_MS && problems.length === 0 && paced.answered === total && (!burst || burst.answered === total);
  console.log(
    `chat load at ${CONNECTIONS} sockets: p95 ${figure(`chat-p95-ms@${CONNECTIONS}`, paced.p95, 'ms')} to the first chunk (budget ${BUDGET_P95_MS} ms), ${problems.length} lost or out of order ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
}

interface PhaseResult {
  outcome: Outcome;
  answered: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

async function phase(sockets: Socket[], thinkMs: number): Promise<PhaseResult> {
  const outcome: Outcome = { firstChunkMs: [], lost: [], errors: [] };
  const started = performance.now();
  await Promise.all(sockets.map((socket, i) => converse(socket, i, outcome, thinkMs)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...outcome.firstChunkMs].sort((a, b) => a - b);
  return {
    outcome,
    answered: sorted.length,
    seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

function report(name: string, r: PhaseResult): void {
  console.log(
    `${name}: ${r.answered}/${CONNECTIONS * MESSAGES_PER_SOCKET} answered in ${r.seconds.toFixed(1)} s (${(r.answered / r.seconds).toFixed(1)} replies/s), ${r.outcome.lost.length} lost`,
  );
  console.log(
    `  emit → first chunk: p50 ${r.p50.toFixed(1)} ms · p95 ${r.p95.toFixed(1)} ms · p99 ${r.p99.toFixed(1)} ms · max ${r.max.toFixed(1)} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const deadline = setTimeout(() => {
    console.error(`chat load: gave up after ${RUN_TIMEOUT_MS / 1000} s`);
    process.exit(1);
  }, RUN_TIMEOUT_MS + 120_000);
  deadline.unref();

  await runBenchInStack('chat load', 'tests/bench/chat-load.ts', measure, RUN_TIMEOUT_MS);
}
