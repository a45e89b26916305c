// The support endpoints' answers (http/routes/support.ts), as data/tickets-repo.ts reads them. Types only,
// with no Node or Firebase imports, so the web imports them as they are.
import type { MessageAuthor, TicketStatus } from './ticket';

export interface TicketAttachment {
  name: string;
  path: string;
  contentType: string;
  size: number;
}

export interface TicketSummary {
  id: string;
  subject: string;
  category: string;
  status: TicketStatus;
  createdAt: string;
  updatedAt: string;
  attachment: TicketAttachment | null;
}

export interface TicketMessage {
  id: string;
  author: MessageAuthor;
  text: string;
  createdAt: string;
}

export interface Ticket extends TicketSummary {
  description: string;
  messages: TicketMessage[];
}

/** POST /tickets/:id/messages: the new message and the ticket's status after it. */
export interface AddedMessage {
  message: TicketMessage;
  status: TicketStatus;
}
