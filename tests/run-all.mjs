#!/usr/bin/env node
// `npm test`: lint, type checks and the build, unit tests, then the integration, rules and browser suites against
// a throwaway stack. Ends with a table of every stage's time, then one line: "N passed, M failed" (skipped tests,
// which state their reason, are counted on the line before).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const ARTIFACTS = '.test-artifacts';
const RESULTS = `${ARTIFACTS}/results`;
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const startedAt = Date.now();
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test, and each that passed only on its retry, with the first line of its error: printed at the end. */
const failedTests = [];
const flakyTests = [];
/** Every stage's outcome and wall time, for the table at the end: the first thing to read when the run got slow. */
const stages = [];

const seconds = (since) => (Date.now() - since) / 1000;
const outcome = (status) => (status === 0 ? 'ok' : `exit ${status}`);

/** Runs one stage with its output shown as it comes; resolves whether it passed. */
function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.on('close', (status) => {
      const stage = { title, result: outcome(status), seconds: seconds(started) };
      stages.push(stage);
      console.log(`━━ ${title}: ${stage.result} (${stage.seconds.toFixed(1)} s)`);
      resolve(status === 0);
    }),
  );
}

/** Runs one stage beside another: its output is held and printed whole when it ends, so the two do not interleave. */
async function runQuietly(title, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { env: process.env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  const stage = { title, result: outcome(status), seconds: seconds(started) };
  stages.push(stage);
  console.log(`\n━━ ${title}\n${output.trimEnd()}`);
  console.log(`━━ ${title}: ${stage.result} (${stage.seconds.toFixed(1)} s)`);
  return status;
}

/** A check with no test count of its own (lint, a type check, a build) counts as one test. */
function count(title, ok) {
  if (ok) tally.passed += 1;
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
  // A file that failed with no failed test of its own (it did not load, or a beforeAll failed and its tests were
  // skipped) counts as one failure: its skipped tests must not pass for a green run.
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && !r.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  tally.failed += brokenFiles;
  if (report.numFailedTests || brokenFiles) failures.push(title);
  for (const file of report.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    if (file.status === 'failed' && !file.assertionResults.length) failedTests.push(`${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      const line = `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`;
      if (test.status === 'failed') failedTests.push(line);
      else if (test.status === 'passed' && test.failureMessages.length) flakyTests.push(line);
    }
  }
}

const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '(no message)';

const vitest = (config, name, extra = []) => [
  'vitest',
  'run',
  ...(config ? ['-c', config] : []),
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${RESULTS}/${name}.json`,
];

/** Runs checks side by side, one per core: each is single-threaded. Their output is printed whole as each ends. */
async function checkInParallel(checks) {
  const queue = [...checks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [title, command, args] = next;
      count(title, (await runQuietly(title, command, args)) === 0);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), checks.length)) }, worker));
}

/** `tsc --noEmit` for one project, as a check. */
const typeCheck = (project) => [`types: ${project} (tsc --noEmit)`, 'npx', ['tsc', '--noEmit', '-p', project]];

/** The stack suites run in another process (inside `npm start -- exec`); it writes its own stages' times here. */
function stackStages(parent) {
  const file = `${RESULTS}/stack-stages.json`;
  if (!existsSync(file)) return;
  const inner = JSON.parse(readFileSync(file, 'utf8'));
  const index = stages.indexOf(parent);
  const rows = inner.map((stage) => ({ ...stage, title: `  ${stage.title}` }));
  stages.splice(index + 1, 0, ...rows);
}

function printStages() {
  const rows = [['stage', 'result', 'seconds'], ...stages.map((s) => [s.title, s.result, s.seconds.toFixed(1)])];
  rows.push(['total (wall clock)', failures.length ? 'failed' : 'ok', seconds(startedAt).toFixed(1)]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => `${row[0].padEnd(widths[0])}  ${row[1].padEnd(widths[1])}  ${row[2].padStart(widths[2])}`;
  console.log('\nWhere the time went (stages side by side overlap; the total is wall clock):');
  console.log(line(rows[0]));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of rows.slice(1, -1)) console.log(line(row));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  console.log(line(rows.at(-1)));
}

// Longest first, so the two lanes end together. The build is `npm run build` without type-checking functions a
// second time (`--noCheck`): its types stage checks them with the same compiler options (functions/tsconfig.build.json
// only adds source maps and leaves out the tests), so the build needs no check of its own and runs in this queue.
await checkInParallel([
  ['lint (eslint)', 'npx', ['eslint', '.']],
  ...['web', 'functions', 'tests'].map(typeCheck),
  ['build (functions and web)', 'sh', ['-c', 'npx tsc -p functions/tsconfig.build.json --noCheck && npm run build -w web --silent']],
  typeCheck('emulators'),
  ['format (prettier --check)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
]);

// The stack starts now, and the unit tests run while it starts (about 45 s of seeding and emulators). Its suites wait
// until the unit tests have ended (SUITES_AFTER, tests/run-stack-suites.mjs): run beside them, a loaded machine made
// the security suite's setup miss its 20 s waits, for about a minute saved.
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.log('\n! Chromium is missing: install it with `apt-get install -y chromium` (the browser suite will fail).');
}
const unitDone = `${RESULTS}/unit-done`;
const stackTitle = 'integration, rules and browser suites (against the local stack)';
const stackSuites = run(stackTitle, 'node', ['emulators/start.mjs', 'exec', '--no-build', '--', 'node', 'tests/run-stack-suites.mjs'], {
  SUITES_AFTER: unitDone,
});
try {
  // The fast project first: most failures show there, minutes before the slow one (vitest.config.ts) ends.
  for (const project of ['fast', 'slow']) {
    await runQuietly(`unit tests: ${project}`, 'npx', vitest(undefined, `unit-${project}`, ['--project', project]));
    countVitest(`${RESULTS}/unit-${project}.json`, `unit tests (${project})`);
  }
} finally {
  writeFileSync(unitDone, '');
}
await stackSuites;
stackStages(stages.find((stage) => stage.title === stackTitle));
countVitest(`${RESULTS}/integration.json`, 'integration and rules tests');
countVitest(`${RESULTS}/e2e-shared.json`, 'browser tests (shared demo data)');
countVitest(`${RESULTS}/e2e-own-users.json`, 'browser tests (own users)');

await run('stack lifecycle (Ctrl-C, restart, persistence)', 'npx', vitest('tests/vitest.lifecycle.config.ts', 'lifecycle'));
countVitest(`${RESULTS}/lifecycle.json`, 'stack lifecycle');

printStages();
console.log('');
if (flakyTests.length) console.log(`Passed only on the retry (flaky, to be mended):\n  ${flakyTests.join('\n  ')}`);
if (failedTests.length) console.log(`Failed tests:\n  ${failedTests.join('\n  ')}`);
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
if (tally.skipped) console.log(`${tally.skipped} skipped (each prints its reason above)`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
