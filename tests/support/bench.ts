// Shared by the budgets in tests/bench/: percentiles, many clients at once, and running a bench inside a throwaway
// stack of its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';

/** Nearest-rank percentile (p in 0..100) of values sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `make(0 … count-1)`, `batch` at a time (the emulators refuse a flood of sign-ups or connections), in order. */
export async function inBatches<T>(count: number, batch: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += batch) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, j) => make(i + j)))));
  }
  return out;
}

/** A chat service socket of its own (no reconnection, websocket only), resolved once connected. */
export async function connectSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000 });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
}

/**
 * Runs `measure` inside a stack: when the launcher started this process (CHAT_URL is set), measures; otherwise starts a
 * throwaway stack (`node emulators/start.mjs exec`) running the same file. It refuses to load a running `npm start`
 * stack, which it would fill with test data. Exits with 1 when the budget is missed, fails or takes too long.
 */
export async function runBenchInStack(name: string, file: string, measure: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  if (process.env['CHAT_URL']) {
    const timer = setTimeout(() => {
      console.error(`${name}: did not finish within ${timeoutMs / 1000} s`);
      process.exit(1);
    }, timeoutMs);
    const ok = await measure().catch((error: unknown) => {
      console.error(`${name} failed: ${(error as Error).stack ?? String(error)}`);
      return false;
    });
    clearTimeout(timer);
    process.exit(ok ? 0 : 1);
  }
  if (await answers('http://127.0.0.1:5050/healthz')) {
    console.error(`${name}: a local stack is already running. Stop it first: this bench starts its own throwaway stack.`);
    process.exitCode = 1;
    return;
  }
  if (!existsSync('functions/lib/chat-server.js')) spawnSync('npm', ['run', 'build', '-w', 'functions'], { stdio: 'inherit' });
  const child = spawn('node', ['emulators/start.mjs', 'exec', '--no-build', '--', 'npx', 'tsx', file], { stdio: 'inherit' });
  process.exitCode = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
}
