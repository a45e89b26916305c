// The support endpoints' answers (shared/contracts/support.ts), as data/tickets-repo.ts reads them. Schemas, so the
// answers are checked against them outside production; the web imports the types only.
import { z } from 'zod';
import { MESSAGE_AUTHORS, TICKET_STATUSES } from './ticket';

export const ticketAttachmentSchema = z.strictObject({
  name: z.string(),
  path: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

const summaryFields = {
  id: z.string(),
  subject: z.string(),
  /** One of TICKET_CATEGORIES, or what the support team typed in the console. */
  category: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** ISO timestamps. */
  createdAt: z.string(),
  updatedAt: z.string(),
  attachment: ticketAttachmentSchema.nullable(),
};
export const ticketSummarySchema = z.strictObject(summaryFields);
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageViewSchema = z.strictObject({
  id: z.string(),
  author: z.enum(MESSAGE_AUTHORS),
  text: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageViewSchema>;

export const ticketSchema = z.strictObject({
  ...summaryFields,
  description: z.string(),
  messages: z.array(ticketMessageViewSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /tickets */
export const ticketsSchema = z.strictObject({ tickets: z.array(ticketSummarySchema) });
/** POST /tickets, GET /tickets/{id} */
export const oneTicketSchema = z.strictObject({ ticket: ticketSchema });

/** POST /tickets/{id}/messages: the new message and the ticket's status after it. */
export const addedMessageSchema = z.strictObject({ message: ticketMessageViewSchema, status: z.enum(TICKET_STATUSES) });
export type AddedMessage = z.infer<typeof addedMessageSchema>;
