// A document edited by hand into a shape its schema refuses (functions/src/data/decode.ts) is left out of its list
// and reads as missing on its own, while the same owner's good documents are still served. Each malformed document
// is written straight into Firestore, and each test first checks that the list query itself returns it, so it is
// the API's decoding that leaves it out.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db as firestore } from '../../functions/src/data/firebase';
import { api, createTestUser } from '../support/stack';

interface ErrorBody {
  error: { code: string; message: string };
}

const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);

describe('malformed stored documents', () => {
  it('leaves a case with a numeric name out of GET /cases, and answers 404 for its details', async () => {
    const user = await createTestUser();
    const first = await api<{ caseId: string }>('/cases', { token: user.idToken, body: {} });
    const second = await api<{ caseId: string }>('/cases', { token: user.idToken, body: {} });
    expect([first.status, second.status]).toEqual([201, 201]);

    const bad = firestore().collection('cases').doc();
    await bad.set({
      ownerUid: user.uid,
      chatId: null,
      caseNumber: 'IA-2026-999999',
      caseName: 42,
      applicantName: 'Test User',
      category: null,
      status: 'Open',
      timeline: [],
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const stored = await firestore().collection('cases').where('ownerUid', '==', user.uid).orderBy('updatedAt', 'desc').get();
    expect(stored.docs.map((doc) => doc.id)).toContain(bad.id);

    const list = await api<{ cases: { caseId: string; caseName: string }[] }>('/cases', { token: user.idToken });
    expect(list.status).toBe(200);
    expect(list.body.cases.map((c) => c.caseId).sort()).toEqual([first.body.caseId, second.body.caseId].sort());
    expect(list.body.cases.every((c) => c.caseName === 'New application')).toBe(true);

    const details = await api<ErrorBody>(`/cases/${bad.id}/details`, { token: user.idToken });
    expect(details.status).toBe(404);
    expect(details.body.error.code).toBe('not-found');
    expect((await api(`/cases/${first.body.caseId}/details`, { token: user.idToken })).status).toBe(200);
  });

  it('lists a chat edited by hand with ISO text dates, leaves out one whose title is a number, and 404s it', async () => {
    const user = await createTestUser();
    const chats = firestore().collection('chats');
    const [good, edited, bad] = [randomUUID(), randomUUID(), randomUUID()];
    // As the chat service writes a chat.
    await chats
      .doc(good)
      .set({ ownerUid: user.uid, title: 'Student visa', caseId: null, turns: 1, createdAt: minutesAgo(10), updatedAt: minutesAgo(5) });
    // As an administrator might leave one: dates typed as text, no title.
    await chats
      .doc(edited)
      .set({ ownerUid: user.uid, caseId: null, createdAt: '2026-01-05T10:30:00Z', updatedAt: '2026-01-05T12:00:00+01:00' });
    await chats.doc(bad).set({ ownerUid: user.uid, title: 42, caseId: null, turns: 1, createdAt: minutesAgo(3), updatedAt: minutesAgo(1) });
    const stored = await chats.where('ownerUid', '==', user.uid).orderBy('updatedAt', 'desc').get();
    expect(stored.docs.map((doc) => doc.id).sort()).toEqual([good, edited, bad].sort());

    const list = await api<{ chats: { chatId: string; title: string; createdAt: string; updatedAt: string }[] }>('/chats', {
      token: user.idToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.chats.map((c) => c.chatId).sort()).toEqual([good, edited].sort());
    expect(list.body.chats.find((c) => c.chatId === edited)).toEqual({
      chatId: edited,
      title: 'New chat',
      caseId: null,
      createdAt: '2026-01-05T10:30:00.000Z',
      updatedAt: '2026-01-05T11:00:00.000Z',
    });

    expect((await api<ErrorBody>(`/chats/${bad}/messages`, { token: user.idToken })).status).toBe(404);
  });

  it('leaves a message with an unknown role out of a conversation', async () => {
    const user = await createTestUser();
    const chatId = randomUUID();
    const chat = firestore().collection('chats').doc(chatId);
    await chat.set({
      ownerUid: user.uid,
      title: 'Work permit',
      caseId: null,
      turns: 2,
      createdAt: minutesAgo(10),
      updatedAt: minutesAgo(1),
    });
    const message = (seq: number, role: string, text: string) => ({
      ownerUid: user.uid,
      role,
      sender: 'user',
      text,
      provider: null,
      attachments: [],
      status: 'answered',
      seq,
      replyTo: null,
      replyId: randomUUID(),
      createdAt: minutesAgo(10 - seq / 1000),
    });
    await chat
      .collection('messages')
      .doc('good-message')
      .set(message(1000, 'user', 'Can I work while studying?'));
    await chat
      .collection('messages')
      .doc('bad-message')
      .set(message(2000, 'system', 'Edited by hand'));
    expect((await chat.collection('messages').get()).size).toBe(2);

    const res = await api<{ chat: { chatId: string }; messages: { id: string; text: string }[] }>(`/chats/${chatId}/messages`, {
      token: user.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.chat.chatId).toBe(chatId);
    expect(res.body.messages.map((m) => m.id)).toEqual(['good-message']);
  });

  it('leaves a notification whose message is a number and a ticket with a misspelt status out of their lists', async () => {
    const user = await createTestUser();
    const ticket = await api<{ ticket: { id: string } }>('/tickets', {
      token: user.idToken,
      body: { subject: 'Where is my receipt?', category: 'Billing', description: 'I paid yesterday.' },
    });
    expect(ticket.status).toBe(201);

    const badNotification = firestore().collection('notifications').doc();
    await badNotification.set({ ownerUid: user.uid, message: 42, link: null, read: false, createdAt: FieldValue.serverTimestamp() });
    const badTicket = firestore().collection('tickets').doc();
    await badTicket.set({
      ownerUid: user.uid,
      subject: 'Edited by hand',
      category: 'Other',
      description: 'The status below is not one of Open, Pending, Closed.',
      status: 'closed',
      attachment: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const storedNotifications = await firestore()
      .collection('notifications')
      .where('ownerUid', '==', user.uid)
      .orderBy('createdAt', 'desc')
      .get();
    expect(storedNotifications.docs.map((doc) => doc.id)).toContain(badNotification.id);
    const storedTickets = await firestore().collection('tickets').where('ownerUid', '==', user.uid).orderBy('createdAt', 'desc').get();
    expect(storedTickets.docs.map((doc) => doc.id)).toContain(badTicket.id);

    const notifications = await api<{ notifications: { id: string; message: string }[] }>('/notifications', { token: user.idToken });
    expect(notifications.status).toBe(200);
    expect(notifications.body.notifications).toHaveLength(1);
    expect(notifications.body.notifications[0]?.message).toContain('Where is my receipt?');

    const tickets = await api<{ tickets: { id: string }[] }>('/tickets', { token: user.idToken });
    expect(tickets.status).toBe(200);
    expect(tickets.body.tickets.map((t) => t.id)).toEqual([ticket.body.ticket.id]);
    expect((await api<ErrorBody>(`/tickets/${badTicket.id}`, { token: user.idToken })).status).toBe(404);
  });
});
