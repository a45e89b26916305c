#!/usr/bin/env node
// `npm run bench`: measures every budget the issues name. Not part of `npm test` (timings are not tests).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const benches = readdirSync('tests/bench')
  .filter((f) => f.endsWith('.ts'))
  .sort();
let failed = 0;
if (!existsSync('web/dist/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
for (const bench of benches) {
  console.log(`\n━━ ${bench}`);
  const result = spawnSync('npx', ['tsx', `tests/bench/${bench}`], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
console.log(failed ? `\n${failed} budget(s) missed` : '\nAll budgets met');
process.exit(failed ? 1 : 0);
