// The support API's answers, as functions/src/http/routes/support.ts and content.ts (FAQ) send them.
import type { MessageAuthor, TicketStatus } from '@domain/support/ticket';

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

export interface FaqEntry {
  id: string;
  question: string;
  answer: string; // Markdown
  link: string | null;
  order: number;
}
