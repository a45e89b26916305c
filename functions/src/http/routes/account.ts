import type { Router } from 'express';
import { deleteAccount, exportFileName, exportUserData } from '../../services/account-data';
import { accountContracts } from '../../shared/contracts/account';
import { serveContracts } from '../contracts/serve';

export function registerAccountRoutes(router: Router): void {
  serveContracts(router, accountContracts, {
    // 'Download my data': a zip streamed as it is built.
    export: async ({ user, req, res }) => {
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
      await exportUserData(user.uid, sink, req.get('user-agent'));
    },
    // 'Delete my account': the contract's body asks for the typed DELETE; the web signs in again first.
    delete: async ({ user }) => {
      await deleteAccount(user);
    },
  });
}
