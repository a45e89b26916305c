import type { Readable } from 'node:stream';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { MESSAGE_AUTHORS, TICKET_STATUSES, type TicketStatus } from '../shared/support/ticket';
import type { AddedMessage, Ticket, TicketAttachment, TicketMessage, TicketSummary } from '../shared/support/ticket-views';
import { decodeDoc, decodeDocs, decodeWritten, type StoredSnapshot } from './decode';
import { db } from './firebase';
import { createdAndUpdated, fillUpdatedAt, optionalText, ownerUid, storedTimestamp, textOr } from './stored-fields';
import { readFileStream, saveFile, statFile } from './user-files-store';

const tickets = () => db().collection('tickets');

// Only the path is needed to serve the file; the rest has readable stand-ins.
const attachmentSchema = z
  .object({
    path: z.string().min(1),
    name: optionalText,
    contentType: textOr('application/octet-stream'),
    size: z.number().default(0),
  })
  .transform(({ name, ...rest }): TicketAttachment => ({ ...rest, name: name ?? rest.path.split('/').pop() ?? rest.path }));

/**
 * A stored ticket. The support team edits tickets in the Firebase console: the status may be left out (Open),
 * but a status that is not one of TICKET_STATUSES makes the ticket malformed, so the typo is logged.
 */
export const ticketDocSchema = z
  .object({
    ownerUid,
    subject: z.string(),
    category: z.string().default('Other'),
    description: z.string().default(''),
    status: z.enum(TICKET_STATUSES).default('Open'),
    attachment: attachmentSchema.nullish().transform((attachment) => attachment ?? null),
    ...createdAndUpdated,
  })
  .transform(fillUpdatedAt);

/** A message of a ticket; the support team's replies are added by hand, with author "support". */
export const ticketMessageDocSchema = z.object({
  author: z.enum(MESSAGE_AUTHORS),
  text: z.string(),
  createdAt: storedTimestamp,
});

type StoredTicket = z.output<typeof ticketDocSchema>;

const toSummary = ({ subject, category, status, createdAt, updatedAt, attachment }: StoredTicket, id: string): TicketSummary => ({
  id,
  subject,
  category,
  status,
  createdAt,
  updatedAt,
  attachment,
});

const toMessage = (stored: z.output<typeof ticketMessageDocSchema>, id: string): TicketMessage => ({ id, ...stored });

const messagesPath = (ticketId: string) => `tickets/${ticketId}/messages`;

const readTicket = (snapshot: StoredSnapshot): StoredTicket | null => decodeDoc(ticketDocSchema, snapshot, 'tickets');

/** The caller's ticket; null when it is missing, someone else's or malformed. */
async function ownedTicket(uid: string, id: string): Promise<StoredTicket | null> {
  const snapshot = await tickets().doc(id).get();
  return snapshot.get('ownerUid') === uid ? readTicket(snapshot) : null;
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
  const saved = await saveFile(path, file.bytes, file.contentType, {
    ownerUid: uid,
    ticketId,
    originalName: file.originalName.slice(0, 255),
  });
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
  const ticket = decodeWritten(ticketDocSchema, await ref.get(), 'tickets');
  return { ...toSummary(ticket, id), description: ticket.description, messages: [] };
}

/** The user's tickets, newest first (index: ownerUid asc, createdAt desc). */
export async function listTickets(uid: string): Promise<TicketSummary[]> {
  const snapshot = await tickets().where('ownerUid', '==', uid).orderBy('createdAt', 'desc').limit(200).get();
  return decodeDocs(ticketDocSchema, snapshot.docs, 'tickets', toSummary);
}

export async function getTicket(uid: string, id: string): Promise<Ticket | null> {
  const ticket = await ownedTicket(uid, id);
  if (!ticket) return null;
  const snapshot = await tickets().doc(id).collection('messages').orderBy('createdAt', 'asc').get();
  const messages = decodeDocs(ticketMessageDocSchema, snapshot.docs, messagesPath(id), toMessage)
    // Firestore orders Timestamps before any text, so a reply dated by hand as ISO text is put back in its place.
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { ...toSummary(ticket, id), description: ticket.description, messages };
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
    const ticket = snapshot.get('ownerUid') === uid ? readTicket(snapshot) : null;
    if (!ticket) return null;
    const next = nextStatus(ticket.status);
    tx.set(messageRef, { ownerUid: uid, author: 'user', text, createdAt: FieldValue.serverTimestamp() });
    tx.update(ref, { status: next, updatedAt: FieldValue.serverTimestamp() });
    return next;
  });
  if (!status) return null;
  return { message: toMessage(decodeWritten(ticketMessageDocSchema, await messageRef.get(), messagesPath(id)), messageRef.id), status };
}

export async function openTicketAttachment(
  uid: string,
  id: string,
): Promise<{ file: { name: string; size: number; contentType: string }; stream: () => Readable } | null> {
  const attachment = (await ownedTicket(uid, id))?.attachment;
  // The stored path is trusted only inside the owner's own folder.
  if (!attachment || !attachment.path.startsWith(`users/${uid}/tickets/${id}/`)) return null;
  const file = await statFile(attachment.path);
  return file ? { file, stream: () => readFileStream(attachment.path) } : null;
}
