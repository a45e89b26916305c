// Budget: from `npm start` to the app answering, with dependencies installed: under 60 s.
import { spawn } from 'node:child_process';

const BUDGET_S = 60;
const APP_URL = 'http://127.0.0.1:5000';

export async function measureStartup(): Promise<number> {
  const started = Date.now();
  const child = spawn('node', ['emulators/start.mjs'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = started + 180_000;
    while (Date.now() < deadline) {
      const page = await fetch(`${APP_URL}/login`).then(
        (r) => r.ok,
        () => false,
      );
      const api = await fetch(`${APP_URL}/api/verify`).then(
        (r) => r.status === 401,
        () => false,
      );
      if (page && api && output.includes('is running')) return (Date.now() - started) / 1000;
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`The app did not answer within 180 s:\n${output}`);
  } finally {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = await measureStartup();
  const ok = seconds < BUDGET_S;
  console.log(`npm start → app answering: ${seconds.toFixed(1)} s (budget ${BUDGET_S} s) ${ok ? 'OK' : 'OVER BUDGET'}`);
  process.exitCode = ok ? 0 : 1;
}
