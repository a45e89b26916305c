// A case's discussion between its applicant and its assigned expert (docs/experts.md, "Messages"):
// catch-up pages, sending (stored before it is acknowledged), read markers, files and the transcript. The chat
// service (socket/discussion-socket.ts) carries it live; the API (http/routes/discussion.ts) serves pages, files and
// the transcript. Only the case's owner and its assigned expert take part: anyone else gets 'not found'.
import type { Readable } from 'node:stream';
import { getDiscussionCase } from '../data/cases-repo';
import {
  appendDiscussionMessage,
  DISCUSSION_FILE_NOT_FOUND,
  getDiscussionFile,
  hasUnreadNotification,
  listAllDiscussionMessages,
  listDiscussionMessages,
  markDiscussionRead,
  openDiscussionFile,
  saveDiscussionFile,
  watchDiscussionCase,
  type AppendedDiscussionMessage,
  type DiscussionCaseState,
} from '../data/discussion-repo';
import { fileKindOf, toFileView, toMessageView, type DiscussionParties } from '../domain/discussion/discussion-message';
import { toDiscussionSummary } from '../domain/discussion/discussion-summary';
import { discussionTranscriptDefinition } from '../domain/discussion/transcript-pdf';
import { notFound } from '../domain/errors';
import type { Locale } from '../shared/i18n/locale';
import { renderPdf } from '../domain/pdf/render-pdf';
import type { SignedInUser } from '../domain/signed-in-user';
import { addLogContext, log } from '../log';
import { caseDiscussionPath, DISCUSSION_PAGE, expertCasePath } from '../shared/discussion/discussion-limits';
import type { DiscussionFile, DiscussionMessage, DiscussionPage } from '../shared/discussion/discussion-views';
import { type DiscussionSendInput } from '../shared/discussion/discussion-inputs';
import { createKeyedQueue } from './keyed-queue';
import { notify } from './notify';
import { msg } from '../shared/i18n/message';

/** What anyone who does not take part is told, exactly as for a case that does not exist. */
export const DISCUSSION_NOT_FOUND = msg('errors:caseNotFound');

export interface DiscussionPageWithParties {
  page: DiscussionPage;
  parties: DiscussionParties;
}

export type { DiscussionCaseState };

/**
 * Follows a case while this process has sockets in its discussion: its parties (claimed, released) and its last
 * seq (lines the API wrote: sent to experts, claimed, status decided). Answers the function that stops.
 */
export function followDiscussionCase(caseId: string, onState: (state: DiscussionCaseState | null) => void): () => void {
  return watchDiscussionCase(caseId, onState, (error) => log.warn('discussion case listener stopped', { caseId, reason: error.message }));
}

/**
 * The caller's side of the discussion and its messages after seq `after` (at most DISCUSSION_PAGE). `checked` runs
 * once the caller is known to take part, before the messages are read (the socket joins the case's room there).
 */
export async function discussionPage(
  uid: string,
  caseId: string,
  after: number,
  checked?: (parties: DiscussionParties, lastSeq: number) => void,
): Promise<DiscussionPageWithParties> {
  addLogContext({ caseId });
  const found = await getDiscussionCase(uid, caseId);
  if (!found) throw notFound(DISCUSSION_NOT_FOUND);
  const { record, viewerRole } = found;
  const parties: DiscussionParties = {
    ownerUid: record.ownerUid,
    expertUid: record.expertRequest?.state === 'assigned' ? record.expertRequest.expertUid : null,
  };
  checked?.(parties, record.discussion.lastSeq);
  const messages = await listDiscussionMessages(caseId, after, DISCUSSION_PAGE + 1);
  return {
    page: {
      summary: toDiscussionSummary(record, viewerRole, uid),
      viewerRole,
      messages: messages.slice(0, DISCUSSION_PAGE).map(toMessageView),
      hasMore: messages.length > DISCUSSION_PAGE,
    },
    parties,
  };
}

/** Throws 'Case not found' unless the caller takes part in the case's discussion. */
export async function assertParticipant(uid: string, caseId: string): Promise<void> {
  addLogContext({ caseId });
  if (!(await getDiscussionCase(uid, caseId))) throw notFound(DISCUSSION_NOT_FOUND);
}

/** Marks the discussion read up to `seq` for the caller; answers their unread count now. */
export async function readDiscussion(uid: string, caseId: string, seq: number): Promise<{ unread: number }> {
  addLogContext({ caseId });
  const marked = await markDiscussionRead(uid, caseId, seq);
  if (!marked) throw notFound(DISCUSSION_NOT_FOUND);
  return marked;
}

