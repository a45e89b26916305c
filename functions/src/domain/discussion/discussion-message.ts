// The rules of one message in a case's expert discussion: who may write it, what it counts as unread for whom, and
// the line a list shows for it. Pure; data/discussion-repo.ts applies them inside the message's transaction.
import type { DiscussionAuthorRole, DiscussionFile, DiscussionFileKind, DiscussionMessage } from '../../shared/discussion/discussion-views';

/** A stored message (cases/{caseId}/discussion/{id}): the view plus who wrote it, which the web never sees. */
export interface DiscussionMessageRecord extends DiscussionMessage {
  /** null for a system line. */
  authorUid: string | null;
}

/** A stored file (cases/{caseId}/discussionFiles/{id}). */
export interface DiscussionFileRecord extends DiscussionFile {
  caseId: string;
  uploaderUid: string;
  storagePath: string;
  /** The message that carries it; null until one does. */
  messageId: string | null;
  createdAt: string;
}

/** Who a case's discussion belongs to, as its case document says. */
export interface DiscussionParties {
  ownerUid: string;
  /** The assigned expert; null while the case is queued or was never sent to experts. */
  expertUid: string | null;
}

/** The side `uid` writes on in this case: its owner or its assigned expert; null for anyone else. */
export function sideOf(parties: DiscussionParties, uid: string): 'applicant' | 'expert' | null {
  if (uid === parties.ownerUid) return 'applicant';
  if (parties.expertUid !== null && uid === parties.expertUid) return 'expert';
  return null;
}

/** The uids of the participants: who may stay in the discussion's room. */
export const participantsOf = (parties: DiscussionParties): string[] =>
  parties.expertUid ? [parties.ownerUid, parties.expertUid] : [parties.ownerUid];

/**
 * Whom a new message is news for, until they read it: the other side of a participant's message; for a system line,
 * the side it tells about the other's doing (`systemFor`: the applicant hears of a claim or a decision; null for a
 * line about the reader's own doing, such as the applicant's request).
 */
export const unreadSideOf = (
  role: DiscussionAuthorRole,
  systemFor: 'applicant' | 'expert' | null = 'applicant',
): 'applicant' | 'expert' | null => (role === 'applicant' ? 'expert' : role === 'expert' ? 'applicant' : systemFor);

/** The case's counter of a side's unread messages. */
export const unreadCounterField = (side: 'applicant' | 'expert'): 'unreadByApplicant' | 'unreadByExpert' =>
  side === 'applicant' ? 'unreadByApplicant' : 'unreadByExpert';

export const PREVIEW_CHARS = 120;

/** The list's line for a message: its first non-empty line, shortened; without text, what it carries. */
export function messagePreview(text: string, files: readonly Pick<DiscussionFile, 'name' | 'kind'>[]): string {
  const line = text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  if (line) return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
  const [first] = files;
  if (!first) return '';
  if (first.kind === 'voice') return 'Voice note';
  const more = files.length > 1 ? ` (+${files.length - 1})` : '';
  const name = first.name.length > PREVIEW_CHARS - 20 ? `${first.name.slice(0, PREVIEW_CHARS - 21)}…` : first.name;
  return `Attachment: ${name}${more}`;
}

/** The message as both sides see it. */
export function toMessageView(record: DiscussionMessageRecord): DiscussionMessage {
  const { authorUid: _uid, ...view } = record;
  return view;
}

/** The file as a message or an upload answer shows it. */
export function toFileView(record: Pick<DiscussionFileRecord, 'id' | 'name' | 'contentType' | 'size' | 'kind'>): DiscussionFile {
  return { id: record.id, name: record.name, contentType: record.contentType, size: record.size, kind: record.kind };
}

/** Recorded audio is a voice note (the mic button); images and PDFs are files. */
export const fileKindOf = (contentType: string): DiscussionFileKind => (contentType.startsWith('audio/') ? 'voice' : 'file');

/** Why a send's files are refused; null when every one may go with the message. */
export function fileProblem(
  uid: string,
  messageId: string,
  requested: readonly string[],
  found: readonly (Pick<DiscussionFileRecord, 'id' | 'uploaderUid' | 'messageId'> | null)[],
): 'missing' | 'taken' | null {
  for (const [i, file] of found.entries()) {
    // Someone else's upload answers like a missing one.
    if (!file || file.id !== requested[i] || file.uploaderUid !== uid) return 'missing';
    if (file.messageId !== null && file.messageId !== messageId) return 'taken';
  }
  return null;
}
