import type { Router } from 'express';
import { getTicket, listTickets, openTicketAttachment, replyToTicket, submitTicket } from '../../services/support';
import { asksForDownload } from '../../shared/contracts/file-query';
import { supportContracts } from '../../shared/contracts/support';
import { serveContracts } from '../contracts/serve';
import { documentUploadPolicy } from './multipart';
import { streamFile } from './stream-file';

export function registerSupportRoutes(router: Router): void {
  serveContracts(router, supportContracts, {
    list: async ({ user }) => ({ tickets: await listTickets(user.uid) }),
    create: async ({ user, form }) => {
      const { fields, file } = await form.one(documentUploadPolicy);
      return { ticket: await submitTicket(user.uid, fields, file) };
    },
    get: async ({ user, params }) => ({ ticket: await getTicket(user.uid, params.id) }),
    attachment: async ({ user, params, query, res }) => {
      const { file, stream } = await openTicketAttachment(user.uid, params.id);
      streamFile(res, file, stream, asksForDownload(query));
    },
    reply: async ({ user, params, body }) => replyToTicket(user.uid, params.id, body.text),
  });
}
