// The case discussion over real sockets and the real API, with real users: applicant A, a third user B, expert E
// (made with the admin CLI) who claims A's cases, and expert E2 who holds none. Messages survive a forced disconnect
// and are caught up once, in order; presence follows E's sockets; a burst of 200 arrives whole and in order; nobody
// else reads or writes anything; files, the transcript, resends and the offline notification.
import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strFromU8, unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AgentProvider } from '../../functions/src/ai/agent';
import { bucket, db } from '../../functions/src/data/firebase';
import type {
  DiscussionMessage,
  DiscussionPage,
  DiscussionPresence,
  DiscussionFile,
} from '../../functions/src/shared/discussion/discussion-views';
import type { NotificationsResponse } from '../../functions/src/shared/notifications/notification-views';
import { attachChatSockets, type ChatService } from '../../functions/src/socket/chat-socket';
import { connectChatSocket } from '../support/chat-socket-client';
import { claimedCase, makeExpert } from '../support/experts';
import { api, API_URL, CHAT_URL, createTestUser, STACK_MODE, type TestUser } from '../support/stack';

interface SocketError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}
type Ack<T> = ({ ok: true } & T) | { ok: false; error: SocketError };
type JoinAck = Ack<DiscussionPage & { presence: DiscussionPresence }>;
type SendAck = Ack<{ message: DiscussionMessage; duplicate: boolean }>;
type ReadAck = Ack<{ unread: number }>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
// The EBML header of a WebM file, as MediaRecorder writes it: judged 'audio/webm' by its bytes.
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.from('webm voice note bytes')]);

/** A connected discussion client that records the server's discussion events in arrival order. */
class Client {
  readonly messages: DiscussionMessage[] = [];
  readonly presence: DiscussionPresence[] = [];
  private waiters: Array<() => void> = [];

  constructor(readonly socket: Socket) {
    socket.on('discussion:message', (message: DiscussionMessage) => this.record(() => this.messages.push(message)));
    socket.on('discussion:presence', (presence: DiscussionPresence) => this.record(() => this.presence.push(presence)));
  }

  static async connect(url: string, user: TestUser): Promise<Client> {
    return new Client(await connectChatSocket(url, { token: user.idToken }));
  }

  private record(push: () => void) {
    push();
    for (const wake of this.waiters.splice(0)) wake();
  }

  emit<T>(event: string, payload: unknown, timeoutMs = 30_000): Promise<T> {
    return this.socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
  }

  join(caseId: string, after = 0): Promise<JoinAck> {
    return this.emit<JoinAck>('discussion:join', { caseId, after });
  }

  send(caseId: string, text: string, extra: Record<string, unknown> = {}, timeoutMs?: number): Promise<SendAck> {
    return this.emit<SendAck>('discussion:send', { caseId, id: randomUUID(), text, ...extra }, timeoutMs);
  }

