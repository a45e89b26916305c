import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { API_URL, api, AUTH_EMULATOR, createTestUser, PROJECT_ID } from '../support/stack';

const firestore = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

interface Summary {
  id: string;
  subject: string;
  category: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  attachment: { name: string; path: string; contentType: string; size: number } | null;
}

interface Ticket extends Summary {
  description: string;
  messages: { id: string; author: string; text: string; createdAt: string }[];
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const ticketInput = { subject: 'Cannot see my invoice', category: 'Billing', description: 'The invoice page is blank.' };

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}

async function createMultipart<T>(token: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('attachment', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${API_URL}/tickets`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as T };
}

describe('support tickets', () => {
  it('needs a token', async () => {
    expect((await api('/tickets')).status).toBe(401);
    expect((await api('/tickets', { body: ticketInput })).status).toBe(401);
    expect((await api('/tickets/x')).status).toBe(401);
    expect((await api('/tickets/x/messages', { body: { text: 'hi' } })).status).toBe(401);
  });

  it('creates an Open ticket, lists it, notifies the user, and takes messages', async () => {
    const user = await createTestUser();
    expect((await api('/tickets', { token: user.idToken })).body).toEqual({ tickets: [] });

    const created = await api<{ ticket: Ticket }>('/tickets', {
      token: user.idToken,
      body: { ...ticketInput, subject: '  Cannot see my invoice ' },
    });
    expect(created.status).toBe(201);
    const ticket = created.body.ticket;
    expect(ticket).toMatchObject({ ...ticketInput, status: 'Open', attachment: null, messages: [] });

    const list = await api<{ tickets: Summary[] }>('/tickets', { token: user.idToken });
    expect(list.body.tickets.map((t) => [t.id, t.subject, t.status])).toEqual([[ticket.id, 'Cannot see my invoice', 'Open']]);

    const notifications = await api<{ notifications: { message: string; link: string }[] }>('/notifications', { token: user.idToken });
    expect(notifications.body.notifications[0]).toMatchObject({ link: `/support/tickets/${ticket.id}` });
    expect(notifications.body.notifications[0]!.message).toContain('Cannot see my invoice');

    const reply = await api<{ message: { author: string; text: string }; status: string }>(`/tickets/${ticket.id}/messages`, {
      token: user.idToken,
      body: { text: ' It is still blank today. ' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ message: { author: 'user', text: 'It is still blank today.' }, status: 'Open' });

    const detail = await api<{ ticket: Ticket }>(`/tickets/${ticket.id}`, { token: user.idToken });
    expect(detail.status).toBe(200);
    expect(detail.body.ticket.description).toBe(ticketInput.description);
    expect(detail.body.ticket.messages.map((m) => [m.author, m.text])).toEqual([['user', 'It is still blank today.']]);
    expect(detail.body.ticket.updatedAt >= detail.body.ticket.createdAt).toBe(true);
  });

  it('answers 400 with field messages for bad input', async () => {
    const user = await createTestUser();
    const cases: [unknown, string[]][] = [
      [{}, ['category', 'description', 'subject']],
      [{ ...ticketInput, subject: '   ' }, ['subject']],
      [{ ...ticketInput, category: 'Complaints' }, ['category']],
      [{ ...ticketInput, description: 'x'.repeat(5001) }, ['description']],
    ];
    for (const [body, fields] of cases) {
      const res = await api<ErrorBody>('/tickets', { token: user.idToken, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(fields);
    }
    const ticket = (await api<{ ticket: Ticket }>('/tickets', { token: user.idToken, body: ticketInput })).body.ticket;
    for (const body of [{}, { text: '  ' }, { text: 42 }]) {
      const res = await api<ErrorBody>(`/tickets/${ticket.id}/messages`, { token: user.idToken, body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual(['text']);
    }
  });

  it('keeps tickets to their owner; unknown ids answer 404', async () => {
    const alice = await createTestUser();
    const bob = await createTestUser();
    const ticket = (await api<{ ticket: Ticket }>('/tickets', { token: alice.idToken, body: ticketInput })).body.ticket;
    for (const id of [ticket.id, 'no-such-ticket']) {
      const get = await api<ErrorBody>(`/tickets/${id}`, { token: bob.idToken });
      expect(get.status).toBe(404);
      expect(get.body.error.message).toBe('Ticket not found.');
      expect((await api(`/tickets/${id}/messages`, { token: bob.idToken, body: { text: 'hi' } })).status).toBe(404);
      expect((await api(`/tickets/${id}/attachment`, { token: bob.idToken })).status).toBe(404);
    }
    expect((await api('/tickets', { token: bob.idToken })).body).toEqual({ tickets: [] });
    expect((await api<{ ticket: Ticket }>(`/tickets/${ticket.id}`, { token: alice.idToken })).body.ticket.messages).toEqual([]);
  });

  it('accepts multipart with an optional attachment under the upload rules', async () => {
    const alice = await createTestUser();
    const bob = await createTestUser();
    const withFile = await createMultipart<{ ticket: Ticket }>(alice.idToken, ticketInput, {
      bytes: PDF,
      name: 'screenshot.pdf',
      type: 'application/pdf',
    });
    expect(withFile.status).toBe(201);
    expect(withFile.body.ticket.attachment).toMatchObject({ name: 'screenshot.pdf', contentType: 'application/pdf', size: PDF.length });
    const id = withFile.body.ticket.id;

    const file = await fetch(`${API_URL}/tickets/${id}/attachment`, { headers: { authorization: `Bearer ${alice.idToken}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await api(`/tickets/${id}/attachment`, { token: bob.idToken })).status).toBe(404);
    // The attachment is not one of the user's Uploaded Documents.
    expect((await api('/documents', { token: alice.idToken })).body).toEqual({ documents: [] });

    // What a browser sends when the file input is left empty: a nameless, empty part.
    const form = new FormData();
    for (const [key, value] of Object.entries(ticketInput)) form.append(key, value);
    form.append('attachment', new Blob([], { type: 'application/octet-stream' }), '');
    const emptyInput = await fetch(`${API_URL}/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.idToken}` },
      body: form,
    });
    expect(emptyInput.status).toBe(201);

    const withoutFile = await createMultipart<{ ticket: Ticket }>(alice.idToken, ticketInput);
    expect(withoutFile.status).toBe(201);
    expect(withoutFile.body.ticket.attachment).toBeNull();
    expect((await api(`/tickets/${withoutFile.body.ticket.id}/attachment`, { token: alice.idToken })).status).toBe(404);

    const wrongType = await createMultipart<ErrorBody>(bob.idToken, ticketInput, {
      bytes: Buffer.from('#!/bin/sh'),
      name: 'run.sh',
      type: 'text/x-sh',
    });
    expect(wrongType.status).toBe(415);
    const badFields = await createMultipart<ErrorBody>(
      bob.idToken,
      { subject: 'x' },
      { bytes: PDF, name: 'a.pdf', type: 'application/pdf' },
    );
    expect(badFields.status).toBe(400);
    expect(Object.keys(badFields.body.error.fields ?? {}).sort()).toEqual(['category', 'description']);
    expect((await api('/tickets', { token: bob.idToken })).body).toEqual({ tickets: [] });
  });

  it('reopens a Closed ticket when the user writes again', async () => {
    const user = await createTestUser();
    const ticket = (await api<{ ticket: Ticket }>('/tickets', { token: user.idToken, body: ticketInput })).body.ticket;
    // Support closes tickets from the console; the test does the same through the admin SDK.
    await firestore().collection('tickets').doc(ticket.id).update({ status: 'Closed' });
    expect((await api<{ ticket: Ticket }>(`/tickets/${ticket.id}`, { token: user.idToken })).body.ticket.status).toBe('Closed');
    const reply = await api<{ status: string }>(`/tickets/${ticket.id}/messages`, { token: user.idToken, body: { text: 'Still broken.' } });
    expect(reply.body.status).toBe('Open');
    expect((await api<{ tickets: Summary[] }>('/tickets', { token: user.idToken })).body.tickets[0]!.status).toBe('Open');
  });

  it("has the demo user's three sample tickets, Open, Pending and Closed, with messages", async () => {
    const token = await signIn(DEMO_USER.email, DEMO_USER.password);
    const list = await api<{ tickets: Summary[] }>('/tickets', { token });
    const seeded = list.body.tickets.filter((t) => t.id.startsWith('demo-ticket-'));
    expect(seeded.map((t) => t.status).sort()).toEqual(['Closed', 'Open', 'Pending']);
    for (const summary of seeded) {
      const detail = await api<{ ticket: Ticket }>(`/tickets/${summary.id}`, { token });
      expect(detail.body.ticket.messages.length).toBeGreaterThan(0);
      expect(detail.body.ticket.messages.some((m) => m.author === 'support')).toBe(true);
    }
  });
});
