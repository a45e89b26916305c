import type { Readable } from 'node:stream';
import { FieldValue } from 'firebase-admin/firestore';
import { TICKET_STATUSES, type TicketStatus } from '../shared/support/ticket';
import type { AddedMessage, Ticket, TicketAttachment, TicketMessage, TicketSummary } from '../shared/support/ticket-views';
import { db } from './firebase';
import { str, num, toIso } from './timestamps';
import { readFileStream, saveFile, statFile } from './user-files-store';

const tickets = () => db().collection('tickets');

function attachmentOf(value: unknown): TicketAttachment | null {
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Record<string, unknown>;
  const path = str(a['path']);
  if (!path) return null;
  return { name: str(a['name'], path.split('/').pop()), path, contentType: str(a['contentType'], 'application/octet-stream'), size: num(a['size']) };
}

function toSummary(doc: FirebaseFirestore.DocumentSnapshot): TicketSummary {
  const d = doc.data() ?? {};
  const status = str(d['status']);
  return {
    id: doc.id,
    subject: str(d['subject']),
    category: str(d['category'], 'Other'),
    status: ((TICKET_STATUSES as readonly string[]).includes(status) ? status : 'Open') as TicketStatus,
    createdAt: toIso(d['createdAt']),
    updatedAt: toIso(d['updatedAt'] ?? d['createdAt']),
    attachment: attachmentOf(d['attachment']),
  };
}

function toMessage(doc: FirebaseFirestore.DocumentSnapshot): TicketMessage {
  const d = doc.data() ?? {};
  return { id: doc.id, author: d['author'] === 'support' ? 'support' : 'user', text: str(d['text']), createdAt: toIso(d['createdAt']) };
}

async function ownedTicket(uid: string, id: string): Promise<FirebaseFirestore.DocumentSnapshot | null> {
  const snapshot = await tickets().doc(id).get();
  return snapshot.exists && snapshot.get('ownerUid') === uid ? snapshot : null;
}

/** An id for a ticket about to be created, so its attachment can be stored under it first. */
export const newTicketId = (): string => tickets().doc().id;

/** Stores a ticket's attachment at users/{uid}/tickets/{ticketId}/{name}. */
export async function saveTicketAttachment(
  uid: string,
  ticketId: string,
  file: { name: string; bytes: Buffer; contentType: string; originalName: string },
): Promise<TicketAttachment> {
  const path = `users/${uid}/tickets/${ticketId}/${file.name}`;
  const saved = await saveFile(path, file.bytes, file.contentType, { ownerUid: uid, ticketId, originalName: file.originalName.slice(0, 255) });
  return { name: saved.name, path: saved.path, contentType: saved.contentType, size: saved.size };
}

export interface NewTicket {
  subject: string;
  category: string;
  description: string;
  status: TicketStatus;
  attachment: TicketAttachment | null;
}

export async function createTicket(uid: string, id: string, input: NewTicket): Promise<Ticket> {
  const ref = tickets().doc(id);
  // create(), not set(): an id collision must fail rather than overwrite someone's ticket.
  await ref.create({ ownerUid: uid, ...input, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  return { ...toSummary(await ref.get()), description: input.description, messages: [] };
}

/** The user's tickets, newest first (index: ownerUid asc, createdAt desc). */
export async function listTickets(uid: string): Promise<TicketSummary[]> {
  const snapshot = await tickets().where('ownerUid', '==', uid).orderBy('createdAt', 'desc').limit(200).get();
  return snapshot.docs.map(toSummary);
}

export async function getTicket(uid: string, id: string): Promise<Ticket | null> {
  const snapshot = await ownedTicket(uid, id);
  if (!snapshot) return null;
  const messages = await snapshot.ref.collection('messages').orderBy('createdAt', 'asc').get();
  return { ...toSummary(snapshot), description: str(snapshot.get('description')), messages: messages.docs.map(toMessage) };
}

/** Adds the user's message and moves the ticket to `nextStatus`; null when the ticket is not theirs. */
export async function addUserMessage(
  uid: string,
  id: string,
  text: string,
  nextStatus: (current: TicketStatus) => TicketStatus,
): Promise<AddedMessage | null> {
  const ref = tickets().doc(id);
  const messageRef = ref.collection('messages').doc();
  const status = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists || snapshot.get('ownerUid') !== uid) return null;
    const next = nextStatus(toSummary(snapshot).status);
    tx.set(messageRef, { ownerUid: uid, author: 'user', text, createdAt: FieldValue.serverTimestamp() });
    tx.update(ref, { status: next, updatedAt: FieldValue.serverTimestamp() });
    return next;
  });
  if (!status) return null;
  return { message: toMessage(await messageRef.get()), status };
}

export async function openTicketAttachment(
  uid: string,
  id: string,
): Promise<{ file: { name: string; size: number; contentType: string }; stream: () => Readable } | null> {
  const snapshot = await ownedTicket(uid, id);
  const attachment = snapshot ? attachmentOf(snapshot.get('attachment')) : null;
  // The stored path is trusted only inside the owner's own folder.
  if (!attachment || !attachment.path.startsWith(`users/${uid}/tickets/${id}/`)) return null;
  const file = await statFile(attachment.path);
  return file ? { file, stream: () => readFileStream(attachment.path) } : null;
}
