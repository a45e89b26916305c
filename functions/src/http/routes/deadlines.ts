import type { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../../domain/validate';
import {
  addReminder,
  listDeadlines,
  REMINDER_NOT_FOUND,
  removeReminder,
  updateDeadlineFacts,
  updateReminder,
} from '../../services/deadlines';
import { deadlineFactsBodySchema, MAX_UPCOMING, newReminderSchema, reminderChangesSchema } from '../../shared/deadlines/deadline-inputs';
import { currentUser } from '../middleware/authenticate';
import { docIdParam, wholeNumberQuery } from './params';
import { issueText } from '../../shared/i18n/message';

const deadlinesQuery = z.object({
  upcoming: wholeNumberQuery()
    .pipe(
      z
        .number()
        .min(1, issueText('validation:mustBe1OrMore'))
        .max(MAX_UPCOMING, issueText('validation:mustBeMaxOrFewer', { max: MAX_UPCOMING })),
    )
    .optional(),
});

export function registerDeadlineRoutes(router: Router): void {
  router.get('/deadlines', async (req, res) => {
    const { upcoming } = parseInput(deadlinesQuery, req.query);
    res.json(await listDeadlines(currentUser(req).uid, upcoming === undefined ? {} : { upcomingCount: upcoming }));
  });

  router.put('/deadlines/facts', async (req, res) => {
    const facts = parseInput(deadlineFactsBodySchema, req.body ?? {});
    res.json(await updateDeadlineFacts(currentUser(req).uid, facts));
  });

  router.post('/reminders', async (req, res) => {
    const input = parseInput(newReminderSchema, req.body ?? {});
    res.status(201).json({ reminder: await addReminder(currentUser(req).uid, input) });
  });

  router.patch('/reminders/:reminderId', async (req, res) => {
    const { uid } = currentUser(req);
    const reminderId = docIdParam(req, 'reminderId', REMINDER_NOT_FOUND);
    const changes = parseInput(reminderChangesSchema, req.body ?? {});
    res.json({ reminder: await updateReminder(uid, reminderId, changes) });
  });

  router.delete('/reminders/:reminderId', async (req, res) => {
    const { uid } = currentUser(req);
    await removeReminder(uid, docIdParam(req, 'reminderId', REMINDER_NOT_FOUND));
    res.status(204).end();
  });
}
