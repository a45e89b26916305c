// Fault: the Functions worker (the Node runtime the emulator runs the `api` function in) is killed in the middle of an
// upload. Nothing of that upload may stay visible, and the client's retry stores the file once.
//
// The Functions emulator (like Cloud Functions) reads the whole request body before it hands the request to a worker,
// so a worker is only ever "mid-upload" while it handles the complete body: checking the name and writing the object
// to Storage. To make the kill land there every time, the test pauses the process serving Storage (SIGSTOP: the
// launcher itself in offline mode, the Storage emulator in full mode), waits until the worker has a connection open to
// it with a request Storage has not read (an idle keep-alive connection does not count), kills the worker, and lets
// Storage run again.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, api, createTestUser, PROJECT_ID } from '../support/stack';
import {
  interruptStack,
  launchStack,
  listeningProcess,
  portOpen,
  STACK_PORTS,
  stackProcesses,
  until,
  waitingOn,
  type LaunchedStack,
} from '../support/stack-launcher';

const dataDir = mkdtempSync(join(tmpdir(), 'faults-upload-'));
const STORAGE_PORT = 9199;
const BUCKET = `${PROJECT_ID}.appspot.com`;
const BOUNDARY = '----fault-test-boundary';

let stack: LaunchedStack | undefined;
/** A process this test paused; afterAll resumes it whatever happened. */
let paused: number | null = null;

/** A 4 MB PDF (by its magic bytes) as one multipart body, as the browser sends it. */
function uploadBody(): { body: Buffer; file: Buffer } {
  const file = Buffer.alloc(4 * 1024 * 1024, 0x20);
  Buffer.from('%PDF-1.4\n%fault test\n').copy(file);
  for (let i = 64; i < file.length; i += 4096) file.writeUInt32BE(i, i);
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="passport.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { file, body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]) };
}

async function upload(token: string, body: Buffer): Promise<{ status: number; text: string }> {
  const res = await fetch(`${API_URL}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, text: await res.text() };
}

/** Every object under the user's folder, straight from the Storage emulator's JSON API. */
async function storedObjects(uid: string): Promise<Array<{ name: string; size: string }>> {
  const res = await fetch(`http://127.0.0.1:${STORAGE_PORT}/storage/v1/b/${BUCKET}/o?prefix=${encodeURIComponent(`users/${uid}/`)}`);
  expect(res.status).toBe(200);
  const listing = (await res.json()) as { items?: Array<{ name: string; size: string }> };
  return (listing.items ?? []).map(({ name, size }) => ({ name, size: String(size) }));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the Functions worker killed mid-upload', () => {
  beforeAll(async () => {
    stack = launchStack(dataDir);
    await stack.ready;
  }, 200_000);

  afterAll(async () => {
    if (paused !== null) process.kill(paused, 'SIGCONT');
    if (stack) await interruptStack(stack.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves nothing half-written, and the retry stores the file once', async () => {
    const user = await createTestUser('Interrupted Uploader');
    const { body, file } = uploadBody();
    // A first request, so the emulator's worker is up and the one handling the upload is the one killed.
    expect((await api('/documents', { token: user.idToken })).status).toBe(200);

    const storage = listeningProcess(STORAGE_PORT);
    expect(storage, 'the process serving Storage').not.toBeNull();
    const workers = () => stackProcesses(dataDir).filter((p) => p.command.includes('functionsEmulatorRuntime'));
    let killed: number;
    let first: { status: number; text: string } | Error;
    paused = storage as number;
    process.kill(paused, 'SIGSTOP');
    try {
      const attempt = upload(user.idToken, body).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      // The worker has the whole upload and is waiting on Storage: kill it there.
      killed = await until('a worker calling Storage', () => workers().find((w) => waitingOn(w.pid, STORAGE_PORT))?.pid ?? null, 30_000);
      process.kill(killed, 'SIGKILL');
      await until('the worker to be gone', () => !workers().some((w) => w.pid === killed), 10_000);
      process.kill(paused, 'SIGCONT');
      paused = null;
      first = await attempt;
    } finally {
      if (paused !== null) process.kill(paused, 'SIGCONT');
      paused = null;
    }
    // The client learns the upload failed (the emulator answers 500 for a worker that died); nothing is stored.
    expect(first instanceof Error ? first.message : first.status).not.toBe(201);
    expect((await api<{ documents: unknown[] }>('/documents', { token: user.idToken })).body.documents).toEqual([]);
    expect(await storedObjects(user.uid)).toEqual([]);

    // The retry, on a fresh worker, stores the file once, under its own name (not "passport (2).pdf"), whole.
    const retry = await upload(user.idToken, body);
    expect(retry.status, retry.text).toBe(201);
    expect(JSON.parse(retry.text)).toMatchObject({ document: { name: 'passport.pdf', size: file.length, contentType: 'application/pdf' } });
    expect(workers().some((w) => w.pid === killed)).toBe(false);
    const listed = await api<{ documents: Array<{ name: string; size: number }> }>('/documents', { token: user.idToken });
    expect(listed.body.documents.map(({ name, size }) => ({ name, size }))).toEqual([{ name: 'passport.pdf', size: file.length }]);
    expect(await storedObjects(user.uid)).toEqual([{ name: `users/${user.uid}/documents/passport.pdf`, size: String(file.length) }]);
    const content = await fetch(`${API_URL}/documents/passport.pdf/content`, { headers: { authorization: `Bearer ${user.idToken}` } });
    expect(content.status).toBe(200);
    expect(sha256(Buffer.from(await content.arrayBuffer()))).toBe(sha256(file));

    await interruptStack((stack as LaunchedStack).child);
    for (const port of STACK_PORTS) expect(await portOpen(port), `port ${port} still open after Ctrl-C`).toBe(false);
    expect(stackProcesses(dataDir)).toEqual([]);
  }, 120_000);
});
