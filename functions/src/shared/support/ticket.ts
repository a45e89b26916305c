// Help & Support tickets. Pure, so the web form can share the lists and the schemas.
import { z } from 'zod';
import { multiLineText, singleLineText } from '../text';
import { issueText } from '../i18n/message';
import { msg, type Message } from '../i18n/message';

export const TICKET_CATEGORIES = ['Account', 'Billing', 'Cases', 'Documents', 'Technical', 'Other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_STATUSES = ['Open', 'Pending', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const MESSAGE_AUTHORS = ['user', 'support'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

export const LIMITS = { subject: 150, description: 5000, message: 5000 } as const;

/** POST /tickets, as JSON or as the text fields of a multipart form. */
export const newTicketSchema = z.object({
  subject: singleLineText('labels:subject', { max: LIMITS.subject }),
  category: z.enum(TICKET_CATEGORIES, { error: issueText('validation:chooseOneOfOptions', { options: TICKET_CATEGORIES.join(', ') }) }),
  description: multiLineText('labels:description', { max: LIMITS.description }),
});

/** POST /tickets/:id/messages: the user's reply. */
export const ticketMessageSchema = z.object({
  text: multiLineText('labels:message', { max: LIMITS.message, messages: { type: issueText('validation:messageIsRequired') } }),
});

/** The app path of a ticket's page, used in notifications. */
export const ticketPath = (id: string): string => `/support/tickets/${id}`;

export const ticketCreatedMessage = (subject: string): Message =>
  msg('notifications:ticketReceived', { subject: subject.length > 80 ? `${subject.slice(0, 77)}...` : subject });

/**
 * A user's reply puts the ticket back in the support team's queue: Pending (waiting for the user)
 * and Closed both become Open again.
 */
export const statusAfterUserReply = (_current: TicketStatus): TicketStatus => 'Open';
