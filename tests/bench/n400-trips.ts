// Budget: an N-400 listing 40 trips abroad generates in ≤ 400 ms (p95 of 20 fills after a warm-up): the filled form
// through the filler's threads, six trips in Part 8's rows and the rest in Part 14 and on a continuation sheet
// (functions/src/domain/forms/maps/n-400.ts). Every other question of the form is answered too.
//
// Run by `npm run bench`, or alone: npx tsx tests/bench/n400-trips.ts
import { performance } from 'node:perf_hooks';
import type { Answer } from '../../functions/src/domain/forms/field-map';
import { N_400 } from '../../functions/src/domain/forms/maps/n-400';
import { fullAnswers } from '../../functions/src/domain/forms/testing/full-answers';
import { fillOfficialForm, shutdownFiller } from '../../functions/src/filling/form-filler';
import { percentile } from '../support/bench';

const BUDGET_MS = 400;
const TRIPS = 40;
const RUNS = 20;
const heading = { name: 'Lucia Hernandez', aNumber: '212345678' };

/** The full sample, with 40 week-long trips a month apart, the most recent first. */
function answers(): Record<string, Answer> {
  const all: Record<string, Answer> = Object.fromEntries(
    Object.entries(fullAnswers([N_400])).filter(([id]) => !id.startsWith('n-400.trip.')),
  );
  for (let n = 0; n < TRIPS; n += 1) {
    const year = 2025 - Math.floor(n / 12);
    const month = String(12 - (n % 12)).padStart(2, '0');
    all[`n-400.trip.${n}.departed`] = `${year}-${month}-01`;
    all[`n-400.trip.${n}.returned`] = `${year}-${month}-08`;
    all[`n-400.trip.${n}.countries`] = 'Mexico';
  }
  return all;
}

async function main(): Promise<boolean> {
  const given = answers();
  const fill = () => fillOfficialForm({ form: 'N-400', answers: given, heading });
  await fill();
  const times: number[] = [];
  let continued = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const filled = await fill();
    times.push(performance.now() - started);
    continued = filled.continued.length;
  }
  await shutdownFiller();
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const ok = p95 <= BUDGET_MS;
  console.log(`N-400 with ${TRIPS} trips: ${continued} continued blocks (Part 14, then a continuation sheet)`);
  console.log(`  p50 ${Math.round(percentile(times, 50))} ms · p95 ${Math.round(p95)} ms`);
  console.log(`  ${ok ? '✓' : '✗'} p95 ${Math.round(p95)} ms (budget ≤ ${BUDGET_MS} ms)`);
  return ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
