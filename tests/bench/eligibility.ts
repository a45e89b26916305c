// Budget: an eligibility analysis (functions/src/domain/eligibility/engine.ts) answers in ≤ 20 ms p95 in-process with
// every bar's rules (docs/eligibility.md). Two sets of answers across all 14 categories: the headline facts only, and
// every bar fact filled in (an entry without inspection, removals, a reentry, 20 criminal events, waivers, the J-1
// rule); prints each set's p50, p95 and p99, side by side.
//
// Run by `npm run bench`, or alone: npx tsx tests/bench/eligibility.ts
import { performance } from 'node:perf_hooks';
import { evaluateEligibility } from '../../functions/src/domain/eligibility/engine';
import { inputFor, TEST_TODAY } from '../../functions/src/domain/eligibility/testing/applicant-fixture';
import { OFFENCES } from '../../functions/src/shared/eligibility/bar-facts-schema';
import { ELIGIBILITY_CATEGORIES } from '../../functions/src/shared/reference/categories';
import { percentile } from '../support/bench';

const BUDGET_MS = 20;
const RUNS = 3_000;
const WARM_UP = 300;

const EVERY_BAR = {
  details: 'I crossed the border without a visa in 2015 and was deported once before.',
  immigrationHistory: {
    entry: { manner: 'without-inspection', date: '2015-03-10', unlawfulPresenceDays: 4000, section245i: '2001-05-01' },
    removals: [
      { kind: 'expedited', date: '2010-01-01' },
      { kind: 'order', date: '2012-06-01' },
      { kind: 'voluntary-departure', date: '2013-02-01' },
    ],
    reentryWithoutAdmission: { date: '2015-03-10' },
    exchangeVisitor: { subjectTo212e: true },
    overstays: { overstayed: true, unlawfulPresenceDays: 400 },
  },
  criminalHistory: {
    events: Array.from({ length: 20 }, (_, i) => ({
      kind: (['arrest', 'charge', 'conviction'] as const)[i % 3],
      offence: OFFENCES[i % OFFENCES.length],
      date: `20${String(5 + (i % 15)).padStart(2, '0')}-01-01`,
      sentenceMonths: i % 13,
      maxPenaltyMonths: 6 + (i % 24),
      quantityGrams: 10 + i,
    })),
  },
  waivers: [
    { kind: 'I-212', status: 'pending' },
    { kind: '212(h)', status: 'not-filed' },
  ],
  publicCharge: { i864Exemption: null },
};

function measure(withBars: boolean): number[] {
  const inputs = ELIGIBILITY_CATEGORIES.map((category) => inputFor(category, {}, withBars ? EVERY_BAR : {}));
  for (let i = 0; i < WARM_UP; i++) evaluateEligibility(inputs[i % inputs.length]!, TEST_TODAY);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    evaluateEligibility(inputs[i % inputs.length]!, TEST_TODAY);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

function main(): boolean {
  const headline = measure(false);
  const bars = measure(true);
  const line = (label: string, times: number[]) =>
    `  ${label}: p50 ${percentile(times, 50).toFixed(3)} ms · p95 ${percentile(times, 95).toFixed(3)} ms · p99 ${percentile(times, 99).toFixed(3)} ms`;
  console.log(`eligibility analysis: ${RUNS.toLocaleString('en-US')} runs per set, 14 categories`);
  console.log(line('headline facts only', headline));
  console.log(line('every bar fact     ', bars));
  const p95 = percentile(bars, 95);
  const ok = p95 <= BUDGET_MS && percentile(headline, 95) <= BUDGET_MS;
  console.log(
    `  ${ok ? '✓' : '✗'} p95 ${p95.toFixed(3)} ms with every bar (headline ${percentile(headline, 95).toFixed(3)} ms; budget ≤ ${BUDGET_MS} ms)`,
  );
  return ok;
}

process.exit(main() ? 0 : 1);
