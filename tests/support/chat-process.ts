// A chat-service process of a test's or bench's own: `functions/lib/chat-server.js` as the launcher runs it, on a free
// loopback port, with the environment given (REDIS_URL to share rooms with other instances). Its output goes to the
// caller's; stop it with stopProcess.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { until } from './stack-launcher';

const ROOT = join(import.meta.dirname, '../..');

export interface ChatProcess {
  url: string;
  child: ChildProcess;
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts it and resolves once `/healthz` answers; fails at once if the process exits first. */
export async function startChatProcess(env: NodeJS.ProcessEnv = {}): Promise<ChatProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'functions/lib/chat-server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until(
    `the chat process on ${url}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`chat process exited with ${child.exitCode}`);
      return fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
    },
    20_000,
  );
  return { url, child };
}

/** Stops a process with SIGTERM and waits for it to exit; nothing to do if it has already. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
