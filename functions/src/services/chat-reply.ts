// Runs the assistant for one turn of a chat: builds the history, streams the provider's answer to a listener, and
// stores the finished reply. Shared by the chat service (user messages) and the API (tool results).
import { randomUUID } from 'node:crypto';
import { AgentUnavailableError, type AgentEvent, type AgentProvider, type AgentRequest } from '../ai/agent';
import type { CaseContext } from '../domain/chat/agent-types';
import { getAccount } from '../data/account-repo';
import { getMessage, getOwnedChat, listMessages, saveReply, setMessageStatus, SEQ_STRIDE, type ReplyPart } from '../data/chats-repo';
import { conflict, unavailable } from '../domain/errors';
import { log } from '../log';
import { isDocId } from '../shared/ids';
import { LANGUAGE_CODES, resolvePreferences } from '../shared/settings/settings';
import { loadCaseContext } from './case-context';
import { loadAttachmentBytes } from './chat-attachments';
import type { MessageRecord } from '../shared/chat/chat-types';
import type { ProviderLabel } from '../shared/chat/chat-views';
import { toAgentHistory } from '../domain/chat/conversation';
import { toolPresentation } from '../domain/chat/tool-prompts';
import { msg } from '../shared/i18n/message';

export const ASSISTANT_UNAVAILABLE = msg('errors:theAssistantIsUnavailableRightNow');
export const assistantUnavailable = () => unavailable(ASSISTANT_UNAVAILABLE);

/** Turns sent to the model per reply; older ones drop off, so a long chat keeps a bounded request. */
const HISTORY_LIMIT = 40;
export interface ReplyJob {
  uid: string;
  chatId: string;
  /** The user message or tool result being answered. */
  trigger: MessageRecord;
  /** The id the reply's text message is stored under. */
  replyId: string;
  /**
   * The case the chat is about, as the store that queued this reply read it (null: none). Left out, the chat is read
   * for it alongside the history.
   */
  caseId?: string | null;
}

export interface ReplyListener {
  onChunk?(chunk: string, index: number): void;
}

export interface ReplyOutcome {
  provider: ProviderLabel;
  /** The whole streamed text; empty when the reply was only tool calls. */
  text: string;
  /** The stored text message (id = replyId), or null when there was no text. */
  textMessage: MessageRecord | null;
  /** The stored tool calls, in order. */
  calls: MessageRecord[];
}

export interface ReplyOptions {
  timeoutMs: number;
}

async function historyFor(job: ReplyJob) {
  const { chatId, trigger } = job;
  // The first turn of a chat has nothing before it (replies and later turns sort after it), so no read is needed.
  const firstTurn = trigger.seq <= SEQ_STRIDE;
  const messages = firstTurn ? [] : await listMessages(chatId, { beforeSeq: trigger.seq + SEQ_STRIDE, limit: HISTORY_LIMIT });
  const callId = trigger.functionResult?.callId;
  // A tool result needs its call, even when the call dropped out of the window.
  if (callId !== undefined && !messages.some((m) => m.id === callId)) {
    const call = await getMessage(chatId, callId);
    if (call) messages.unshift(call);
  }
  const files = trigger.role === 'user' && trigger.attachments.length > 0 ? await loadAttachmentBytes(trigger.attachments) : [];
  return toAgentHistory(messages, trigger, files);
}

/** The chat's case, when the job does not already know it. */
async function caseIdFor(job: ReplyJob): Promise<string | null> {
  if (job.caseId !== undefined) return job.caseId;
  return (await getOwnedChat(job.uid, job.chatId))?.caseId ?? null;
}

/**
 * The case context for the provider, loaded at most once and only if the provider asks. It is bound to the chat's own
 * case and owner here, so nothing the model or the user writes can point it at another case.
 */
function caseContextLoader(uid: string, caseId: string | null): AgentRequest['caseContext'] {
  if (caseId === null) return undefined;
  let loading: Promise<CaseContext | null> | undefined;
  return () => (loading ??= loadCaseContext(uid, caseId));
}

