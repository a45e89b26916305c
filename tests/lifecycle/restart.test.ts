// `npm start` keeps data across a Ctrl-C and a restart, and Ctrl-C leaves no process behind.
// Runs the real launcher twice on its own data folder (not inside `exec`: it needs the ports).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, createTestUser, signInWithPassword } from '../support/stack';

const PORTS = [5000, 5001, 9099, 8080, 9199, 5050];
const dataDir = mkdtempSync(join(tmpdir(), 'restart-test-'));

function startStack(): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn('node', ['emulators/start.mjs', '--no-build'], {
    env: { ...process.env, STACK_DATA_DIR: dataDir },
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
  return { child, ready };
}

/** Ctrl-C in a terminal signals the launcher's whole process group. */
async function interrupt(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid) process.kill(-child.pid, 'SIGINT');
  await exited;
}

async function portOpen(port: number): Promise<boolean> {
  const { createConnection } = await import('node:net');
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Processes that inherited this test's STACK_DATA_DIR: everything the launcher started. */
function stackProcesses(): number[] {
  const marker = `STACK_DATA_DIR=${dataDir}`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('npm start lifecycle', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps users, their data and files across Ctrl-C and a restart, leaving no process behind', async () => {
    const first = startStack();
    await first.ready;
    const user = await createTestUser('Persistent Person');
    const saved = await api('/settings', { method: 'PUT', token: user.idToken, body: { language: 'German', phone: '+1 555 0100' } });
    expect(saved.status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%test\n')], { type: 'application/pdf' }), 'kept.pdf');
    const upload = await fetch(`${process.env['API_URL'] ?? 'http://127.0.0.1:5000/api'}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    await interrupt(first.child);
    for (const port of PORTS) expect(await portOpen(port), `port ${port} still open after Ctrl-C`).toBe(false);
    expect(stackProcesses()).toEqual([]);

    const second = startStack();
    try {
      await second.ready;
      // Same user signs in again (Auth data kept) and finds their settings (Firestore) and file (Storage).
      // signInWithPassword throws unless the Auth emulator accepts the old password.
      const idToken = await signInWithPassword(user.email, user.password);
      const settings = await api<{ settings: { language: string; phone: string } }>('/settings', { token: idToken });
      expect(settings.body.settings).toMatchObject({ language: 'German', phone: '+1 555 0100' });
      const documents = await api<{ documents: { name: string }[] }>('/documents', { token: idToken });
      expect(documents.body.documents.map((d) => d.name)).toContain('kept.pdf');
      const articles = await api<{ total: number }>('/articles', { token: idToken });
      expect(articles.body.total).toBe(5);
    } finally {
      await interrupt(second.child);
    }
    for (const port of PORTS) expect(await portOpen(port)).toBe(false);
    expect(stackProcesses()).toEqual([]);
  }, 240_000);
});
