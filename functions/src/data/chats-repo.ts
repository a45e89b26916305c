// chats/{chatId} and chats/{chatId}/messages/{messageId}. A chat belongs to the user whose first message created it;
// every read and write here checks that owner, and someone else's chat looks exactly like a missing one.
//
// Order: each user message (and each tool result) opens a new "turn" whose seq is turn * SEQ_STRIDE; the reply to it
// takes the seqs right after (seq + 1, + 2, ...). So sorting by seq shows every reply under the message it answers,
// even when the user sent another message before the first reply finished.
import { FieldValue, type DocumentData, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { ChatRecord, MessageRecord } from '../shared/chat/chat-types';
import type { ChatAttachment, MessageRole, MessageStatus, ProviderLabel } from '../shared/chat/chat-views';
import { badRequest, notFound } from '../domain/errors';
import { decodeDoc, decodeDocs, decodeWritten } from './decode';
import { db, isNotFoundError } from './firebase';
import { anyMap, createdAndUpdated, fillUpdatedAt, optionalText, ownerUid, storedTimestamp, textOr } from './stored-fields';
import { msg } from '../shared/i18n/message';

export const SEQ_STRIDE = 1000;

/** One piece of a finished reply, in the order the provider produced it. */
export type ReplyPart =
  | { kind: 'text'; id: string; text: string }
  | { kind: 'function_call'; callId: string; name: string; payload: Record<string, unknown>; text: string };

const chats = () => db().collection('chats');
const messagesOf = (chatId: string) => chats().doc(chatId).collection('messages');
// How malformed messages are named in the log.
const messagesPath = (chatId: string) => `chats/${chatId}/messages`;

const CHAT_NOT_FOUND = msg('errors:chatNotFound');
// A bound on any one read of a conversation; far beyond what a person types in one chat.
const MAX_MESSAGES = 2000;

// --- reading -----------------------------------------------------------------------------------------------------

/** A stored chat. The title may be left out of one made by hand. */
export const chatDocSchema = z
  .object({
    ownerUid,
    title: textOr('New chat'),
    caseId: optionalText,
    ...createdAndUpdated,
  })
  .transform(fillUpdatedAt);

const toChat = (stored: z.output<typeof chatDocSchema>, id: string): ChatRecord => ({ id, ...stored });

const ROLES = ['user', 'assistant', 'function_call', 'function_result'] as const satisfies readonly MessageRole[];
const STATUSES = ['pending', 'answered', 'failed', 'complete'] as const satisfies readonly MessageStatus[];

const attachmentSchema = z.object({
  path: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
}) satisfies z.ZodType<ChatAttachment>;

// Stored as JSON text: a tool result may hold nested arrays or other shapes Firestore maps cannot.
const resultJsonSchema = z.string().transform((json, ctx): unknown => {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Not JSON' });
    return z.NEVER;
  }
});

/**
 * A stored message, as every writer below stores it whole. Only a user message's status changes after it is
 * written; a message without one is a finished reply.
 */
export const messageDocSchema = z
  .object({
    role: z.enum(ROLES),
    sender: z.enum(['user', 'ai']),
    text: z.string(),
    provider: z.object({ name: z.string(), label: z.string() }).nullish(),
    attachments: z.array(attachmentSchema).default([]),
    function_call: z.object({ callId: z.string(), name: z.string(), payload: anyMap }).nullish(),
    function_result: z.object({ callId: z.string(), name: z.string(), resultJson: resultJsonSchema }).nullish(),
    status: z.enum(STATUSES).default('complete'),
    seq: z.number(),
    replyTo: optionalText,
    replyId: optionalText,
    createdAt: storedTimestamp,
  })
  .transform(({ provider, function_call: call, function_result: result, ...rest }) => ({
    ...rest,
    provider: provider ?? null,
    functionCall: call ?? null,
    functionResult: result ? { callId: result.callId, name: result.name, result: result.resultJson } : null,
  }));

