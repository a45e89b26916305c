import type { Router } from 'express';
import { z } from 'zod';
import { addUserMessage, createTicket, getTicket, listTickets, newTicketId, openTicketAttachment, saveTicketAttachment } from '../../data/tickets-repo';
import { notFound } from '../../domain/errors';
import { notify } from '../../services/notify';
import { safeFileName, UPLOAD_KINDS } from '../../shared/settings/upload-policy';
import { LIMITS, statusAfterUserReply, TICKET_CATEGORIES, ticketCreatedMessage, ticketPath } from '../../shared/support/ticket';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../validate';
import { isMultipart, readMultipart, type UploadedFile } from './multipart';
import { docIdParam } from './params';
import { streamFile, wantsDownload } from './stream-file';

const TICKET_NOT_FOUND = 'Ticket not found.';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be ${max} characters or fewer`);

const newTicketSchema = z.object({
  subject: text('Subject', LIMITS.subject),
  category: z.enum(TICKET_CATEGORIES, { error: `Choose one of ${TICKET_CATEGORIES.join(', ')}` }),
  description: text('Description', LIMITS.description),
});

const messageSchema = z.object({ text: text('Message', LIMITS.message) });

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
      const form = await readMultipart(req, 'attachment');
      fields = form.fields;
      upload = form.file;
    }
    const input = parseInput(newTicketSchema, fields);
    const id = newTicketId();
    const attachment = upload
      ? await saveTicketAttachment(uid, id, {
          name: safeFileName(upload.fileName, upload.kind),
          bytes: upload.bytes,
          contentType: UPLOAD_KINDS[upload.kind].contentType,
          originalName: upload.fileName,
        })
      : null;
    const ticket = await createTicket(uid, id, { ...input, status: 'Open', attachment });
    await notify(uid, { message: ticketCreatedMessage(ticket.subject), link: ticketPath(ticket.id) });
    res.status(201).json({ ticket });
  });

  router.get('/tickets/:id', async (req, res) => {
    const ticket = await getTicket(currentUser(req).uid, docIdParam(req, 'id', TICKET_NOT_FOUND));
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    res.json({ ticket });
  });

  router.get('/tickets/:id/attachment', async (req, res) => {
    const download = wantsDownload(req);
    const found = await openTicketAttachment(currentUser(req).uid, docIdParam(req, 'id', TICKET_NOT_FOUND));
    if (!found) throw notFound('Attachment not found.');
    streamFile(res, found.file, found.stream, download);
  });

  router.post('/tickets/:id/messages', async (req, res) => {
    const { uid } = currentUser(req);
    const id = docIdParam(req, 'id', TICKET_NOT_FOUND);
    const { text: body } = parseInput(messageSchema, req.body ?? {});
    const result = await addUserMessage(uid, id, body, statusAfterUserReply);
    if (!result) throw notFound(TICKET_NOT_FOUND);
    res.status(201).json(result);
  });
}
