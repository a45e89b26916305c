// The three real users of the security suite (applicants A and B, expert E) and one document of every id kind each,
// made through the API and the chat socket as a user would; and a snapshot of everything the first user can read, to
// prove nothing of theirs changed.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { DEMO_USER } from '../../emulators/lib/paths';
import { ARTICLES } from '../../functions/src/content/articles';
import { NEWS } from '../../functions/src/content/news';
import { KNOWLEDGE_CARDS } from '../../functions/src/content/knowledge/cards';
import type { RouteIdKind } from '../../functions/src/http/route-policies';
import type { EventIdKind } from '../../functions/src/socket/event-policies';
import { createTestUser, signInWithPassword, type TestUser } from '../support/stack';
import { PDF, PNG, type SampleContext } from './corpus';
import { connect, emitWithAck, multipart, say, send, type RawResponse } from './transport';

export type IdKind = RouteIdKind | EventIdKind;

export interface Actor {
  user: TestUser;
  /**
   * A real id of each kind, owned by this actor (invoices: the demo user's; articles and news: seeded content). An
   * applicant's expert kinds name their own case, document and discussion; the expert's name the case B shared and E
   * holds (see shareWithExpert).
   */
  ids: Record<IdKind, string>;
  sample: SampleContext;
  socket: Socket;
  /** Text only this actor's documents contain: it must appear in no answer to anyone else. */
  marker: string;
}

/** An id of each kind that names nothing. */
export function missingId(kind: IdKind): string {
  const suffix = randomBytes(10).toString('hex');
  switch (kind) {
    case 'chat':
      return randomUUID();
    case 'document-name':
    case 'case-document':
      return `missing-${suffix}.pdf`;
    case 'chat-file':
      return `users/nobody-${suffix}/chat/${randomUUID()}/missing.png`;
    case 'share-token':
    case 'calendar-token': // a calendar feed's token has the same shape
      // Shaped like a real link's token (32 random bytes, base64url), so it is looked up rather than refused on sight.
      return randomBytes(32).toString('base64url');
    default:
      return `missing${suffix}`;
  }
}

async function json(response: Promise<RawResponse>, what: string): Promise<Record<string, unknown>> {
  const res = await response;
  if (res.kind !== 'answered' || res.status >= 300) {
    throw new Error(`${what} failed: ${res.kind === 'answered' ? `${res.status} ${res.body.toString()}` : res.reason}`);
  }
  return JSON.parse(res.body.toString()) as Record<string, unknown>;
}

const postJson = (path: string, token: string, body: unknown, method = 'POST') =>
  send({ method, path, token, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) });

const postForm = (path: string, token: string, form: ReturnType<typeof multipart>) =>
  send({ method: 'POST', path, token, headers: { 'content-type': form.contentType }, body: form.body });

/** A file the user uploads to a case's discussion (as its owner or its assigned expert). */
async function discussionFile(token: string, caseId: string, filename: string): Promise<string> {
  const form = multipart({}, [{ field: 'file', filename, type: 'application/pdf', bytes: PDF }]);
  const uploaded = await json(postForm(`/cases/${caseId}/discussion/files`, token, form), 'POST /cases/:id/discussion/files');
  return String((uploaded['file'] as { id: string }).id);
}

/** A message in a case's discussion, sent over the chat socket as the web sends it. */
export async function sayInDiscussion(socket: Socket, caseId: string, text: string, fileIds: string[] = []): Promise<void> {
  const outcome = await emitWithAck(socket, 'discussion:send', { caseId, id: randomUUID(), text, fileIds });
  if (outcome.kind !== 'ack' || !outcome.ack.ok) throw new Error(`discussion:send refused: ${JSON.stringify(outcome)}`);
}

/**
 * A document review of one file, and a live share link to it. Made before anything carries the actor's marker: the
 * share link's page is public, so the suite sends it with no token and checks the answer holds none of it.
 */
async function reviewAndShare(token: string): Promise<{ reviewId: string; shareToken: string }> {
  const form = multipart({ category: 'family', country: 'Mexico', comment: '' }, [
    { field: 'files', filename: 'scan.pdf', type: 'application/pdf', bytes: PDF },
  ]);
  const review = await json(postForm('/ai-assistant/documents', token, form), 'POST /ai-assistant/documents');
  const reviewId = String(review['reviewId']);
  const share = await json(
    send({ method: 'POST', path: `/ai-assistant/documents/${reviewId}/share`, token }),
    'POST /ai-assistant/documents/:reviewId/share',
  );
  return { reviewId, shareToken: String(share['token']) };
}