  /** Waits until `done` holds over what has arrived. */
  async until(done: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

function okOf<T>(ack: Ack<T>): { ok: true } & T {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function upload(token: string, caseId: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${API_URL}/cases/${caseId}/discussion/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { file: DiscussionFile; error?: SocketError } };
}

async function download(token: string, caseId: string, fileId: string) {
  const res = await fetch(`${API_URL}/cases/${caseId}/discussion/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

/** A chat service in this process (port 0), so a test can disconnect a socket from the server's side. */
async function startService(): Promise<{ url: string; service: ChatService; http: HttpServer }> {
  const silent: AgentProvider = {
    name: 'offline',
    label: 'Test assistant',
    // eslint-disable-next-line require-yield -- the discussion never asks the assistant
    async *reply() {
      throw new Error('not used');
    },
  };
  const http = createServer();
  const service = attachChatSockets(http, { provider: silent });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, service, http };
}

describe('case discussion', () => {
  let A: TestUser;
  let B: TestUser;
  let E: TestUser;
  let E2: TestUser;
  let caseId: string;
  const open: Client[] = [];
  const connect = async (user: TestUser, url = CHAT_URL) => {
    const client = await Client.connect(url, user);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    [A, B, E, E2] = await Promise.all([
      createTestUser('Ana Applicant'),
      createTestUser('Bea Other'),
      createTestUser('Eli Expert'),
      createTestUser('Eve Expert'),
    ]);
    E = await makeExpert(E);
    E2 = await makeExpert(E2);
    caseId = await claimedCase(A, E, 'Marriage green card');
  });

  // A test that fails half-way leaves no socket behind to skew the next one's presence.
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });

  it('keeps messages sent while a socket was cut off, and catches them up once, in order, from the last seq seen', async () => {
    const { url, service, http } = await startService();
    try {
      const a = await connect(A, url);
      const e = await connect(E, url);
      const joined = okOf(await a.join(caseId));
      expect(joined.viewerRole).toBe('applicant');
      expect(joined.summary.caseId).toBe(caseId);
      okOf(await e.join(caseId));

      const first = okOf(await e.send(caseId, 'Hello Ana, I have your case.'));
      await a.until(() => a.messages.some((m) => m.id === first.message.id), 'the first message live');
      const lastSeen = Math.max(...joined.messages.map((m) => m.seq), ...a.messages.map((m) => m.seq));
      expect(lastSeen).toBe(first.message.seq);

      const cut = new Promise<string>((resolve) => a.socket.once('disconnect', resolve));
      service.io.in(a.socket.id ?? '').disconnectSockets(true);
      expect(await cut).toBe('io server disconnect');

      const sent: DiscussionMessage[] = [];
      for (let i = 1; i <= 5; i += 1) sent.push(okOf(await e.send(caseId, `While you were away ${i}`)).message);

      const again = await connect(A, url);
      const caughtUp = okOf(await again.join(caseId, lastSeen));
      expect(caughtUp.messages.map((m) => m.id)).toEqual(sent.map((m) => m.id));
      expect(caughtUp.messages.map((m) => m.seq)).toEqual(sent.map((_, i) => lastSeen + 1 + i));
      expect(caughtUp.hasMore).toBe(false);
      // Nothing arrives twice: the caught-up messages are not also pushed to the new socket.
      await sleep(300);
      expect(again.messages).toEqual([]);

      // And the next one is live again.
      const next = okOf(await e.send(caseId, 'Welcome back'));
      await again.until(() => again.messages.some((m) => m.id === next.message.id), 'the next message live');
      expect(again.messages.map((m) => m.seq)).toEqual([lastSeen + 6]);
    } finally {
      for (const client of open.splice(0)) client.close();
      await service.io.close();
      http.close();
    }
  });

  it("turns 'expert offline' on and off as the expert's socket connects and disconnects", async () => {
    const a = await connect(A);
    const joined = okOf(await a.join(caseId));
    expect(joined.presence).toEqual({ caseId, expertOnline: false, applicantOnline: true });

    const e = await connect(E);
    await a.until(() => a.presence.some((p) => p.expertOnline), 'expertOnline: true');
    expect(a.presence.at(-1)).toEqual({ caseId, expertOnline: true, applicantOnline: true });

    e.close();
    await a.until(() => a.presence.at(-1)?.expertOnline === false, 'expertOnline: false');
    expect(a.presence.at(-1)).toEqual({ caseId, expertOnline: false, applicantOnline: true });

    // The expert's join sees the applicant online.
    const e2 = await connect(E);
    expect(okOf(await e2.join(caseId)).presence).toEqual({ caseId, expertOnline: true, applicantOnline: true });
    for (const client of open.splice(0)) client.close();
  });

  it('delivers a burst of 200 messages to the other side, all stored, in order, without duplicates', async () => {
    const burstCase = await claimedCase(A, E, 'Burst case');
    const a = await connect(A);
    const e = await connect(E);
    okOf(await a.join(burstCase));
    okOf(await e.join(burstCase));

    const ids = Array.from({ length: 200 }, () => randomUUID());
    const acks = await Promise.all(
      ids.map((id, i) => a.emit<SendAck>('discussion:send', { caseId: burstCase, id, text: `Burst message ${i}` }, 60_000)),
    );
    const stored = acks.map(okOf);
    expect(stored.every((ack) => !ack.duplicate)).toBe(true);
    const seqs = stored.map((ack) => ack.message.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));

    await e.until(() => e.messages.length >= 200, '200 messages at the expert', 30_000);
    await sleep(200);
    expect(e.messages.map((m) => m.id)).toEqual(ids);
    expect(new Set(e.messages.map((m) => m.seq)).size).toBe(200);
    expect(e.messages.map((m) => m.seq)).toEqual(seqs);
    // The sender's socket has its acks, not the events.
    expect(a.messages).toEqual([]);

    const page = await api<DiscussionPage>(`/cases/${burstCase}/discussion`, { token: A.idToken });
    expect(page.status).toBe(200);
    const written = page.body.messages.filter((m) => m.authorRole !== 'system');
    const system = page.body.messages.filter((m) => m.authorRole === 'system');
    expect(system.length).toBeGreaterThan(0);
    expect(page.body.messages).toHaveLength(200 + system.length);
    expect(written.map((m) => m.id)).toEqual(ids);
    expect(page.body.messages.map((m) => m.seq)).toEqual(page.body.messages.map((_, i) => i + 1));

    // The expert has 200 unread; reading up to the last clears them.
    const rejoined = okOf(await e.join(burstCase, seqs.at(-1)));
    expect(rejoined.messages).toEqual([]);
    expect(rejoined.summary.unread).toBe(200);
    expect(okOf(await e.emit<ReadAck>('discussion:read', { caseId: burstCase, seq: seqs[99] })).unread).toBe(100);
    expect(okOf(await e.emit<ReadAck>('discussion:read', { caseId: burstCase, seq: seqs.at(-1) })).unread).toBe(0);
    const after = await api<DiscussionPage>(`/cases/${burstCase}/discussion?after=${seqs.at(-1)}`, { token: E.idToken });
    expect(after.body).toMatchObject({ viewerRole: 'expert', messages: [], hasMore: false, summary: { unread: 0 } });
    for (const client of open.splice(0)) client.close();
  });

  it("answers another user's and an unassigned expert's join, send, read and leave exactly like a missing case", async () => {
    const missing = randomUUID().replace(/-/g, '').slice(0, 20);
    for (const outsider of [B, E2]) {
      const client = await connect(outsider);
      for (const [event, payload] of [
        ['discussion:join', (id: string) => ({ caseId: id, after: 0 })],
        ['discussion:send', (id: string) => ({ caseId: id, id: '6f1c2b9e-8a55-4d0e-9f3a-0c2d4e5f6a7b', text: 'Let me in' })],
        ['discussion:read', (id: string) => ({ caseId: id, seq: 1 })],
        ['discussion:leave', (id: string) => ({ caseId: id })],
      ] as const) {
        const theirs = await client.emit<Ack<object>>(event, payload(caseId));
        const none = await client.emit<Ack<object>>(event, payload(missing));
        expect(theirs, event).toEqual({ ok: false, error: { code: 'not-found', message: 'Case not found' } });
        expect(theirs, event).toEqual(none);
      }
      expect(client.messages).toEqual([]);
      for (const path of ['/discussion', '/discussion/summary.pdf']) {
        const theirs = await api(`/cases/${caseId}${path}`, { token: outsider.idToken });
        const none = await api(`/cases/${missing}${path}`, { token: outsider.idToken });
        expect(theirs.status).toBe(404);
        expect(theirs.body).toEqual(none.body);
      }
    }
    // The outsiders' attempts stored nothing.
    const page = await api<DiscussionPage>(`/cases/${caseId}/discussion`, { token: A.idToken });
    expect(page.body.messages.some((m) => m.text === 'Let me in')).toBe(false);
    for (const client of open.splice(0)) client.close();
  });

  it('takes files and voice notes by their bytes, sends them with a message, and lets only the two participants download them', async () => {
    const pdf = await upload(A.idToken, caseId, PDF, 'marriage-certificate.pdf', 'application/pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body.file).toMatchObject({
      name: 'marriage-certificate.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      kind: 'file',
    });
    const voice = await upload(A.idToken, caseId, WEBM, 'voice-note.webm', 'audio/webm;codecs=opus');
    expect(voice.status).toBe(201);
    expect(voice.body.file).toMatchObject({ contentType: 'audio/webm', kind: 'voice' });

    expect((await upload(A.idToken, caseId, Buffer.from('just text, not an image'), 'notes.png', 'image/png')).status).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(A.idToken, caseId, big, 'big.pdf', 'application/pdf')).status).toBe(413);
    expect((await upload(B.idToken, caseId, PDF, 'x.pdf', 'application/pdf')).status).toBe(404);

    const a = await connect(A);
    const e = await connect(E);
    // Before a message carries it, an upload is its uploader's only.
    expect((await download(E.idToken, caseId, pdf.body.file.id)).status).toBe(404);
    const stolen = await e.send(caseId, 'Not mine', { fileIds: [pdf.body.file.id] });
    expect(stolen).toMatchObject({ ok: false, error: { code: 'not-found' } });

    const sent = okOf(await a.send(caseId, '', { fileIds: [pdf.body.file.id, voice.body.file.id] }));
    expect(sent.message.attachments.map((f) => f.id)).toEqual([pdf.body.file.id, voice.body.file.id]);
    expect(sent.message.attachments.map((f) => f.kind)).toEqual(['file', 'voice']);
    // A file goes with one message only.
    expect(await a.send(caseId, 'again', { fileIds: [pdf.body.file.id] })).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });

    for (const user of [A, E]) {
      const got = await download(user.idToken, caseId, pdf.body.file.id);
      expect(got.status).toBe(200);
      expect(got.type).toBe('application/pdf');
      expect(got.bytes.equals(PDF)).toBe(true);
      const note = await download(user.idToken, caseId, voice.body.file.id);
      expect(note.status).toBe(200);
      expect(note.bytes.equals(WEBM)).toBe(true);
    }
    for (const outsider of [B, E2]) {
      const theirs = await download(outsider.idToken, caseId, pdf.body.file.id);
      expect(theirs.status).toBe(404);
    }
    expect((await download(A.idToken, caseId, 'nosuchfile')).status).toBe(404);
    a.close();
    e.close();
  });

  it('gives a real PDF transcript of the discussion to both participants', async () => {
    for (const user of [A, E]) {
      const res = await fetch(`${API_URL}/cases/${caseId}/discussion/summary.pdf`, {
        headers: { authorization: `Bearer ${user.idToken}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await new PDFParse({ data: bytes }).getText();
      for (const expected of [
        'Case discussion',
        'Marriage green card',
        'Hello Ana, I have your case.',
        'While you were away 5',
        'marriage-certificate.pdf',
        'Eli Expert',
      ]) {
        expect(text).toContain(expected);
      }
    }
  });