const toMessage =
  (chatId: string) =>
  (stored: z.output<typeof messageDocSchema>, id: string): MessageRecord => ({ id, chatId, ...stored });

const readMessage = (chatId: string, snapshot: DocumentSnapshot): MessageRecord | null => {
  const stored = decodeDoc(messageDocSchema, snapshot, messagesPath(chatId));
  return stored && toMessage(chatId)(stored, snapshot.id);
};

/**
 * A message from the fields just written. `writtenAt` stands in for the server timestamp, so a writer can answer
 * with what it stored without reading it back (it is within milliseconds of the stored time).
 */
function writtenMessage(chatId: string, id: string, data: DocumentData, writtenAt: string): MessageRecord {
  const stored = decodeWritten(messageDocSchema, { id, data: () => ({ ...data, createdAt: writtenAt }) }, messagesPath(chatId));
  return toMessage(chatId)(stored, id);
}

function ownedOrThrow(snapshot: DocumentSnapshot, uid: string): DocumentData {
  const data = snapshot.data();
  if (!data || data['ownerUid'] !== uid) throw notFound(CHAT_NOT_FOUND);
  return data;
}

/** The caller's chat, or null when it does not exist or belongs to someone else. */
export async function getOwnedChat(uid: string, chatId: string): Promise<ChatRecord | null> {
  const snapshot = await chats().doc(chatId).get();
  if (snapshot.get('ownerUid') !== uid) return null;
  const stored = decodeDoc(chatDocSchema, snapshot, 'chats');
  return stored && toChat(stored, snapshot.id);
}

/** Whether the chat is the caller's, does not exist yet, or is someone else's. */
export async function chatOwnership(uid: string, chatId: string): Promise<'mine' | 'none' | 'other'> {
  const snapshot = await chats().doc(chatId).get();
  if (!snapshot.exists) return 'none';
  return snapshot.get('ownerUid') === uid ? 'mine' : 'other';
}

/** The caller's chats, most recently active first (index: ownerUid asc, updatedAt desc). */
export async function listChats(uid: string, limit: number): Promise<ChatRecord[]> {
  const snapshot = await chats().where('ownerUid', '==', uid).orderBy('updatedAt', 'desc').limit(limit).get();
  return decodeDocs(chatDocSchema, snapshot.docs, 'chats', toChat);
}

/** Messages in display order. `beforeSeq` keeps only those before it; `limit` keeps the latest ones. */
export async function listMessages(chatId: string, options: { beforeSeq?: number; limit?: number } = {}): Promise<MessageRecord[]> {
  const base = options.beforeSeq === undefined ? messagesOf(chatId) : messagesOf(chatId).where('seq', '<', options.beforeSeq);
  const snapshot = await base
    .orderBy('seq', 'desc')
    .limit(options.limit ?? MAX_MESSAGES)
    .get();
  return decodeDocs(messageDocSchema, snapshot.docs, messagesPath(chatId), toMessage(chatId)).reverse();
}

export async function getMessage(chatId: string, messageId: string): Promise<MessageRecord | null> {
  const snapshot = await messagesOf(chatId).doc(messageId).get();
  return readMessage(chatId, snapshot);
}

/** The stored reply to a message (its text and tool calls), in order. */
export async function listReplies(chatId: string, triggerId: string): Promise<MessageRecord[]> {
  const snapshot = await messagesOf(chatId).where('replyTo', '==', triggerId).get();
  return decodeDocs(messageDocSchema, snapshot.docs, messagesPath(chatId), toMessage(chatId)).sort((a, b) => a.seq - b.seq);
}

/** The create_case calls of a chat, newest first. */
export async function listCreateCaseCalls(chatId: string): Promise<MessageRecord[]> {
  const snapshot = await messagesOf(chatId).where('toolName', '==', 'create_case').get();
  return decodeDocs(messageDocSchema, snapshot.docs, messagesPath(chatId), toMessage(chatId)).sort((a, b) => b.seq - a.seq);
}

// --- writing -----------------------------------------------------------------------------------------------------

