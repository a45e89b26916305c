import type { Router } from 'express';
import { z } from 'zod';
import { getTicket, listTickets, openTicketAttachment, replyToTicket, submitTicket, TICKET_NOT_FOUND } from '../../services/support';
import { LIMITS, TICKET_CATEGORIES } from '../../shared/support/ticket';
import { currentUser } from '../middleware/authenticate';
import { parseInput } from '../../domain/validate';
import { isMultipart, readMultipart, type UploadedFile } from './multipart';
import { docIdParam } from './params';
import { streamFile, wantsDownload } from './stream-file';

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
    const { text: body } = parseInput(messageSchema, req.body ?? {});
    res.status(201).json(await replyToTicket(uid, id, body));
  });
}