  it('stores a resent message once and answers the resend as a duplicate', async () => {
    const a = await connect(A);
    const id = randomUUID();
    const first = okOf(await a.emit<SendAck>('discussion:send', { caseId, id, text: 'Sent twice' }));
    const second = okOf(await a.emit<SendAck>('discussion:send', { caseId, id, text: 'Sent twice' }));
    expect(first.duplicate).toBe(false);
    expect(second.duplicate).toBe(true);
    expect(second.message).toEqual(first.message);
    const page = await api<DiscussionPage>(`/cases/${caseId}/discussion?after=${first.message.seq - 1}`, { token: A.idToken });
    expect(page.body.messages.filter((m) => m.id === id)).toHaveLength(1);
    // The same id from the other side is not theirs to take.
    const e = await connect(E);
    expect(await e.emit<SendAck>('discussion:send', { caseId, id, text: 'Mine now' })).toMatchObject({
      ok: false,
      error: { code: 'conflict' },
    });
    a.close();
    e.close();
  });

  it('brings what the API writes to the room live: the claim (with presence), a status decision and the release', async () => {
    const created = await api<{ caseId: string }>('/cases', {
      token: A.idToken,
      body: { caseName: 'Live lines', category: 'Family-Based', applicant: 'Ana Applicant' },
    });
    const live = created.body.caseId;
    expect((await api(`/cases/${live}/expert-request`, { token: A.idToken, body: { note: '' } })).status).toBe(200);
    const a = await connect(A);
    const e = await connect(E);
    const joined = okOf(await a.join(live));
    expect(joined.presence.expertOnline).toBe(false);
    expect(joined.summary.expertRequest?.state).toBe('queued');
    // A queued case's discussion is not the expert's yet.
    expect(await e.join(live)).toMatchObject({ ok: false, error: { code: 'not-found' } });

    const lines = () => a.messages.filter((m) => m.caseId === live && m.authorRole === 'system');
    expect((await api(`/expert/cases/${live}/claim`, { token: E.idToken, method: 'POST' })).status).toBe(200);
    await a.until(() => a.presence.some((p) => p.caseId === live && p.expertOnline), 'presence after the claim');
    await a.until(() => lines().length >= 1, 'the claim line');
    okOf(await e.join(live));

    // The expert's message reaches the applicant, and the release line both of them.
    okOf(await e.send(live, 'I have it.'));
    await a.until(() => a.messages.some((m) => m.text === 'I have it.'), "the expert's message");
    expect((await api(`/expert/cases/${live}/release`, { token: E.idToken, method: 'POST' })).status).toBe(200);
    await a.until(() => a.presence.at(-1)?.expertOnline === false && lines().length >= 2, 'the release');
    // The released expert is out of the room: the applicant's next message does not reach them.
    const countAtExpert = e.messages.length;
    okOf(await a.send(live, 'Anyone else?'));
    await sleep(300);
    expect(e.messages).toHaveLength(countAtExpert);
    // Every line arrived once, in order.
    const seqs = a.messages.filter((m) => m.caseId === live).map((m) => m.seq);
    expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
    a.close();
    e.close();
  });

