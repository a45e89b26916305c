// Budgets (docs/performance.md: retrieval's and the chat's): with the whole knowledge base loaded, retrieval plus the answer takes at most
// 20 ms p95 per question; and with 100 chats asking the offline assistant at once, the first streamed chunk comes
// within 150 ms p95 (the provider's share of the chat budget; chat-load.ts measures it end to end over sockets).
// Also prints what building the index costs, in time and memory. Timings, so they live here and not in the tests.
//
// Run by `npm run bench`, or alone with `npx tsx tests/bench/retrieval-latency.ts`. Needs no emulator.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ASSISTANT_QUESTIONS, CARD_GROUP_QUESTIONS } from '../../functions/src/content/knowledge/test-questions';
import { planReply } from '../../functions/src/ai/offline/plan-reply';
import { scoreQuestions, tally, type Tally } from '../../functions/src/ai/offline/testing/question-score';
import { figure } from '../support/bench-figures';
import type { AgentProvider } from '../../functions/src/ai/agent';
import { createOfflineProvider } from '../../functions/src/ai/offline/offline-provider';
import { answerQuestion } from '../../functions/src/domain/knowledge/answer';
import { buildKnowledgeBase } from '../../functions/src/domain/knowledge/knowledge-base';
import { seedKnowledgeInput } from '../../functions/src/domain/knowledge/testing/seed-knowledge';
import { percentile } from '../support/bench';

const ANSWER_BUDGET_P95_MS = 20;
const FIRST_CHUNK_BUDGET_P95_MS = 150;
const CONCURRENT_CHATS = Number(process.env['BENCH_CHATS'] ?? 100);
/** Bursts measured one after another, so one unlucky pause does not decide the result. */
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
/** Each question is answered this many times, so the percentiles rest on enough samples. */
const REPEATS = 20;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// The content as the server reads it from Firestore, built as the tests build it.
const input = seedKnowledgeInput();
/** The authors' question set: each card group's, and the assistant's own (several parts, own facts, no card). */
const SCORED = [...CARD_GROUP_QUESTIONS, ...ASSISTANT_QUESTIONS];
const QUESTIONS = SCORED.map((q) => q.ask).concat(['What is the capital of France?', 'tell me a joke', 'i130', 'carte verte perdue']);

function measureBuild() {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const kb = buildKnowledgeBase(input);
  const buildMs = performance.now() - started;
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  return { kb, buildMs, heapMb };
}

async function firstChunkMs(provider: AgentProvider, question: string): Promise<number> {
  const started = performance.now();
  let first: number | undefined;
  // Read the whole reply, as the chat service does, so later chunks compete with other chats' first ones.
  for await (const event of provider.reply({ history: [{ role: 'user', text: question }] })) {
    if (first === undefined && event.type === 'text') first = performance.now() - started;
  }
  if (first === undefined) throw new Error(`No text streamed for ${JSON.stringify(question)}`);
  return first;
}

const summary = (samples: number[]) => {
  samples.sort((a, b) => a - b);
  return { n: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1] ?? Number.NaN };
};

export async function measureRetrieval() {
  const { kb, buildMs, heapMb } = measureBuild();

  for (const question of QUESTIONS) answerQuestion(kb, question); // warm up
  const answerSamples: number[] = [];
  const getKb = () => Promise.resolve(kb);
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    for (const question of QUESTIONS) {
      // The whole offline answer: splitting into parts, the fit check, each part's card or engine.
      const started = performance.now();
      await planReply([{ role: 'user', text: question }], getKb);
      answerSamples.push(performance.now() - started);
    }
  }
  const scores = tally(await scoreQuestions(kb, SCORED));

  const provider = createOfflineProvider({ loadKnowledge: () => Promise.resolve(kb) });
  await firstChunkMs(provider, 'warm up: what is an RFE?');
  const chatSamples: number[] = [];
  const mix = ['What is an RFE?', 'Am I eligible for EB-5?', 'hi', ...QUESTIONS.slice(0, 20)];
  for (let round = 0; round < ROUNDS; round++) {
    const burst = Array.from({ length: CONCURRENT_CHATS }, (_, i) => firstChunkMs(provider, mix[i % mix.length] ?? 'hi'));
    chatSamples.push(...(await Promise.all(burst)));
  }
  return {
    cards: kb.size,
    questions: QUESTIONS.length,
    buildMs,
    heapMb,
    answer: summary(answerSamples),
    firstChunk: summary(chatSamples),
    scores,
  };
}

/** "en: 123 right, 4 wrong card (2.7%), 12 not sure", each figure beside the previous run's. */
function scoreLine(name: string, t: Tally): string {
  const total = Object.values(t).reduce((a, b) => a + b, 0);
  const rate = (n: number) => (100 * n) / Math.max(total, 1);
  return (
    `  ${name} (${total}): right ${figure(`answers-right-%@${name}`, rate(t.right), '%')}, ` +
    `wrong card ${figure(`answers-wrong-card-%@${name}`, rate(t['wrong-card']), '%')}, ` +
    `not sure ${figure(`answers-not-sure-%@${name}`, rate(t['not-sure']), '%')}, engines ${t.engine}, tools ${t.tool}`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { cards, questions, buildMs, heapMb, answer, firstChunk, scores } = await measureRetrieval();
  const answerOk = answer.p95 <= ANSWER_BUDGET_P95_MS;
  const chunkOk = firstChunk.p95 < FIRST_CHUNK_BUDGET_P95_MS;
  console.log(`knowledge base: ${cards} cards in 4 languages, index built in ${buildMs.toFixed(0)} ms, ${heapMb.toFixed(1)} MB of heap`);
  console.log(
    `retrieval + answer, ${questions} questions × ${REPEATS} (${answer.n}): p50 ${answer.p50.toFixed(2)} ms, p95 ${figure('retrieval-answer-p95-ms', answer.p95, 'ms', 2)}, ` +
      `max ${answer.max.toFixed(2)} ms (budget p95 <= ${ANSWER_BUDGET_P95_MS} ms) ${answerOk ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `offline assistant, ${CONCURRENT_CHATS} concurrent chats × ${ROUNDS} rounds (${firstChunk.n} replies): first chunk p50 ${firstChunk.p50.toFixed(1)} ms, ` +
      `p95 ${figure('offline-first-chunk-p95-ms', firstChunk.p95, 'ms')}, max ${firstChunk.max.toFixed(1)} ms (budget p95 < ${FIRST_CHUNK_BUDGET_P95_MS} ms) ${chunkOk ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log('answers to the question set (functions/src/ai/offline/testing/question-score.ts):');
  for (const [language, t] of Object.entries(scores.byLanguage).sort()) console.log(scoreLine(language, t));
  console.log(scoreLine('all', scores.all));
  process.exitCode = answerOk && chunkOk ? 0 : 1;
}