/**
 * A user with a chat that holds a tool call, a chat file, a case, a card, a ticket with an attachment, a document, a
 * document review and its share link, and a file in their case's discussion. `prepare` turns the new account into
 * what the actor plays (the expert) before anything is made with its token.
 */
export async function createActor(name: string, prepare?: (user: TestUser) => Promise<TestUser>): Promise<Actor> {
  const created = await createTestUser(name);
  const user = prepare ? await prepare(created) : created;
  const { reviewId, shareToken } = await reviewAndShare(user.idToken);
  const marker = `sec${randomBytes(6).toString('hex')}`;
  const socket = await connect(user.idToken);
  const chatId = randomUUID();
  const turn = await say(socket, chatId, 'Am I eligible for an investor visa? I am from Mexico.');
  if (!turn.callId) throw new Error('the offline assistant asked for no tool call');

  const opened = await json(postJson('/cases', user.idToken, { goal: 'marriage-adjustment' }), 'POST /cases');
  const [file, card, ticket] = await Promise.all([
    json(
      postForm(
        `/chats/${chatId}/attachments`,
        user.idToken,
        multipart({}, [{ field: 'file', filename: 'photo.png', type: 'image/png', bytes: PNG }]),
      ),
      'chat upload',
    ),
    json(
      postJson('/payment-methods', user.idToken, {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        holder: name,
        cvc: '123',
      }),
      'POST /payment-methods',
    ),
    json(
      postForm(
        '/tickets',
        user.idToken,
        multipart({ subject: `Private ${marker}`, category: 'Billing', description: `Only ${name} may read ${marker}.` }, [
          { field: 'attachment', filename: 'receipt.pdf', type: 'application/pdf', bytes: PDF },
        ]),
      ),
      'POST /tickets',
    ),
    json(
      postJson('/settings', user.idToken, { fullName: `${name} ${marker}`, phone: '+1 555 0100', darkMode: true }, 'PUT'),
      'PUT /settings',
    ),
  ]);
  const caseId = String(opened['caseId']);
  const [document, discussionFileId] = await Promise.all([
    json(
      postForm(
        '/documents',
        user.idToken,
        multipart({ caseId }, [{ field: 'file', filename: `passport-${marker}.pdf`, type: 'application/pdf', bytes: PDF }]),
      ),
      'POST /documents',
    ),
    discussionFile(user.idToken, caseId, `letter-${marker}.pdf`),
  ]);
  const documentName = String((document['document'] as { name: string }).name);
  // A reminder of the actor's own, titled with the marker.
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const reminder = await json(
    postJson('/reminders', user.idToken, { kind: 'custom', title: `Renew ${marker}`, dueDate, leadDays: [7] }),
    'POST /reminders',
  );
  // An appointment of the actor's case and a live calendar feed. Neither carries the marker: the feed is
  // public (its token is the permission), and the suite checks that public answers hold no marker.
  const [appointment, feed] = await Promise.all([
    json(
      postJson('/appointments', user.idToken, {
        caseId,
        type: 'interview',
        date: '2031-01-15',
        time: '10:00',
        timeZone: 'America/New_York',
        place: 'Security suite office',
      }),
      'POST /appointments',
    ),
    json(send({ method: 'POST', path: '/calendar-feed', token: user.idToken }), 'POST /calendar-feed'),
  ]);

  const ids: Record<IdKind, string> = {
    chat: chatId,
    'tool-call': turn.callId,
    'chat-message': turn.messageId,
    'chat-file': String((file['attachment'] as { path: string }).path),
    case: caseId,
    'payment-method': String((card['paymentMethod'] as { id: string }).id),
    ticket: String((ticket['ticket'] as { id: string }).id),
    'document-name': documentName,
    review: reviewId,
    'share-token': shareToken,
    invoice: 'demo-invoice-2026-0101',
    article: ARTICLES[0]?.id ?? 'missing-article',
    news: String(NEWS[0]?.id ?? 'missing-news'),
    'knowledge-card': KNOWLEDGE_CARDS[0]?.id ?? 'missing-card',
    form: 'i-130',
    discussion: caseId,
    'discussion-file': discussionFileId,
    'expert-case': caseId,
    'case-document': documentName,
    reminder: String((reminder['reminder'] as { id: string }).id),
    appointment: String((appointment['appointment'] as { id: string }).id),
    'calendar-token': String(feed['path']).split('/')[3] ?? '', // /api/calendar/<token>/appointments.ics
  };
  return {
    user,
    ids,
    marker,
    socket,
    sample: { email: user.email, chat: chatId, toolCall: turn.callId, chatMessage: turn.messageId, case: caseId, review: reviewId },
  };
}

