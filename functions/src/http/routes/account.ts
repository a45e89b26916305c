import type { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../../domain/validate';
import { deleteAccount, exportFileName, exportUserData } from '../../services/account-data';
import { currentUser } from '../middleware/authenticate';
import { issueText } from '../../shared/i18n/message';

// The user types DELETE in the confirmation dialog; a stray request without it deletes nothing.
const deleteBody = z.object({ confirm: z.literal('DELETE', { error: issueText('errors:typeDELETEToConfirm') }) });

export function registerAccountRoutes(router: Router): void {
  // 'Download my data': a zip streamed as it is built.
  router.get('/account/export', async (req, res) => {
    const { uid } = currentUser(req);
    // Headers go with the first bytes, so a failure before them is still an ordinary JSON error.
    const start = () => {
      if (res.headersSent) return;
      res.status(200);
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="${exportFileName()}"`);
      res.setHeader('Cache-Control', 'private, no-store');
    };
    const sink = {
      write: (chunk: Uint8Array) => {
        start();
        res.write(chunk);
      },
      end: () => {
        start();
        res.end();
      },
    };
    await exportUserData(uid, sink, req.get('user-agent'));
  });

  // 'Delete my account': needs a sign-in within the last few minutes (the web asks for the password again first).
  router.post('/account/delete', async (req, res) => {
    parseInput(deleteBody, req.body ?? {});
    await deleteAccount(currentUser(req));
    res.status(204).end();
  });
}
