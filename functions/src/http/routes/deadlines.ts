import type { Router } from 'express';
import { addReminder, listDeadlines, removeReminder, updateDeadlineFacts, updateReminder } from '../../services/deadlines';
import { deadlinesContracts } from '../../shared/contracts/deadlines';
import { serveContracts } from '../contracts/serve';

export function registerDeadlineRoutes(router: Router): void {
  serveContracts(router, deadlinesContracts, {
    list: async ({ user, query }) => listDeadlines(user.uid, query.upcoming === undefined ? {} : { upcomingCount: query.upcoming }),
    updateFacts: async ({ user, body }) => updateDeadlineFacts(user.uid, body),
    addReminder: async ({ user, body }) => ({ reminder: await addReminder(user.uid, body) }),
    updateReminder: async ({ user, params, body }) => ({ reminder: await updateReminder(user.uid, params.reminderId, body) }),
    deleteReminder: async ({ user, params }) => {
      await removeReminder(user.uid, params.reminderId);
    },
  });
}
