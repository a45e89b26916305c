// A case's expert discussion (docs/experts.md, "Messages"): its messages under
// cases/{caseId}/discussion/{messageId}, its files under cases/{caseId}/discussionFiles/{fileId} with their bytes in
// Storage at cases/{caseId}/discussion/{fileId}, and the counters on the case document (discussionSeq,
// discussionLastAt, discussionPreview, unreadByApplicant, unreadByExpert), kept in each message's transaction.
// Only the case's owner and its assigned expert take part; for anyone else every function answers null, exactly as
// for a missing case.
import type { Readable } from 'node:stream';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../domain/errors';
import {
  fileProblem,
  messagePreview,
  sideOf,
  toFileView,
  unreadCounterField,
  unreadSideOf,
  type DiscussionFileRecord,
  type DiscussionMessageRecord,
  type DiscussionParties,
} from '../domain/discussion/discussion-message';
import type { DiscussionAuthorRole, DiscussionFile, DiscussionFileKind } from '../shared/discussion/discussion-views';
import { decodeDoc, decodeDocs } from './decode';
import { bucket, db } from './firebase';
import { optionalText, storedMessage, storedTimestamp } from './stored-fields';
import { readFileStream } from './user-files-store';
import { msg, type Message } from '../shared/i18n/message';

const cases = () => db().collection('cases');
const messagesOf = (caseId: string) => cases().doc(caseId).collection('discussion');
const filesOf = (caseId: string) => cases().doc(caseId).collection('discussionFiles');

/** The Storage folder of a case's discussion files; one object per file. */
export const discussionFilesFolder = (caseId: string): string => `cases/${caseId}/discussion/`;
const storagePathOf = (caseId: string, fileId: string) => `${discussionFilesFolder(caseId)}${fileId}`;

export const DISCUSSION_FILE_NOT_FOUND = msg('errors:fileNotFound');

// ---- stored shapes ----

const fileKind = z.enum(['file', 'voice']);
const storedFileRef = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().nonnegative(),
  kind: fileKind,
});

const messageDocSchema = z.object({
  seq: z.number().int().positive(),
  authorUid: optionalText,
  authorRole: z.enum(['applicant', 'expert', 'system']),
  authorName: z.string().default(''),
  /** Whom the message was news for; messages stored before the field read by their role (unreadSideOf). */
  unreadFor: z.enum(['applicant', 'expert']).nullish(),
  text: z.string().default(''),
  /** A system line as a Message (`text` is its English rendering); lines stored before keyed messages have none. */
  keyed: storedMessage.nullable().default(null),
  files: z.array(storedFileRef).default([]),
  createdAt: storedTimestamp,
});

const fileDocSchema = z.object({
  /** '' once the uploader's account is deleted (forgetDiscussionAuthor). */
  uploaderUid: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().nonnegative(),
  kind: fileKind,
  storagePath: z.string().min(1),
  messageId: optionalText,
  createdAt: storedTimestamp,
});

const toMessage =
  (caseId: string) =>
  (stored: z.output<typeof messageDocSchema>, id: string): DiscussionMessageRecord => ({
    id,
    caseId,
    seq: stored.seq,
    authorUid: stored.authorUid,
    authorRole: stored.authorRole,
    authorName: stored.authorName,
    text: stored.text,
    keyed: stored.keyed,
    attachments: stored.files,
    createdAt: stored.createdAt,
  });

const toFile =
  (caseId: string) =>
  (stored: z.output<typeof fileDocSchema>, id: string): DiscussionFileRecord => ({ id, caseId, ...stored });

/** The case's parties as its document holds them (raw fields: read inside transactions without the whole record). */
function partiesOf(snapshot: DocumentSnapshot): DiscussionParties | null {
  const ownerUid: unknown = snapshot.get('ownerUid');
  if (!snapshot.exists || typeof ownerUid !== 'string' || !ownerUid) return null;
  const expertUid: unknown = snapshot.get('expertUid');
  const assigned = snapshot.get('expertState') === 'assigned' && typeof expertUid === 'string' && expertUid.length > 0;
  return { ownerUid, expertUid: assigned ? expertUid : null };
}

const counter = (snapshot: DocumentSnapshot, field: string): number => {
  const value: unknown = snapshot.get(field);
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
};