  it('notifies an offline recipient once per case, not once per message', async () => {
    const quiet = await claimedCase(A, E, 'Quiet case');
    const link = `/expert?case=${quiet}`;
    // The queue's own notification to the experts opens the same case: once read, the next one may come.
    expect((await api('/notifications/mark-read', { token: E.idToken, method: 'POST' })).status).toBe(200);
    const a = await connect(A);
    okOf(await a.join(quiet));
    for (let i = 0; i < 3; i += 1) okOf(await a.send(quiet, `Are you there? ${i}`));
    const list = await api<NotificationsResponse>('/notifications', { token: E.idToken });
    const aboutIt = list.body.notifications.filter((n) => n.link === link && !n.read);
    expect(aboutIt).toHaveLength(1);
    expect(aboutIt[0]).toMatchObject({ read: false, message: expect.stringMatching(/^New message from Ana Applicant on case IA-/) });

    // With the expert connected, a message notifies nobody.
    const e = await connect(E);
    await a.until(() => a.presence.some((p) => p.caseId === quiet && p.expertOnline), 'the expert online');
    const before = (await api<NotificationsResponse>('/notifications', { token: A.idToken })).body.notifications.length;
    okOf(await e.send(quiet, 'Here now.'));
    expect((await api<NotificationsResponse>('/notifications', { token: A.idToken })).body.notifications).toHaveLength(before);
    a.close();
    e.close();
  });

