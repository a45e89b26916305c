// Help & Support: the user's tickets, their attachments and replies. A new ticket also tells the user it arrived.
import type { Readable } from 'node:stream';
import * as ticketsRepo from '../data/tickets-repo';
import { notFound } from '../domain/errors';
import { toStoredUpload, type AcceptedUpload } from '../domain/uploads/stored-upload';
import { statusAfterUserReply, ticketCreatedMessage, ticketPath, type TicketCategory } from '../shared/support/ticket';
import type { AddedMessage, Ticket, TicketSummary } from '../shared/support/ticket-views';
import { notify } from './notify';
import { msg } from '../shared/i18n/message';

export const TICKET_NOT_FOUND = msg('errors:ticketNotFound');
export const ATTACHMENT_NOT_FOUND = msg('errors:attachmentNotFound');

export interface NewTicketInput {
  subject: string;
  category: TicketCategory;
  description: string;
}

export const listTickets = (uid: string): Promise<TicketSummary[]> => ticketsRepo.listTickets(uid);

/** Opens a ticket, with its attachment stored first under the ticket's id, and notifies the user. */
export async function submitTicket(uid: string, input: NewTicketInput, upload: AcceptedUpload | null): Promise<Ticket> {
  const id = ticketsRepo.newTicketId();
  const attachment = upload ? await ticketsRepo.saveTicketAttachment(uid, id, toStoredUpload(upload)) : null;
  const ticket = await ticketsRepo.createTicket(uid, id, { ...input, status: 'Open', attachment });
  await notify(uid, { message: ticketCreatedMessage(ticket.subject), link: ticketPath(ticket.id) });
  return ticket;
}

export async function getTicket(uid: string, ticketId: string): Promise<Ticket> {
  const ticket = await ticketsRepo.getTicket(uid, ticketId);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

/** The ticket's attachment and a way to read its bytes. */
export async function openTicketAttachment(
  uid: string,
  ticketId: string,
): Promise<{ file: { name: string; size: number; contentType: string }; stream: () => Readable }> {
  const found = await ticketsRepo.openTicketAttachment(uid, ticketId);
  if (!found) throw notFound(ATTACHMENT_NOT_FOUND);
  return found;
}

/** Adds the user's reply; the ticket goes back to the support team's queue. */
export async function replyToTicket(uid: string, ticketId: string, text: string): Promise<AddedMessage> {
  const added = await ticketsRepo.addUserMessage(uid, ticketId, text, statusAfterUserReply);
  if (!added) throw notFound(TICKET_NOT_FOUND);
  return added;
}