const textField = (snapshot: DocumentSnapshot, field: string): string => {
  const value: unknown = snapshot.get(field);
  return typeof value === 'string' ? value : '';
};

// ---- messages ----

/**
 * Who writes: a participant (their side is decided from the case inside the transaction; `name` is their account's
 * display name, which an expert's message replaces with the name the case was claimed under), or the system.
 */
export type DiscussionAuthor =
  /** `unreadFor`: the side the line is news for (null: a line about the reader's own doing). */
  { role: 'system'; unreadFor: 'applicant' | 'expert' | null } | { role: 'participant'; uid: string; name: string };

export interface NewDiscussionMessage {
  caseId: string;
  /** The client's UUID (for a system line, a fresh UUID); the same id from the same author is the same message. */
  id: string;
  author: DiscussionAuthor;
  text: string;
  /** A system line as a Message, whose English rendering is `text`: the reader's side renders it in their language. */
  keyed?: Message;
  /** Files the author uploaded to this discussion that no other message carries. */
  fileIds?: readonly string[];
}

/** What the case looked like when the message was stored: whom to deliver it to, and how to name the case. */
export interface DiscussionCaseInfo extends DiscussionParties {
  caseNumber: string;
  caseName: string;
  expertName: string | null;
}

export interface AppendedDiscussionMessage {
  message: DiscussionMessageRecord;
  /** The id was already stored, by this author: `message` is that earlier one and nothing was written. */
  duplicate: boolean;
  /** The author's side (system lines: 'system'). */
  authorRole: DiscussionAuthorRole;
  caseInfo: DiscussionCaseInfo;
}

const caseInfoOf = (snapshot: DocumentSnapshot, parties: DiscussionParties): DiscussionCaseInfo => {
  const expertName = textField(snapshot, 'expertName');
  return {
    ...parties,
    caseNumber: textField(snapshot, 'caseNumber'),
    caseName: textField(snapshot, 'caseName'),
    expertName: expertName || null,
  };
};

/**
 * Stores a message in the case's discussion, in one transaction: the next seq (discussionSeq + 1), the counters, and
 * its files marked as carried. A participant must be the case's owner or its assigned expert when the transaction
 * runs, or the answer is null (like a missing case). System lines (authorRole 'system', authorName 'Immigration AI')
 * record what happened to the case and count as unread for the applicant.
 */
