// 'Download my data' and 'Delete my account', with two real users: the export holds all of a user's records and
// files and nothing of anyone else's; deletion leaves nothing of the user in any collection or Storage folder.
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_COLLECTIONS } from '../../functions/src/data/account-data-repo';
import { adminAuth, bucket, db } from '../../functions/src/data/firebase';
import { APPLICANT } from '../support/applicant';
import { API_URL, api, createTestUser, signInWithPassword, type TestUser } from '../support/stack';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, holder: 'Ana Pereira', cvc: '123' };
const F1_CHECK = {
  ...APPLICANT,
  details: 'I want to study computer science in Boston.',
  category: 'Student (F-1)',
  categoryDetails: { hasI20: true, sevisFeePaid: true, englishProficiency: true, fundsAvailable: 60_000, annualCost: 55_000 },
};

interface Export {
  profile: Record<string, unknown> | null;
  collections: Record<string, Array<{ id: string; data: Record<string, unknown>; children?: Record<string, unknown[]> }>>;
}

async function upload(user: TestUser, path: string, fields: Record<string, string>, name: string, field = 'file'): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
  return fetch(`${API_URL}${path}`, { method: 'POST', headers: { authorization: `Bearer ${user.idToken}` }, body: form });
}

/** Gives the user one record of every kind the API can make, and a chat with a message (written as the chat service does). */
async function fillAccount(user: TestUser): Promise<{ caseId: string; ticketId: string; chatId: string }> {
  expect((await api('/users', { token: user.idToken, body: { email: user.email, displayName: 'Ana Pereira' } })).status).toBe(200);
  const opened = await api<{ caseId: string }>('/cases', { token: user.idToken, body: {} });
  expect(opened.status).toBe(201);
  expect((await api('/ai-assistant/eligibility', { token: user.idToken, body: { ...F1_CHECK, caseId: opened.body.caseId } })).status).toBe(
    201,
  );
  expect((await api('/payment-methods', { token: user.idToken, body: CARD })).status).toBe(201);
  expect((await upload(user, '/documents', {}, 'passport.pdf')).status).toBe(201);
  const ticket = await upload(
    user,
    '/tickets',
    { subject: 'Export test', category: 'Other', description: 'Please help' },
    'receipt.pdf',
    'attachment',
  );
  expect(ticket.status).toBe(201);
  const ticketId = ((await ticket.json()) as { ticket: { id: string } }).ticket.id;
  expect((await api(`/tickets/${ticketId}/messages`, { token: user.idToken, body: { text: 'One more detail' } })).status).toBe(201);
  const chat = db().collection('chats').doc();
  await chat.set({ ownerUid: user.uid, title: 'My question', caseId: null, turns: 1, createdAt: new Date(), updatedAt: new Date() });
  await chat
    .collection('messages')
    .doc('m1')
    .set({ ownerUid: user.uid, role: 'user', sender: 'user', text: 'Hello', seq: 1000, createdAt: new Date() });
  return { caseId: opened.body.caseId, ticketId, chatId: chat.id };
}

async function exportOf(user: TestUser): Promise<{ data: Export; files: string[]; response: Response }> {
  const response = await fetch(`${API_URL}/account/export`, { headers: { authorization: `Bearer ${user.idToken}` } });
  expect(response.status).toBe(200);
  const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const json = entries['data.json'];
  if (!json) throw new Error('The export has no data.json');
  return {
    data: JSON.parse(strFromU8(json)) as Export,
    files: Object.keys(entries)
      .filter((name) => name.startsWith('files/'))
      .sort(),
    response,
  };
}

/** Every document in the database that names the user, in any collection the code keeps user data in, or any other. */
async function leftovers(uid: string): Promise<string[]> {
  // The offline Firestore stand-in cannot list collections: then the known ones, and the reference ones, are read.
  const listed = await db()
    .listCollections()
    .then((collections) => collections.map((c) => c.id))
    .catch(() => []);
  const names = new Set([
    ...listed,
    ...Object.keys(USER_COLLECTIONS),
    'users',
    'counters',
    'articles',
    'news',
    'glossary',
    'faq',
    'commonQuestions',
    'knowledgeCards',
    'knowledgeFigures',
  ]);
  const found: string[] = [];
  for (const name of names) {
    const snapshot = await db().collection(name).get();
    for (const doc of snapshot.docs) {
      if (doc.id === uid || JSON.stringify(doc.data()).includes(uid)) found.push(`${name}/${doc.id}`);
      for (const sub of USER_COLLECTIONS[name] ?? []) {
        const children = await doc.ref.collection(sub).get();
        for (const child of children.docs)
          if (JSON.stringify(child.data()).includes(uid)) found.push(`${name}/${doc.id}/${sub}/${child.id}`);
      }
    }
  }
  const [files] = await bucket().getFiles({ autoPaginate: true });
  found.push(...files.filter((f) => f.name.includes(uid)).map((f) => f.name));
  return found;
}