/** A user with just a chat (a message and an uploaded file): enough to fuzz the chat socket with their own ids. */
export interface SocketActor {
  user: TestUser;
  ids: Record<EventIdKind, string>;
}

export async function createSocketActor(name: string): Promise<SocketActor> {
  const user = await createTestUser(name);
  const socket = await connect(user.idToken);
  try {
    const chatId = randomUUID();
    const turn = await say(socket, chatId, 'What is a green card?');
    const file = await json(
      postForm(
        `/chats/${chatId}/attachments`,
        user.idToken,
        multipart({}, [{ field: 'file', filename: 'photo.png', type: 'image/png', bytes: PNG }]),
      ),
      'chat upload',
    );
    const opened = await json(
      postJson('/cases', user.idToken, { caseName: 'Security case', category: 'Student (F-1)', applicant: name }),
      'POST /cases',
    );
    const caseId = String(opened['caseId']);
    return {
      user,
      ids: {
        chat: chatId,
        'chat-message': turn.messageId,
        'chat-file': String((file['attachment'] as { path: string }).path),
        case: caseId,
        discussion: caseId,
        'discussion-file': await discussionFile(user.idToken, caseId, 'letter.pdf'),
      },
    };
  } finally {
    socket.close();
  }
}

/**
 * B sends B's case to the experts and E claims it: E's expert kinds then name that case, B's document attached to it,
 * its discussion and a file E uploaded there. A shares nothing.
 */
export async function shareWithExpert(applicant: Actor, expert: Actor): Promise<void> {
  const caseId = applicant.ids.case;
  await json(
    postJson(`/cases/${caseId}/expert-request`, applicant.user.idToken, { note: 'Please look at my case.' }),
    'POST /cases/:id/expert-request',
  );
  await json(send({ method: 'POST', path: `/expert/cases/${caseId}/claim`, token: expert.user.idToken }), 'POST /expert/cases/:id/claim');
  expert.ids['expert-case'] = caseId;
  expert.ids['case-document'] = applicant.ids['document-name'];
  expert.ids.discussion = caseId;
  expert.ids['discussion-file'] = await discussionFile(expert.user.idToken, caseId, 'expert-notes.pdf');
  // Both sides write: the ids the suite attacks with are ones their holders can use.
  await sayInDiscussion(applicant.socket, caseId, 'Thank you for taking my case.');
  await sayInDiscussion(expert.socket, caseId, 'I have your case and will read it today.');
}

/** The seeded invoice the suite names belongs to the demo user: proves the cross-user request names a real one. */
export async function assertDemoInvoiceExists(id: string): Promise<void> {
  const token = await signInWithPassword(DEMO_USER.email, DEMO_USER.password);
  await json(send({ method: 'GET', path: `/invoices/${id}`, token }), `the demo user's GET /invoices/${id}`);
}

/** Everything the actor can read about their own data, with files as hashes. */
export async function snapshot(actor: Actor): Promise<Record<string, unknown>> {
  const { ids, user } = actor;
  const token = user.idToken;
  const views = [
    '/verify',
    '/settings',
    '/billing/settings',
    '/cases?pageSize=50',
    `/cases/${ids.case}`,
    `/cases/${ids.case}/details`,
    '/chats',
    `/chats/${ids.chat}/messages`,
    '/tickets',
    `/tickets/${ids.ticket}`,
    '/payment-methods',
    '/documents',
    '/notifications',
    '/payments',
    `/ai-assistant/documents/${ids.review}`,
    `/shared/reports/${ids['share-token']}`,
    '/discussions',
    `/cases/${ids.discussion}/discussion`,
    '/deadlines',
    '/appointments',
    `/appointments/${ids.appointment}`,
    '/calendar-feed',
  ];
  const files = [
    `/documents/${encodeURIComponent(ids['document-name'])}/content`,
    `/tickets/${ids.ticket}/attachment`,
    `/cases/${ids.discussion}/discussion/files/${ids['discussion-file']}`,
  ];
  const read = async (path: string, asHash: boolean): Promise<[string, unknown]> => {
    const res = await send({ method: 'GET', path, token });
    if (res.kind !== 'answered') return [path, { dropped: res.reason }];
    if (asHash) return [path, { status: res.status, sha256: createHash('sha256').update(res.body).digest('hex') }];
    return [
      path,
      { status: res.status, body: res.contentType.includes('json') ? (JSON.parse(res.body.toString()) as unknown) : res.body.toString() },
    ];
  };
  return Object.fromEntries(await Promise.all([...views.map((p) => read(p, false)), ...files.map((p) => read(p, true))]));
}
