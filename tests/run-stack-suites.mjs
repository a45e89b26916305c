#!/usr/bin/env node
// Runs inside `npm start -- exec`: the suites that need the stack. Each writes its JSON results.
import { spawnSync } from 'node:child_process';

const suites = [
  ['integration', 'tests/vitest.integration.config.ts'],
  ['e2e', 'tests/vitest.e2e.config.ts'],
];
let failed = false;
for (const [name, config] of suites) {
  console.log(`\n━━ ${name}`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '-c', config, '--reporter=default', '--reporter=json', `--outputFile=.test-artifacts/results/${name}.json`],
    {
      stdio: 'inherit',
    },
  );
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
