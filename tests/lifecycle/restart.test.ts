// `npm start` keeps data across a Ctrl-C and a restart, and Ctrl-C leaves no process behind.
// Runs the real launcher twice on its own data folder (not inside `exec`: it needs the ports).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { interruptStack, launchStack, portOpen, STACK_PORTS, stackProcesses } from '../support/stack-launcher';
import { api, createTestUser, signInWithPassword } from '../support/stack';

const dataDir = mkdtempSync(join(tmpdir(), 'restart-test-'));

describe('npm start lifecycle', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps users, their data and files across Ctrl-C and a restart, leaving no process behind', async () => {
    const first = launchStack(dataDir);
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
    await interruptStack(first.child);
    for (const port of STACK_PORTS) expect(await portOpen(port), `port ${port} still open after Ctrl-C`).toBe(false);
    expect(stackProcesses(dataDir)).toEqual([]);

    const second = launchStack(dataDir);
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
      await interruptStack(second.child);
    }
    for (const port of STACK_PORTS) expect(await portOpen(port)).toBe(false);
    expect(stackProcesses(dataDir)).toEqual([]);
  }, 240_000);
});
