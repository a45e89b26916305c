// Help & Support tickets (http/routes/support.ts serves them).
import { MAX_UPLOAD_BYTES } from '../settings/upload-policy';
import { newTicketSchema, ticketMessageSchema } from '../support/ticket';
import { addedMessageSchema, oneTicketSchema, ticketsSchema } from '../support/ticket-views';
import { fileAnswer, jsonBody, jsonOrMultipartBody, route } from './contract';
import { fileQuerySchema } from './file-query';

const TICKET = { id: 'ticket' } as const;

export const supportContracts = {
  list: route({
    method: 'GET',
    path: '/tickets',
    summary: "The caller's tickets, newest first",
    ids: 'self',
    responses: { 200: ticketsSchema },
  }),
  create: route({
    method: 'POST',
    path: '/tickets',
    summary: 'Opens a ticket, with an optional attachment (PDF, DOCX, JPG or PNG); the user is notified',
    ids: 'self',
    // JSON without a file; multipart with the same fields and the file under "attachment" with one.
    body: jsonOrMultipartBody({ fileField: 'attachment', maxFiles: 1, maxFileBytes: MAX_UPLOAD_BYTES, fields: newTicketSchema }),
    responses: { 201: oneTicketSchema },
  }),
  get: route({
    method: 'GET',
    path: '/tickets/{id}',
    summary: 'One ticket with its messages',
    ids: TICKET,
    responses: { 200: oneTicketSchema },
  }),
  attachment: route({
    method: 'GET',
    path: '/tickets/{id}/attachment',
    summary: "The ticket's attachment, shown inline or, with ?download=1, saved",
    ids: TICKET,
    query: fileQuerySchema,
    responses: { 200: fileAnswer('the stored type: PDF, DOCX, JPG or PNG') },
  }),
  reply: route({
    method: 'POST',
    path: '/tickets/{id}/messages',
    summary: "Adds the user's reply; the ticket goes back to the support team's queue",
    ids: TICKET,
    body: jsonBody(ticketMessageSchema),
    responses: { 201: addedMessageSchema },
  }),
};
