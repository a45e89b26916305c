// Budget (docs/performance.md): with 200 connected discussion sockets (100 applicant–expert pairs) on loopback, a message reaches
// the other side at p95 ≤ 100 ms, with no message lost. Prints p50/p95/p99.
//
// The pairs: 100 applicants, each with a case sent to the experts (POST /cases/:id/expert-request) and claimed
// (POST /expert/cases/:id/claim) by ONE expert made with the real admin CLI, who holds all 100 cases and has 100
// sockets open, one per case (granting 100 experts through the CLI would take minutes). So 200 sockets, 100 rooms of
// two. Each applicant sends BENCH_MESSAGES messages, pausing ~BENCH_THINK_MS between them; the time is from emitting
// `discussion:send` to the expert's socket receiving `discussion:message`. Afterwards every case's stored discussion
// must hold every message, in order.
//
// Run by `npm run bench`. Outside a stack it starts a throwaway one (`node emulators/start.mjs exec -- …`) and runs
// itself inside it; it refuses to load someone's running `npm start` stack.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { connectSocket, inBatches, percentile, runBenchInStack, sleep } from '../support/bench';
import { makeExpert } from '../support/experts';
import { api, createTestUser, type TestUser } from '../support/stack';

const PAIRS = Number(process.env['BENCH_PAIRS'] ?? 100);
const MESSAGES = Number(process.env['BENCH_MESSAGES'] ?? 5);
/** A person types between messages: each applicant waits 0.5–1.5 × this between sends (and starts within it). */
const THINK_MS = Number(process.env['BENCH_THINK_MS'] ?? 1000);
/** Also run the informational burst (BENCH_BURST=0 skips it). */
const BURST = process.env['BENCH_BURST'] !== '0';
const BUDGET_P95_MS = 100;
const DELIVERY_TIMEOUT_MS = 10_000;
const RUN_TIMEOUT_MS = 240_000;

interface DiscussionMessage {
  id: string;
  seq: number;
  text: string;
  authorRole: string;
}
type Ack<T> = ({ ok: true } & T) | { ok: false; error: { code: string; message: string } };

