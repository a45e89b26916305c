// Budget: a fee quote (functions/src/domain/fees/quote.ts, GET /fees/quote's engine) answers in ≤ 5 ms p95
// in-process. Quotes of 1 to 6 forms with every option, after a warm-up; prints p50, p95 and p99.
//
// Run by `npm run bench`, or alone: npx tsx tests/bench/fee-quote.ts
import { performance } from 'node:perf_hooks';
import { feeQuote, type QuoteRequest } from '../../functions/src/domain/fees/quote';
import { FEE_FORMS } from '../../functions/src/shared/fees/fee-forms';
import { percentile } from '../support/bench';

const BUDGET_MS = 5;
const QUOTES = 20_000;
const WARM_UP = 2_000;

/** A deterministic spread of requests: 1 to 6 forms and the options in turn. */
function request(i: number): QuoteRequest {
  const count = 1 + (i % 6);
  const forms = Array.from({ length: count }, (_, k) => FEE_FORMS[(i * 7 + k * 13) % FEE_FORMS.length]?.form ?? 'I-130');
  return {
    forms,
    filing: i % 2 === 0 ? 'online' : 'paper',
    reducedFee: i % 3 === 0,
    feeWaiver: i % 5 === 0,
    childUnder14: i % 7 === 0,
    withPendingI485: i % 2 === 1,
    premium: i % 4 === 0,
    i129Class: (['h1b', 'l1', 'o1', 'e-tn'] as const)[i % 4],
    smallEmployer: i % 3 === 1,
    ...(i % 5 === 1 ? { humanitarianWorkPermit: 'initial' as const } : {}),
  };
}

function main(): boolean {
  for (let i = 0; i < WARM_UP; i++) feeQuote(request(i));
  const times: number[] = [];
  let lines = 0;
  for (let i = 0; i < QUOTES; i++) {
    const started = performance.now();
    const quote = feeQuote(request(i));
    times.push(performance.now() - started);
    if ('lines' in quote) lines += quote.lines.length;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const ok = p95 <= BUDGET_MS;
  console.log(`fee quote: ${QUOTES.toLocaleString('en-US')} quotes, ${lines.toLocaleString('en-US')} lines`);
  console.log(`  p50 ${percentile(times, 50).toFixed(3)} ms · p95 ${p95.toFixed(3)} ms · p99 ${percentile(times, 99).toFixed(3)} ms`);
  console.log(`  ${ok ? '✓' : '✗'} p95 ${p95.toFixed(3)} ms (budget ≤ ${BUDGET_MS} ms)`);
  return ok;
}

process.exit(main() ? 0 : 1);