/** Both documents in one read: two gets in a transaction cost two round trips, as the second waits for the first. */
async function readBoth(
  tx: Transaction,
  first: DocumentReference,
  second: DocumentReference,
): Promise<[DocumentSnapshot, DocumentSnapshot]> {
  const [a, b] = await tx.getAll(first, second);
  if (!a || !b) throw new Error('Firestore returned fewer documents than asked for');
  return [a, b];
}

/** readBoth, and a third document when there is one to read, still in one round trip. */
async function readAll(
  tx: Transaction,
  first: DocumentReference,
  second: DocumentReference,
  third: DocumentReference | null,
): Promise<[DocumentSnapshot, DocumentSnapshot, DocumentSnapshot | null]> {
  if (third === null) return [...(await readBoth(tx, first, second)), null];
  const [a, b, c] = await tx.getAll(first, second, third);
  if (!a || !b || !c) throw new Error('Firestore returned fewer documents than asked for');
  return [a, b, c];
}

function nextTurn(chat: DocumentData | undefined): number {
  const turns = chat?.['turns'];
  return (typeof turns === 'number' ? turns : 0) + 1;
}

export interface NewUserMessage {
  messageId: string;
  replyId: string;
  text: string;
  attachments: ChatAttachment[];
  /** Used when the message creates the chat. */
  title: string;
  /**
   * The case the chat is about ('Discuss with AI'): it must be the sender's, and is stored on the chat its message
   * creates; an existing chat must already be about it.
   */
  caseId?: string;
}

export interface AppendedUserMessage {
  message: MessageRecord;
  /** False when a message with this id was already stored (the client sent it again). */
  created: boolean;
  /** The case the chat is about, as stored after this write. */
  caseId: string | null;
}

const CASE_NOT_FOUND = msg('errors:caseNotFound');

