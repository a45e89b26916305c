// For suites that run the real launcher themselves (tests/lifecycle/): start it on a data folder of their own, find
// the processes it started through /proc, and see which sockets a process holds. Linux only, like the launcher's tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createConnection } from 'node:net';

export const STACK_PORTS = [5000, 5001, 9099, 8080, 9199, 5050];

export interface LaunchedStack {
  child: ChildProcess;
  /** Resolves once the launcher prints that the stack is running; rejects if it exits first. */
  ready: Promise<void>;
  /** Everything the launcher and its children printed so far. */
  output(): string;
}

/** `npm start` without the build, on `dataDir`, with extra environment for every process of the stack. */
export function launchStack(dataDir: string, env: Record<string, string> = {}): LaunchedStack {
  const child = spawn('node', ['emulators/start.mjs', '--no-build'], {
    env: { ...process.env, ...env, STACK_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`launcher exited (${code}) before it was ready:\n${output}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, output: () => output };
}

/** Ctrl-C in a terminal signals the launcher's whole process group; resolves when the launcher has exited. */
export async function interruptStack(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    return;
  }
  await exited;
}

export async function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const pids = () => readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));

function readOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
}

export interface StackProcess {
  pid: number;
  /** The command line, arguments joined by spaces. */
  command: string;
}

/** Processes that inherited this STACK_DATA_DIR: everything the launcher started, and their children. */
export function stackProcesses(dataDir: string): StackProcess[] {
  const marker = `STACK_DATA_DIR=${dataDir}`;
  return (
    pids()
      .filter((pid) => readOr(`/proc/${pid}/environ`, '').split('\0').includes(marker))
      .map((pid) => ({ pid: Number(pid), command: readOr(`/proc/${pid}/cmdline`, '').split('\0').join(' ').trim() }))
      // A process that has exited but is not yet reaped has no command line left.
      .filter((p) => p.command !== '')
  );
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // The descriptor closed while being read.
    }
  }
  return inodes;
}

interface TcpEntry {
  localPort: number;
  remotePort: number;
  /** Bytes received and not yet read by the socket's process. */
  unread: number;
  /** 01 established, 0A listening (the kernel's TCP state numbers). */
  state: string;
  inode: string;
}

function tcpTable(): TcpEntry[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readOr(file, '')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols.length >= 10)
      .map((cols) => ({
        localPort: parseInt(cols[1]?.split(':').pop() ?? '0', 16),
        remotePort: parseInt(cols[2]?.split(':').pop() ?? '0', 16),
        state: cols[3] ?? '',
        unread: parseInt(cols[4]?.split(':')[1] ?? '0', 16),
        inode: cols[9] ?? '',
      })),
  );
}

/** The process listening on a TCP port, or null. */
export function listeningProcess(port: number): number | null {
  const listening = new Set(
    tcpTable()
      .filter((e) => e.state === '0A' && e.localPort === port)
      .map((e) => e.inode),
  );
  if (listening.size === 0) return null;
  for (const pid of pids()) {
    for (const inode of socketInodes(Number(pid))) if (listening.has(inode)) return Number(pid);
  }
  return null;
}

/**
 * True when the process has sent a request on a connection to the port that the server has not read yet: it is
 * waiting on that server (which, paused, cannot read). An idle keep-alive connection does not count.
 */
export function waitingOn(pid: number, port: number): boolean {
  const mine = socketInodes(pid);
  const table = tcpTable();
  const ownPorts = new Set(table.filter((e) => e.state === '01' && e.remotePort === port && mine.has(e.inode)).map((e) => e.localPort));
  return table.some((e) => e.state === '01' && e.localPort === port && ownPorts.has(e.remotePort) && e.unread > 0);
}

/** Polls `check` every 50 ms until it returns a value other than null/false, or fails after `timeoutMs`. */
export async function until<T>(what: string, check: () => T | null | false | Promise<T | null | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