  it("exports an applicant's discussions, deletes them with the account, and returns a deleted expert's cases to the queue", async () => {
    const [owner, leaving] = await Promise.all([createTestUser('Olga Owner'), createTestUser('Leo Leaving')]);
    const expert = await makeExpert(leaving);
    const mine = await claimedCase(owner, expert, 'Account data case');
    const theirs = await claimedCase(A, expert, 'Left by an expert');
    const file = await upload(owner.idToken, mine, PDF, 'lease.pdf', 'application/pdf');
    const o = await connect(owner);
    const x = await connect(expert);
    okOf(await o.send(mine, 'For the export', { fileIds: [file.body.file.id] }));
    const expertsLine = okOf(await x.send(theirs, 'A line from the expert')).message;
    o.close();
    x.close();

    const res = await fetch(`${API_URL}/account/export`, { headers: { authorization: `Bearer ${owner.idToken}` } });
    expect(res.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['data.json'] as Uint8Array)) as {
      collections: Record<string, Array<{ id: string; children?: Record<string, Array<{ id: string; data: Record<string, unknown> }>> }>>;
    };
    const exported = data.collections['cases']?.find((c) => c.id === mine);
    expect(exported?.children?.['discussion']?.map((m) => m.data['text'])).toContain('For the export');
    expect(exported?.children?.['discussionFiles']?.map((f) => f.data['name'])).toEqual(['lease.pdf']);
    // The expert's account id is theirs: the applicant's copy names them only as the case and messages show them.
    expect(JSON.stringify(data)).not.toContain(expert.uid);

    // The expert deletes their account: their cases go back to the queue, their uid leaves what they wrote.
    const gone = await api('/account/delete', { token: expert.idToken, body: { confirm: 'DELETE' } });
    expect(gone.status).toBe(204);
    const page = await api<DiscussionPage>(`/cases/${theirs}/discussion`, { token: A.idToken });
    expect(page.body.summary.expertRequest?.state).toBe('queued');
    const kept = await db().collection('cases').doc(theirs).collection('discussion').doc(expertsLine.id).get();
    expect(kept.get('text')).toBe('A line from the expert');
    // Collection-group queries find it; the offline Firestore stand-in does not run those (its queries read one collection).
    if (STACK_MODE === 'full') expect(kept.get('authorUid')).toBeNull();
    expect((await db().collection('experts').doc(expert.uid).get()).exists).toBe(false);

    // The owner deletes theirs: the case, its discussion, its files' documents and bytes go.
    const [before] = await bucket().getFiles({ prefix: `cases/${mine}/discussion/` });
    expect(before).toHaveLength(1);
    expect((await api('/account/delete', { token: owner.idToken, body: { confirm: 'DELETE' } })).status).toBe(204);
    const caseRef = db().collection('cases').doc(mine);
    expect((await caseRef.get()).exists).toBe(false);
    expect((await caseRef.collection('discussion').get()).size).toBe(0);
    expect((await caseRef.collection('discussionFiles').get()).size).toBe(0);
    const [after] = await bucket().getFiles({ prefix: `cases/${mine}/discussion/` });
    expect(after).toEqual([]);
  });
});