export async function appendDiscussionMessage(input: NewDiscussionMessage): Promise<AppendedDiscussionMessage | null> {
  const caseRef = cases().doc(input.caseId);
  const messageRef = messagesOf(input.caseId).doc(input.id);
  const fileIds = [...new Set(input.fileIds ?? [])];
  const fileRefs = fileIds.map((id) => filesOf(input.caseId).doc(id));
  const toRecord = toMessage(input.caseId);

  return db().runTransaction(async (tx) => {
    // One round trip for every read (the transaction begins with it).
    const [caseSnap, existing, ...fileSnaps] = (await tx.getAll(caseRef, messageRef, ...fileRefs)) as [
      DocumentSnapshot,
      DocumentSnapshot,
      ...DocumentSnapshot[],
    ];
    const parties = partiesOf(caseSnap);
    if (!parties) return null;
    const side = input.author.role === 'system' ? null : sideOf(parties, input.author.uid);
    if (input.author.role === 'participant' && side === null) return null;
    const authorRole: DiscussionAuthorRole = side ?? 'system';
    const authorUid = input.author.role === 'participant' ? input.author.uid : null;
    const caseInfo = caseInfoOf(caseSnap, parties);

    if (existing.exists) {
      const stored = decodeDoc(messageDocSchema, existing, 'discussion');
      if (!stored || stored.authorUid !== authorUid) throw conflict(msg('errors:thatMessageIdIsAlreadyTaken'));
      return { message: toRecord(stored, existing.id), duplicate: true, authorRole: stored.authorRole, caseInfo };
    }

    const files = fileSnaps.map((snap) => {
      const stored = decodeDoc(fileDocSchema, snap, 'discussionFiles');
      return stored && toFile(input.caseId)(stored, snap.id);
    });
    const problem = authorUid === null ? (files.length > 0 ? 'missing' : null) : fileProblem(authorUid, input.id, fileIds, files);
    if (problem === 'missing') throw notFound(DISCUSSION_FILE_NOT_FOUND);
    if (problem === 'taken') throw badRequest(msg('errors:aFileWasAlreadySentWith'), { fileIds: msg('errors:uploadTheFileAgainToSend') });
    const attachments: DiscussionFile[] = files.flatMap((file) => (file ? [toFileView(file)] : []));

    const seq = counter(caseSnap, 'discussionSeq') + 1;
    const now = Timestamp.now();
    const authorName =
      input.author.role === 'system'
        ? 'Immigration AI'
        : authorRole === 'expert'
          ? caseInfo.expertName || input.author.name || 'Expert'
          : input.author.name || 'Applicant';
    const unreadFor = unreadSideOf(authorRole, input.author.role === 'system' ? input.author.unreadFor : undefined);
    tx.create(messageRef, {
      seq,
      authorUid,
      authorRole,
      authorName,
      unreadFor,
      text: input.text,
      keyed: input.keyed ?? null,
      fileIds,
      files: attachments,
      createdAt: now,
    });
    tx.update(caseRef, {
      discussionSeq: seq,
      discussionLastAt: now,
      discussionPreview: messagePreview(input.text, attachments),
      ...(unreadFor ? { [unreadCounterField(unreadFor)]: FieldValue.increment(1) } : {}),
    });
    for (const ref of fileRefs) tx.update(ref, { messageId: input.id });
    const message: DiscussionMessageRecord = {
      id: input.id,
      caseId: input.caseId,
      seq,
      authorUid,
      authorRole,
      authorName,
      text: input.text,
      keyed: input.keyed ?? null,
      attachments,
      createdAt: now.toDate().toISOString(),
    };
    return { message, duplicate: false, authorRole, caseInfo };
  });
}

/** What the chat service follows of a case while its discussion's room has sockets. */
export interface DiscussionCaseState {
  parties: DiscussionParties;
  /** discussionSeq: the last stored message. */
  lastSeq: number;
}

/**
 * Follows the case document: `onState` gets its parties and last seq at once and after every change (null once the
 * case is gone). Answers the function that stops following.
 */
export function watchDiscussionCase(
  caseId: string,
  onState: (state: DiscussionCaseState | null) => void,
  onError: (error: Error) => void,
): () => void {
  return cases()
    .doc(caseId)
    .onSnapshot((snapshot) => {
      const parties = partiesOf(snapshot);
      onState(parties && { parties, lastSeq: counter(snapshot, 'discussionSeq') });
    }, onError);
}

/** The messages after seq `after`, in seq order, at most `limit` (callers ask one more to learn whether more follow). */
export async function listDiscussionMessages(caseId: string, after: number, limit: number): Promise<DiscussionMessageRecord[]> {
  const snapshot = await messagesOf(caseId).where('seq', '>', after).orderBy('seq').limit(limit).get();
  return decodeDocs(messageDocSchema, snapshot.docs, 'discussion', toMessage(caseId));
}

/** Every message of the discussion, in seq order (the transcript, the account export). */
export async function listAllDiscussionMessages(caseId: string): Promise<DiscussionMessageRecord[]> {
  const snapshot = await messagesOf(caseId).orderBy('seq').get();
  return decodeDocs(messageDocSchema, snapshot.docs, 'discussion', toMessage(caseId));
}

/**
 * The caller has seen everything up to `seq`: their unread count becomes the other side's messages after it (0 once
 * they saw the last one). Null when the caller does not take part.
 */
export async function markDiscussionRead(uid: string, caseId: string, seq: number): Promise<{ unread: number } | null> {
  const caseRef = cases().doc(caseId);
  return db().runTransaction(async (tx) => {
    const caseSnap = await tx.get(caseRef);
    const parties = partiesOf(caseSnap);
    const side = parties && sideOf(parties, uid);
    if (!side) return null;
    const field = unreadCounterField(side);
    const last = counter(caseSnap, 'discussionSeq');
    let unread = 0;
    if (seq < last) {
      const after = await tx.get(messagesOf(caseId).where('seq', '>', seq).orderBy('seq'));
      unread = after.docs.filter((doc) => {
        const role: unknown = doc.get('authorRole');
        if (role !== 'applicant' && role !== 'expert' && role !== 'system') return false;
        const stored: unknown = doc.get('unreadFor');
        return (stored === undefined ? unreadSideOf(role) : stored) === side;
      }).length;
    }
    if (counter(caseSnap, field) !== unread) tx.update(caseRef, { [field]: unread });
    return { unread };
  });
}

