import type { Router } from 'express';
import { getTicket, listTickets, openTicketAttachment, replyToTicket, submitTicket, TICKET_NOT_FOUND } from '../../services/support';
import { newTicketSchema, ticketMessageSchema } from '../../shared/support/ticket';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';
import { documentUploadPolicy, isMultipart, readMultipart, type UploadedFile } from './multipart';
import { docIdParam } from './params';
import { streamFile, wantsDownload } from './stream-file';

const TICKET_UPLOAD = documentUploadPolicy('attachment');

export function registerSupportRoutes(router: Router): void {
  router.get('/tickets', async (req, res) => {
    res.json({ tickets: await listTickets(currentUser(req).uid) });
  });

  // JSON, or multipart/form-data with the same fields and an optional file under "attachment".
  router.post('/tickets', async (req, res) => {
    const { uid } = currentUser(req);
    let fields: unknown = req.body ?? {};
    let upload: UploadedFile | null = null;
    if (isMultipart(req)) {
      const form = await readMultipart(req, TICKET_UPLOAD);
      fields = form.fields;
      upload = form.file;
    }
    const input = parseInput(newTicketSchema, fields);
    res.status(201).json({ ticket: await submitTicket(uid, input, upload) });
  });

  router.get('/tickets/:id', async (req, res) => {
    res.json({ ticket: await getTicket(currentUser(req).uid, docIdParam(req, 'id', TICKET_NOT_FOUND)) });
  });

  router.get('/tickets/:id/attachment', async (req, res) => {
    const download = wantsDownload(req);
    const { file, stream } = await openTicketAttachment(currentUser(req).uid, docIdParam(req, 'id', TICKET_NOT_FOUND));
    streamFile(res, file, stream, download);
  });

  router.post('/tickets/:id/messages', async (req, res) => {
    const { uid } = currentUser(req);
    const id = docIdParam(req, 'id', TICKET_NOT_FOUND);
    const { text: body } = parseInput(ticketMessageSchema, req.body ?? {});
    res.status(201).json(await replyToTicket(uid, id, body));
  });
}