const storedCaseId = (chat: DocumentData | undefined): string | null => {
  const value: unknown = chat?.['caseId'];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * Stores a user message, creating the chat for its owner on the first one. A message id that is already stored
 * returns that message unchanged, so a client may safely resend after a lost acknowledgement.
 */
export async function appendUserMessage(uid: string, chatId: string, input: NewUserMessage): Promise<AppendedUserMessage> {
  const chatRef = chats().doc(chatId);
  const messageRef = messagesOf(chatId).doc(input.messageId);
  const caseRef = input.caseId === undefined ? null : db().collection('cases').doc(input.caseId);
  // One read of the documents and one commit: this runs before every reply's first word.
  return db().runTransaction(async (tx) => {
    const [chatSnap, messageSnap, caseSnap] = await readAll(tx, chatRef, messageRef, caseRef);
    if (chatSnap.exists) ownedOrThrow(chatSnap, uid);
    // Someone else's case looks exactly like a missing one, and nothing is stored for either.
    if (caseSnap && caseSnap.get('ownerUid') !== uid) throw notFound(CASE_NOT_FOUND);
    const caseId = chatSnap.exists ? storedCaseId(chatSnap.data()) : (input.caseId ?? null);
    if (input.caseId !== undefined && caseId !== input.caseId) {
      throw badRequest(msg('errors:thisChatIsAboutAnotherCase'), { caseId: msg('errors:startANewChatToDiscuss') });
    }
    if (messageSnap.exists) {
      const stored = messageSnap.get('role') === 'user' ? readMessage(chatId, messageSnap) : null;
      if (!stored) throw badRequest(msg('errors:thisMessageIdIsAlreadyUsed'));
      return { message: stored, created: false, caseId };
    }
    const turn = nextTurn(chatSnap.data());
    const now = FieldValue.serverTimestamp();
    if (chatSnap.exists) tx.update(chatRef, { turns: turn, updatedAt: now });
    else tx.set(chatRef, { ownerUid: uid, title: input.title, caseId, turns: turn, createdAt: now, updatedAt: now });
    const data = {
      ownerUid: uid,
      role: 'user',
      sender: 'user',
      text: input.text,
      provider: null,
      attachments: input.attachments,
      status: 'pending',
      seq: turn * SEQ_STRIDE,
      replyTo: null,
      replyId: input.replyId,
      createdAt: now,
    };
    tx.set(messageRef, data);
    return { message: writtenMessage(chatId, input.messageId, data, new Date().toISOString()), created: true, caseId };
  });
}

export async function setMessageStatus(chatId: string, messageId: string, status: MessageStatus): Promise<void> {
  await messagesOf(chatId).doc(messageId).update({ status });
}

/**
 * Puts a user message back in line for an answer: one that failed, or one left pending longer than `staleAfterMs`
 * (its server stopped mid-reply). Gives it a new reply id; answers the updated message.
 */
export async function reopenForRetry(
  uid: string,
  chatId: string,
  messageId: string,
  replyId: string,
  staleAfterMs: number,
): Promise<MessageRecord> {
  const chatRef = chats().doc(chatId);
  const messageRef = messagesOf(chatId).doc(messageId);
  await db().runTransaction(async (tx) => {
    const [chatSnap, messageSnap] = await readBoth(tx, chatRef, messageRef);
    ownedOrThrow(chatSnap, uid);
    const message = messageSnap.get('role') === 'user' ? readMessage(chatId, messageSnap) : null;
    if (!message) throw notFound(msg('errors:messageNotFound'));
    const stale = message.status === 'pending' && Date.now() - Date.parse(message.createdAt) > staleAfterMs;
    if (message.status !== 'failed' && !stale) {
      throw badRequest(msg(message.status === 'answered' ? 'errors:messageAlreadyAnswered' : 'errors:messageBeingAnswered'));
    }
    tx.update(messageRef, { status: 'pending', replyId });
  });
  const message = await getMessage(chatId, messageId);
  if (!message) throw notFound(msg('errors:messageNotFound'));
  return message;
}

/**
 * Stores a finished reply right after the message it answers, and marks a user message answered. Runs after the
 * stream ends, whether or not anyone is still listening. `trigger` comes from an owner-checked read or write of this
 * chat; the updates fail, and nothing is written, if the chat or the message is gone.
 *
 * A user message is answered only by the reply it is waiting for: when a retry (possibly on another instance of the
 * chat service) has given it a new `replyId` meanwhile, this reply is dropped and null is answered, so a message never
 * gets two replies.
 */
export async function saveReply(
  uid: string,
  trigger: MessageRecord,
  replyId: string,
  parts: readonly ReplyPart[],
  provider: ProviderLabel,
): Promise<MessageRecord[] | null> {
  const { chatId } = trigger;
  try {
    if (trigger.role !== 'user') {
      const batch = db().batch();
      const written = writeReply(uid, trigger, parts, provider, batch);
      await batch.commit();
      return written;
    }
    return await db().runTransaction(async (tx) => {
      const waiting = await tx.get(messagesOf(chatId).doc(trigger.id));
      if (!waiting.exists) throw notFound(CHAT_NOT_FOUND);
      // A message stored before reply ids existed has none, and nothing else can be answering it.
      const awaited: unknown = waiting.get('replyId');
      if (awaited !== null && awaited !== undefined && awaited !== replyId) return null;
      return writeReply(uid, trigger, parts, provider, tx);
    });
  } catch (error) {
    if (isNotFoundError(error)) throw notFound(CHAT_NOT_FOUND);
    throw error;
  }
}

/** The writes saveReply needs, from a batch or a transaction. */
interface ReplyWriter {
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
}

function writeReply(
  uid: string,
  trigger: MessageRecord,
  parts: readonly ReplyPart[],
  provider: ProviderLabel,
  writer: ReplyWriter,
): MessageRecord[] {
  const { chatId } = trigger;
  const now = FieldValue.serverTimestamp();
  const writtenAt = new Date().toISOString();
  const written = parts.map((part, index) => {
    const common = {
      ownerUid: uid,
      sender: 'ai',
      provider,
      attachments: [],
      status: 'complete',
      seq: trigger.seq + index + 1,
      replyTo: trigger.id,
      replyId: null,
      createdAt: now,
    };
    const [id, data]: [string, DocumentData] =
      part.kind === 'text'
        ? [part.id, { ...common, role: 'assistant', text: part.text }]
        : [
            part.callId,
            {
              ...common,
              role: 'function_call',
              // Top level so calls can be found by tool: nested field filters are not served by the offline Firestore.
              toolName: part.name,
              text: part.text,
              function_call: { callId: part.callId, name: part.name, payload: firestoreSafe(part.payload) },
            },
          ];
    writer.set(messagesOf(chatId).doc(id), data);
    return writtenMessage(chatId, id, data, writtenAt);
  });
  if (trigger.role === 'user') writer.update(messagesOf(chatId).doc(trigger.id), { status: 'answered' });
  writer.update(chats().doc(chatId), { updatedAt: now });
  return written;
}

// Drops undefined values (and anything else JSON cannot hold) so a provider's payload always stores.
function firestoreSafe(payload: Record<string, unknown>): Record<string, unknown> {
  return anyMap.catch({}).parse(JSON.parse(JSON.stringify(payload)));
}

export interface RecordedResult {
  call: MessageRecord;
  result: MessageRecord;
  /** True when the same result was already recorded for this call (a retried request). */
  reused: boolean;
  /** The case the chat is about, if any. */
  caseId: string | null;
}

/**
 * Records a tool's result as a new turn of the conversation. The call must be one the assistant made in this chat.
 * Sending the same result again returns the recorded one; a different result (the user ran the tool again) is a
 * new turn.
 */
export async function recordFunctionResult(
  uid: string,
  chatId: string,
  callId: string,
  input: { name: string; result: unknown; resultId: string; text: string },
): Promise<RecordedResult> {
  const chatRef = chats().doc(chatId);
  const callRef = messagesOf(chatId).doc(callId);
  const resultJson = JSON.stringify(input.result ?? null);
  const outcome = await db().runTransaction(async (tx: Transaction) => {
    const [chatSnap, callSnap] = await readBoth(tx, chatRef, callRef);
    const caseId = storedCaseId(ownedOrThrow(chatSnap, uid));
    const call = callSnap.get('role') === 'function_call' ? readMessage(chatId, callSnap) : null;
    if (!call) throw notFound(msg('errors:toolCallNotFound'));
    if (call.functionCall?.name !== input.name) {
      throw badRequest(msg('errors:theResultDoesNotMatchThe'), {
        name: call.functionCall?.name ? msg('errors:expectedName', { name: call.functionCall.name }) : msg('errors:expectedAnotherName'),
      });
    }
    const lastResultId: unknown = callSnap.get('resultId');
    if (typeof lastResultId === 'string' && lastResultId !== '') {
      const lastSnap = await tx.get(messagesOf(chatId).doc(lastResultId));
      if (lastSnap.exists && lastSnap.get('function_result.resultJson') === resultJson) {
        return { resultId: lastResultId, reused: true, caseId };
      }
    }
    const turn = nextTurn(chatSnap.data());
    const now = FieldValue.serverTimestamp();
    tx.set(messagesOf(chatId).doc(input.resultId), {
      ownerUid: uid,
      role: 'function_result',
      sender: 'user',
      text: input.text,
      provider: null,
      attachments: [],
      function_result: { callId, name: input.name, resultJson },
      status: 'complete',
      seq: turn * SEQ_STRIDE,
      replyTo: null,
      replyId: null,
      createdAt: now,
    });
    tx.update(callRef, { resultId: input.resultId });
    tx.update(chatRef, { turns: turn, updatedAt: now });
    return { resultId: input.resultId, reused: false, caseId };
  });
  const [call, result] = await Promise.all([getMessage(chatId, callId), getMessage(chatId, outcome.resultId)]);
  if (!call || !result) throw notFound(msg('errors:toolCallNotFound'));
  return { call, result, reused: outcome.reused, caseId: outcome.caseId };
}