// ---- files ----

export interface NewDiscussionFile {
  name: string;
  contentType: string;
  kind: DiscussionFileKind;
  bytes: Buffer;
}

/**
 * Stores an upload for a later message: the bytes in Storage, then its document (so a document never names missing
 * bytes). Null when the uploader does not take part in the discussion.
 */
export async function saveDiscussionFile(uid: string, caseId: string, file: NewDiscussionFile): Promise<DiscussionFileRecord | null> {
  const parties = partiesOf(await cases().doc(caseId).get());
  if (!parties || !sideOf(parties, uid)) return null;
  const ref = filesOf(caseId).doc();
  const storagePath = storagePathOf(caseId, ref.id);
  await bucket()
    .file(storagePath)
    .save(file.bytes, {
      resumable: false,
      contentType: file.contentType,
      metadata: { metadata: { originalName: file.name, uploaderUid: uid } },
    });
  const createdAt = Timestamp.now();
  const stored = {
    uploaderUid: uid,
    name: file.name,
    contentType: file.contentType,
    size: file.bytes.length,
    kind: file.kind,
    storagePath,
    messageId: null,
  };
  await ref.set({ ...stored, createdAt });
  return { id: ref.id, caseId, ...stored, createdAt: createdAt.toDate().toISOString() };
}

/**
 * A file of the discussion, for a participant: one a message carries (both sides download those), or the caller's own
 * upload not yet sent. Null otherwise, like a missing one.
 */
export async function getDiscussionFile(uid: string, caseId: string, fileId: string): Promise<DiscussionFileRecord | null> {
  const [caseSnap, fileSnap] = await Promise.all([cases().doc(caseId).get(), filesOf(caseId).doc(fileId).get()]);
  const parties = partiesOf(caseSnap);
  if (!parties || !sideOf(parties, uid)) return null;
  const stored = decodeDoc(fileDocSchema, fileSnap, 'discussionFiles');
  if (!stored || (stored.messageId === null && stored.uploaderUid !== uid)) return null;
  // Only the case's own folder is ever read, whatever a hand-edited document says.
  if (stored.storagePath !== storagePathOf(caseId, fileSnap.id)) return null;
  return toFile(caseId)(stored, fileSnap.id);
}

export const openDiscussionFile = (file: Pick<DiscussionFileRecord, 'storagePath'>): Readable => readFileStream(file.storagePath);

// ---- account data ----

// A batch holds at most 500 writes.
const BATCH_SIZE = 400;

/**
 * Removes a deleted account's uid from what it wrote in other people's discussions (an expert's messages and
 * uploads): the messages stay the case's, by the name they were sent under. Answers how many documents changed.
 * Collection-group queries on discussion.authorUid and discussionFiles.uploaderUid.
 */
export async function forgetDiscussionAuthor(uid: string): Promise<number> {
  let changed = 0;
  for (const [group, field, cleared] of [
    ['discussion', 'authorUid', null],
    ['discussionFiles', 'uploaderUid', ''],
  ] as const) {
    const snapshot = await db().collectionGroup(group).where(field, '==', uid).get();
    for (let i = 0; i < snapshot.docs.length; i += BATCH_SIZE) {
      const batch = db().batch();
      for (const doc of snapshot.docs.slice(i, i + BATCH_SIZE)) batch.update(doc.ref, { [field]: cleared });
      await batch.commit();
    }
    changed += snapshot.size;
  }
  return changed;
}

/** Whether the user has an unread notification that opens `link` (one per case and recipient is enough). */
export async function hasUnreadNotification(uid: string, link: string): Promise<boolean> {
  const snapshot = await db()
    .collection('notifications')
    .where('ownerUid', '==', uid)
    .where('read', '==', false)
    .where('link', '==', link)
    .limit(1)
    .get();
  return !snapshot.empty;
}