/** A file as the upload route hands it over: judged by its bytes already (http/routes/chat-upload.ts). */
export interface DiscussionUpload {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** Stores a file for a coming message of the caller's; recorded audio is a voice note. */
export async function uploadDiscussionFile(uid: string, caseId: string, upload: DiscussionUpload): Promise<DiscussionFile> {
  addLogContext({ caseId });
  const saved = await saveDiscussionFile(uid, caseId, {
    name: upload.name || 'file',
    contentType: upload.mimeType,
    kind: fileKindOf(upload.mimeType),
    bytes: upload.bytes,
  });
  if (!saved) throw notFound(DISCUSSION_NOT_FOUND);
  log.info('discussion file uploaded', { kind: saved.kind, size: saved.size, contentType: saved.contentType });
  return toFileView(saved);
}

/** A file a message carries (or the caller's own unsent upload), to stream. */
export async function openDiscussionFileFor(
  uid: string,
  caseId: string,
  fileId: string,
): Promise<{ file: DiscussionFile; open: () => Readable }> {
  addLogContext({ caseId });
  const file = await getDiscussionFile(uid, caseId, fileId);
  if (!file) throw notFound(DISCUSSION_FILE_NOT_FOUND);
  return { file: toFileView(file), open: () => openDiscussionFile(file) };
}

/** The whole discussion as a PDF (Download Summary). */
export async function discussionTranscriptPdf(uid: string, caseId: string, now = new Date(), locale: Locale = 'en'): Promise<Buffer> {
  addLogContext({ caseId });
  const found = await getDiscussionCase(uid, caseId);
  if (!found) throw notFound(DISCUSSION_NOT_FOUND);
  const { record } = found;
  const messages = (await listAllDiscussionMessages(caseId)).map(toMessageView);
  const expertName = record.expertRequest?.state === 'assigned' ? record.expertRequest.expertName : null;
  return renderPdf(
    discussionTranscriptDefinition(
      { caseNumber: record.caseNumber, caseName: record.caseName, applicantName: record.applicantName, expertName },
      messages,
      now,
      locale,
    ),
  );
}

// ---- sending ----

export interface SentDiscussionMessage {
  message: DiscussionMessage;
  duplicate: boolean;
  /** Who takes part now, as the message's transaction read the case: the room's sockets of anyone else leave it. */
  parties: DiscussionParties;
}

export interface DiscussionMessagingOptions {
  /** Whether the user has a socket open to the chat service (presence): if not, they are notified. */
  isOnline: (uid: string) => Promise<boolean>;
}

export interface DiscussionMessaging {
  /**
   * Stores the message (or finds it already stored under its id). `stored` is called in the case's lane right after
   * a new message is stored, before the next one is, so live delivery keeps the stored order; not for a duplicate.
   */
  send(user: SignedInUser, input: DiscussionSendInput, stored: (sent: SentDiscussionMessage) => void): Promise<SentDiscussionMessage>;
  /**
   * In the case's lane (after the sends before it): the messages stored after `since()` up to at least `upTo`, at most
   * DISCUSSION_PAGE, to `deliver` (lines another process wrote). `since` is read when the turn comes, so what the
   * sends delivered meanwhile is skipped, and nothing is read when they delivered `upTo` already.
   */
  catchUp(caseId: string, since: () => number, upTo: number, deliver: (messages: DiscussionMessage[]) => void): Promise<void>;
  /** Settles once every send queued so far has finished. */
  idle(): Promise<void>;
}

/** The sender's name as the other side reads it (an expert's is the one they claimed the case under). */
const displayName = (user: SignedInUser): string => user.name?.trim() || user.email?.split('@')[0] || '';

/**
 * Sends are serialised per case in this process (a burst from one client keeps its order and does not make the
 * messages' transactions contend for the case document); the transaction still holds seq and counters across
 * processes and against system lines written by the API.
 */
export function createDiscussionMessaging(options: DiscussionMessagingOptions): DiscussionMessaging {
  const lanes = createKeyedQueue();

  /** One unread notification per case and recipient, while they have no socket open. */
  async function notifyIfOffline(sent: AppendedDiscussionMessage): Promise<void> {
    const { caseInfo, authorRole, message } = sent;
    const recipient = authorRole === 'applicant' ? caseInfo.expertUid : caseInfo.ownerUid;
    if (!recipient || (await options.isOnline(recipient))) return;
    const link = authorRole === 'applicant' ? expertCasePath(message.caseId) : caseDiscussionPath(message.caseId);
    if (await hasUnreadNotification(recipient, link)) return;
    await notify(recipient, {
      message: msg('notifications:newDiscussionMessage', { name: message.authorName, caseNumber: caseInfo.caseNumber }),
      link,
    });
  }

  return {
    send(user, input, stored) {
      addLogContext({ caseId: input.caseId });
      return lanes.run(input.caseId, async () => {
        const appended = await appendDiscussionMessage({
          caseId: input.caseId,
          id: input.id,
          author: { role: 'participant', uid: user.uid, name: displayName(user) },
          text: input.text,
          fileIds: input.fileIds,
        });
        if (!appended) throw notFound(DISCUSSION_NOT_FOUND);
        const { ownerUid, expertUid } = appended.caseInfo;
        const sent: SentDiscussionMessage = {
          message: toMessageView(appended.message),
          duplicate: appended.duplicate,
          parties: { ownerUid, expertUid },
        };
        if (appended.duplicate) return sent;
        stored(sent);
        try {
          await notifyIfOffline(appended);
        } catch (error) {
          // The message is stored and delivered; a missed notification must not fail the send.
          log.error('discussion notification failed', {}, error);
        }
        return sent;
      });
    },
    catchUp: (caseId, since, upTo, deliver) =>
      lanes.run(caseId, async () => {
        if (since() >= upTo) return;
        const messages = await listDiscussionMessages(caseId, since(), DISCUSSION_PAGE);
        if (messages.length > 0) deliver(messages.map(toMessageView));
      }),
    idle: () => lanes.idle(),
  };
}