/** Collects the provider's events within the time budget; throws AgentUnavailableError on failure or timeout. */
async function collect(provider: AgentProvider, job: ReplyJob, listener: ReplyListener, timeoutMs: number) {
  const [history, caseId] = await Promise.all([historyFor(job), caseIdFor(job)]);
  const caseContext = caseContextLoader(job.uid, caseId);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AgentUnavailableError(`${provider.label} did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  // Read only when the question's own language cannot be told (see AgentRequest).
  const preferredLanguage = async () => LANGUAGE_CODES[resolvePreferences((await getAccount(job.uid)).settings).language];
  const iterator = provider
    .reply({ history, signal: controller.signal, preferredLanguage, ...(caseContext ? { caseContext } : {}) })
    [Symbol.asyncIterator]();
  let text = '';
  let index = 0;
  const calls: Array<Extract<AgentEvent, { type: 'function_call' }>> = [];
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), deadline]);
      if (next.done) break;
      const event = next.value;
      if (event.type === 'text') {
        if (!event.text) continue;
        text += event.text;
        try {
          listener.onChunk?.(event.text, index);
        } catch (error) {
          // A listener problem (say, a socket gone away) must not cost the stored reply.
          log.warn('chat reply listener failed', {}, error);
        }
        index += 1;
      } else {
        // Call ids become document ids, so only ids that are safe as such are kept; anything else gets a fresh UUID.
        calls.push({ ...event, callId: isDocId(event.callId) ? event.callId : randomUUID() });
      }
    }
  } catch (error) {
    controller.abort();
    // Lets a generator that is still running clean up; nothing waits for it.
    iterator.return?.(undefined).catch(() => undefined);
    throw error instanceof AgentUnavailableError ? error : new AgentUnavailableError(`${provider.label} failed`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (!text.trim() && calls.length === 0) throw new AgentUnavailableError(`${provider.label} returned nothing`);
  return { text, calls };
}

class ReplySupersededError extends Error {}

/**
 * Answers one turn and stores the answer. On any failure the turn's user message is marked failed (it stays in the
 * chat and can be retried), and the error thrown is the user-safe 503 "The assistant is unavailable right now".
 */
export async function runReply(
  provider: AgentProvider,
  job: ReplyJob,
  listener: ReplyListener,
  options: ReplyOptions,
): Promise<ReplyOutcome> {
  const label: ProviderLabel = { name: provider.name, label: provider.label };
  try {
    const { text, calls } = await collect(provider, job, listener, options.timeoutMs);
    const parts: ReplyPart[] = [];
    if (text.trim()) parts.push({ kind: 'text', id: job.replyId, text });
    for (const call of calls) {
      parts.push({
        kind: 'function_call',
        callId: call.callId,
        name: call.name,
        payload: call.payload,
        text: toolPresentation(call.name).prompt,
      });
    }
    const saved = await saveReply(job.uid, job.trigger, job.replyId, parts, label);
    // A retry gave the message another reply meanwhile (say, on another instance): that one answers it, not this.
    if (!saved) throw new ReplySupersededError();
    return {
      provider: label,
      text,
      textMessage: saved.find((m) => m.role === 'assistant') ?? null,
      calls: saved.filter((m) => m.role === 'function_call'),
    };
  } catch (error) {
    if (error instanceof ReplySupersededError) throw conflict(msg('errors:thisMessageWasAnsweredByA'));
    log.error('chat reply failed', { chatId: job.chatId, messageId: job.trigger.id, provider: provider.name }, error);
    if (job.trigger.role === 'user') {
      await setMessageStatus(job.chatId, job.trigger.id, 'failed').catch((statusError: unknown) => {
        log.error('chat message not marked failed', { chatId: job.chatId, messageId: job.trigger.id }, statusError);
      });
    }
    throw assistantUnavailable();
  }
}
