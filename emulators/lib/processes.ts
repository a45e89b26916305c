import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createConnection } from 'node:net';

/** Starts a child in its own process group, so the whole tree can be signalled and reaped. */
export function startGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn(command, args, { ...options, detached: true });
}

export function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(1);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function groupAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Asks the group to stop (SIGINT lets the Firebase CLI export its data), then forces it. */
export async function stopGroup(child: ChildProcess, graceMs: number): Promise<void> {
  signalGroup(child, 'SIGINT');
  const deadline = Date.now() + graceMs;
  await Promise.race([exited(child), new Promise((r) => setTimeout(r, graceMs))]);
  // The CLI's own children (functions runtimes) may linger after it exits.
  while (groupAlive(child) && Date.now() < deadline + 2000) {
    signalGroup(child, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
  }
  if (groupAlive(child)) signalGroup(child, 'SIGKILL');
}

export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls until `check` resolves true, or throws after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
}

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  return exited(child);
}
