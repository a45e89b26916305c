#!/usr/bin/env node
// Runs inside `npm start -- exec`: the suites that need the stack. Each writes its JSON results, and this writes
// their times for the table tests/run-all.mjs prints at the end.
//
// The integration suites run first (after the unit tests under `npm test`). Then the browser suites, in two lanes
// at once against the one stack: the suites that share the seeded demo accounts (or run the reminder job for
// everyone), one after another, and beside them the suites that make their own users (tests/vitest.e2e.config.ts).
// Each lane drives one Chromium at a time, so two are open at most, one per core. docs/testing.md has the measurements behind this.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';

const RESULTS = '.test-artifacts/results';

/** Runs one vitest suite; with `prefix`, its output lines are tagged so two lanes side by side stay readable. */
function suite(name, args, prefix) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const child = spawn('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/${name}.json`], {
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
      });
      stream.on('end', () => partial && process.stdout.write(`${prefix} ${partial}\n`));
    }
  }
  return new Promise((resolve) =>
    child.on('close', (status) => {
      const stage = { title: name, result: status === 0 ? 'ok' : `exit ${status}`, seconds: (Date.now() - started) / 1000 };
      console.log(`━━ ${name}: ${stage.result} (${stage.seconds.toFixed(1)} s)`);
      resolve(stage);
    }),
  );
}

/**
 * Waits for `file` to exist: `npm test` runs the unit tests while the stack starts and writes it when they end, so
 * the suites, whose waits are timed, do not compete with them for the cores (tests/run-all.mjs).
 */
async function untilExists(file) {
  if (!file || existsSync(file)) return;
  const started = Date.now();
  console.log('\n• the stack is up: its suites wait for the unit tests to end');
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 1_000));
  console.log(`• waited ${((Date.now() - started) / 1000).toFixed(1)} s for the unit tests`);
}

// `node tests/run-stack-suites.mjs e2e` (or `integration`) runs only those; no argument runs both.
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
const E2E = ['-c', 'tests/vitest.e2e.config.ts', '--project'];
const stages = [];
await untilExists(process.env.SUITES_AFTER);
if (wanted('integration')) stages.push(await suite('integration', ['-c', 'tests/vitest.integration.config.ts']));
if (wanted('e2e')) {
  // E2E_LANES=1 runs the two one after the other, to compare on a given machine (docs/testing.md).
  if (process.env.E2E_LANES === '1') {
    stages.push(await suite('e2e-shared', [...E2E, 'shared']));
    stages.push(await suite('e2e-own-users', [...E2E, 'own-users']));
  } else {
    const lanes = [suite('e2e-shared', [...E2E, 'shared'], '[shared]'), suite('e2e-own-users', [...E2E, 'own-users'], '[own]')];
    stages.push(...(await Promise.all(lanes)));
  }
}

writeFileSync(`${RESULTS}/stack-stages.json`, JSON.stringify(stages, null, 2));
process.exit(stages.every((stage) => stage.result === 'ok') ? 0 : 1);
