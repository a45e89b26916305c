#!/usr/bin/env node
// `npm test`: lint, type checks, unit tests, then the integration, rules and browser suites against
// a throwaway stack. Ends with one line: "N passed, M failed" (skipped tests, which state their reason, are
// counted on the line before).
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const ARTIFACTS = '.test-artifacts';
rmSync(`${ARTIFACTS}/results`, { recursive: true, force: true });
mkdirSync(`${ARTIFACTS}/results`, { recursive: true });

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`━━ ${title}: ${result.status === 0 ? 'ok' : `exit ${result.status}`} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

/** A check with no test count of its own (lint, a type check, a build) counts as one test. */
function check(title, command, args) {
  if (run(title, command, args)) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(title);
  }
}

function countVitest(file, title) {
  if (!existsSync(file)) {
    tally.failed += 1;
    failures.push(`${title} (no results: the suite did not run)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
  // A file that failed to load counts no tests; count it as a failure.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  tally.failed += brokenFiles;
  if (report.numFailedTests || brokenFiles) failures.push(title);
}

const vitest = (config, name) => [
  'vitest',
  'run',
  ...(config ? ['-c', config] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${ARTIFACTS}/results/${name}.json`,
];

/** Runs checks side by side, one per core: each is single-threaded. Their output is printed whole as each ends. */
async function checkInParallel(checks) {
  const queue = [...checks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [title, command, args] = next;
      const started = Date.now();
      const child = spawn(command, args, { env: process.env });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      console.log(`\n━━ ${title}\n${output.trimEnd()}`);
      console.log(`━━ ${title}: ${status === 0 ? 'ok' : `exit ${status}`} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (status === 0) tally.passed += 1;
      else {
        tally.failed += 1;
        failures.push(title);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), checks.length)) }, worker));
}

await checkInParallel([
  ['lint (eslint)', 'npx', ['eslint', '.']],
  ['format (prettier --check)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ...['functions', 'web', 'emulators', 'tests'].map((project) => [
    `types: ${project} (tsc --noEmit)`,
    'npx',
    ['tsc', '--noEmit', '-p', project],
  ]),
]);

run('unit tests', 'npx', vitest(undefined, 'unit'));
countVitest(`${ARTIFACTS}/results/unit.json`, 'unit tests');

check('build (functions and web)', 'npm', ['run', 'build', '--silent']);

if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.log('\n! Chromium is missing: install it with `apt-get install -y chromium` (the browser suite will fail).');
}
run('integration, rules and browser suites (against the local stack)', 'node', [
  'emulators/start.mjs',
  'exec',
  '--no-build',
  '--',
  'node',
  'tests/run-stack-suites.mjs',
]);
countVitest(`${ARTIFACTS}/results/integration.json`, 'integration and rules tests');
countVitest(`${ARTIFACTS}/results/e2e.json`, 'browser tests');

run('stack lifecycle (Ctrl-C, restart, persistence)', 'npx', vitest('tests/vitest.lifecycle.config.ts', 'lifecycle'));
countVitest(`${ARTIFACTS}/results/lifecycle.json`, 'stack lifecycle');

console.log('');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
if (tally.skipped) console.log(`${tally.skipped} skipped (each prints its reason above)`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