async function must<T>(what: string, call: Promise<{ status: number; body: T }>, expected: number): Promise<T> {
  const res = await call;
  if (res.status !== expected) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

interface Pair {
  caseId: string;
  applicant: TestUser;
  applicantSocket: Socket;
  expertSocket: Socket;
  /** Message id → the moment it was emitted, until the expert's socket has it. */
  waiting: Map<string, { started: number; arrived: (ms: number) => void }>;
  sent: string[];
}

interface Outcome {
  latencies: number[];
  lost: string[];
}

async function join(socket: Socket, caseId: string): Promise<void> {
  const ack = (await socket.timeout(DELIVERY_TIMEOUT_MS).emitWithAck('discussion:join', { caseId, after: 0 })) as Ack<object>;
  if (!ack.ok) throw new Error(`join refused: ${ack.error.message}`);
}

/** One applicant: `count` messages, each timed from its emit to the expert's socket receiving it. */
async function converse(pair: Pair, index: number, count: number, thinkMs: number, outcome: Outcome): Promise<void> {
  await sleep(Math.random() * thinkMs);
  for (let turn = 0; turn < count; turn += 1) {
    const id = randomUUID();
    const arrival = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not delivered within ${DELIVERY_TIMEOUT_MS} ms`)), DELIVERY_TIMEOUT_MS);
      pair.waiting.set(id, {
        started: performance.now(),
        arrived: (ms) => {
          clearTimeout(timer);
          resolve(ms);
        },
      });
    });
    try {
      const ack = (await pair.applicantSocket
        .timeout(DELIVERY_TIMEOUT_MS)
        .emitWithAck('discussion:send', { caseId: pair.caseId, id, text: `Bench message ${turn} from applicant ${index}` })) as Ack<{
        message: DiscussionMessage;
      }>;
      if (!ack.ok) throw new Error(`send refused: ${ack.error.message}`);
      pair.sent.push(id);
      outcome.latencies.push(await arrival);
    } catch (error) {
      arrival.catch(() => undefined);
      outcome.lost.push(`applicant ${index} message ${turn}: ${(error as Error).message}`);
    } finally {
      pair.waiting.delete(id);
    }
    if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
  }
}

interface PhaseResult {
  outcome: Outcome;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

async function phase(pairs: Pair[], count: number, thinkMs: number): Promise<PhaseResult> {
  const outcome: Outcome = { latencies: [], lost: [] };
  const started = performance.now();
  await Promise.all(pairs.map((pair, i) => converse(pair, i, count, thinkMs, outcome)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...outcome.latencies].sort((a, b) => a - b);
  return {
    outcome,
    seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

function report(name: string, r: PhaseResult, expected: number): void {
  console.log(
    `${name}: ${r.outcome.latencies.length}/${expected} delivered in ${r.seconds.toFixed(1)} s (${(r.outcome.latencies.length / r.seconds).toFixed(1)} messages/s), ${r.outcome.lost.length} lost`,
  );
  console.log(
    `  send → other side: p50 ${r.p50.toFixed(1)} ms · p95 ${r.p95.toFixed(1)} ms · p99 ${r.p99.toFixed(1)} ms · max ${r.max.toFixed(1)} ms`,
  );
}

async function measure(): Promise<boolean> {
  const chatUrl = process.env['CHAT_URL'] ?? 'http://127.0.0.1:5050';

  console.log(`creating ${PAIRS} applicants and one expert (admin CLI)…`);
  const expert = await makeExpert(await createTestUser('Bench Expert'));
  const applicants = await inBatches(PAIRS, 10, (i) => createTestUser(`Bench Applicant ${i}`));
  console.log(`opening ${PAIRS} cases, sending each to the experts, the expert claiming each…`);
  const caseIds = await inBatches(PAIRS, 10, async (i) => {
    const applicant = applicants[i] as TestUser;
    const { caseId } = await must(
      'create case',
      api<{ caseId: string }>('/cases', {
        token: applicant.idToken,
        body: { caseName: `Bench case ${i}`, category: 'Family-Based', applicant: `Bench Applicant ${i}` },
      }),
      201,
    );
    await must('expert request', api(`/cases/${caseId}/expert-request`, { token: applicant.idToken, body: { note: '' } }), 200);
    await must('claim', api(`/expert/cases/${caseId}/claim`, { token: expert.idToken, method: 'POST' }), 200);
    return caseId;
  });

  const pairs = await inBatches(PAIRS, 20, async (i): Promise<Pair> => {
    const applicant = applicants[i] as TestUser;
    const caseId = caseIds[i] as string;
    const [applicantSocket, expertSocket] = await Promise.all([
      connectSocket(chatUrl, applicant.idToken),
      connectSocket(chatUrl, expert.idToken),
    ]);
    await Promise.all([join(applicantSocket, caseId), join(expertSocket, caseId)]);
    const pair: Pair = { caseId, applicant, applicantSocket, expertSocket, waiting: new Map(), sent: [] };
    expertSocket.on('discussion:message', (message: DiscussionMessage) => {
      const waiting = pair.waiting.get(message.id);
      if (waiting) waiting.arrived(performance.now() - waiting.started);
    });
    return pair;
  });
  console.log(
    `${pairs.length * 2} sockets connected: ${pairs.length} applicant sockets + ${pairs.length} sockets of one expert holding all ${pairs.length} cases (one room of two per case)`,
  );

  // A warm service, as in production: the first sends warm the code paths and the connections to Firestore.
  await phase(pairs.slice(0, 5), 2, 0);
  for (const pair of pairs) pair.sent.length = 0;

  console.log(`each applicant sends ${MESSAGES} messages, pausing ~${THINK_MS} ms between them…`);
  const paced = await phase(pairs, MESSAGES, THINK_MS);
  report('paced', paced, PAIRS * MESSAGES);
  const burst = BURST ? await phase(pairs, MESSAGES, 0) : null;
  if (burst) report('burst (informational: every applicant at once, back to back)', burst, PAIRS * MESSAGES);

  // Every acknowledged message is stored, once, in the order it was sent.
  const missing: string[] = [];
  await inBatches(pairs.length, 10, async (i) => {
    const pair = pairs[i] as Pair;
    const page = await must(
      'discussion page',
      api<{ messages: DiscussionMessage[] }>(`/cases/${pair.caseId}/discussion`, { token: pair.applicant.idToken }),
      200,
    );
    const stored = page.messages.filter((m) => m.authorRole === 'applicant').map((m) => m.id);
    const expected = pair.sent;
    const inOrder = stored.filter((id) => expected.includes(id));
    if (inOrder.join() !== expected.join() || new Set(stored).size !== stored.length)
      missing.push(`case ${i}: stored ${inOrder.length} of ${expected.length} or out of order`);
  });
  for (const pair of pairs) {
    pair.applicantSocket.close();
    pair.expertSocket.close();
  }

  const problems = [...paced.outcome.lost, ...(burst?.outcome.lost ?? []), ...missing];
  for (const line of problems.slice(0, 10)) console.log(`  ✖ ${line}`);
  const ok = paced.p95 <= BUDGET_P95_MS && problems.length === 0 && paced.outcome.latencies.length === PAIRS * MESSAGES;
  console.log(
    `discussion latency: p95 ${paced.p95.toFixed(1)} ms send → other side with ${pairs.length * 2} sockets (budget ${BUDGET_P95_MS} ms), ${problems.length} lost or out of order ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const deadline = setTimeout(() => {
    console.error(`discussion latency: gave up after ${RUN_TIMEOUT_MS / 1000} s`);
    process.exit(1);
  }, RUN_TIMEOUT_MS + 120_000);
  deadline.unref();

  await runBenchInStack('discussion latency', 'tests/bench/discussion-latency.ts', measure, RUN_TIMEOUT_MS);
}