describe('account data rights', () => {
  let alice: TestUser;
  let bob: TestUser;
  let alices: { caseId: string; ticketId: string; chatId: string };

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createTestUser(), createTestUser()]);
    alices = await fillAccount(alice);
    await fillAccount(bob);
  });

  it('needs a token', async () => {
    expect((await api('/account/export')).status).toBe(401);
    expect((await api('/account/delete', { body: { confirm: 'DELETE' } })).status).toBe(401);
  });

  it("exports the user's profile, records and files as a zip, and nothing of anyone else's", async () => {
    const { data, files, response } = await exportOf(alice);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="immigration-ai-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(data.profile).toMatchObject({ email: alice.email, displayName: 'Ana Pereira' });
    expect(data.collections['cases']?.map((c) => c.id)).toEqual([alices.caseId]);
    expect(data.collections['eligibility']).toHaveLength(1);
    expect(data.collections['paymentMethods']?.[0]?.data).toMatchObject({ last4: '4242' });
    expect(JSON.stringify(data)).not.toContain('4242 4242 4242 4242');
    expect(data.collections['tickets']?.map((t) => t.id)).toEqual([alices.ticketId]);
    expect(data.collections['tickets']?.[0]?.children?.['messages']?.length).toBeGreaterThan(0);
    expect(data.collections['chats']?.map((c) => c.id)).toEqual([alices.chatId]);
    expect(data.collections['chats']?.[0]?.children?.['messages']).toEqual([expect.objectContaining({ id: 'm1' })]);
    expect(data.collections['notifications']?.length).toBeGreaterThan(0);
    for (const [name, documents] of Object.entries(data.collections)) {
      for (const document of documents) expect(document.data['ownerUid'], `${name}/${document.id}`).toBe(alice.uid);
    }
    expect(JSON.stringify(data)).not.toContain(bob.uid);
    expect(files).toEqual(['files/documents/passport.pdf', `files/tickets/${alices.ticketId}/receipt.pdf`]);
  });

  it('records the download in the security activity', async () => {
    const log = await api<{ events: Array<{ kind: string }> }>('/audit-log', { token: alice.idToken });
    expect(log.body.events.map((e) => e.kind)).toContain('data-export');
  });

  it('deletes nothing without the typed confirmation', async () => {
    const res = await api<{ error: { fields: Record<string, string> } }>('/account/delete', {
      token: alice.idToken,
      body: { confirm: 'delete' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['confirm']).toBe('Type DELETE to confirm');
    expect((await api('/cases', { token: alice.idToken })).status).toBe(200);
  });

  it('deletes the account and every document and file of it, and nothing of anyone else', async () => {
    const bobBefore = await exportOf(bob);
    expect(await leftovers(alice.uid)).not.toEqual([]);

    const res = await api('/account/delete', { token: alice.idToken, body: { confirm: 'DELETE' } });
    expect(res.status).toBe(204);

    expect(await leftovers(alice.uid)).toEqual([]);
    await expect(adminAuth().getUser(alice.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expect(signInWithPassword(alice.email, alice.password)).rejects.toThrow(
      /EMAIL_NOT_FOUND|USER_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/,
    );

    const bobAfter = await exportOf(bob);
    expect(bobAfter.files).toEqual(bobBefore.files);
    expect(Object.fromEntries(Object.entries(bobAfter.data.collections).map(([k, v]) => [k, v.length]))).toEqual(
      Object.fromEntries(Object.entries(bobBefore.data.collections).map(([k, v]) => [k, k === 'auditEvents' ? v.length + 1 : v.length])),
    );
  });
});
