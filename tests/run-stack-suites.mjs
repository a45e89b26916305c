#!/usr/bin/env node
// Runs inside `npm start -- exec`: the suites that need the stack. Each writes its JSON results, and this writes
// their times for the table tests/run-all.mjs prints at the end.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const RESULTS = '.test-artifacts/results';
const suites = [
  ['integration', 'tests/vitest.integration.config.ts'],
  ['e2e', 'tests/vitest.e2e.config.ts'],
];
const stages = [];
let failed = false;
for (const [name, config] of suites) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '-c', config, '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/${name}.json`],
    { stdio: 'inherit' },
  );
  stages.push({ title: name, result: result.status === 0 ? 'ok' : `exit ${result.status}`, seconds: (Date.now() - started) / 1000 });
  failed ||= result.status !== 0;
}
writeFileSync(`${RESULTS}/stack-stages.json`, JSON.stringify(stages, null, 2));
process.exit(failed ? 1 : 0);
