#!/usr/bin/env node
// Entry point of `npm start`: installs what is missing, then hands over to the TypeScript launcher.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lock = `${root}package-lock.json`;
const installed = `${root}node_modules/.package-lock.json`;

function needsInstall() {
  if (!existsSync(installed)) return true;
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs;
}

if (needsInstall()) {
  console.log('• installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
// functions/ is CommonJS: its modules' own relative requires (e.g. the eligibility engine's, used by the seed) need
// tsx's CommonJS hook as well.
const { register: registerCommonJs } = await import('tsx/cjs/api');
registerCommonJs();
await import('./launcher.ts');
