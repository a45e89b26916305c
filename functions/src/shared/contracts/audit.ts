// Settings > Security activity (http/routes/audit.ts serves it).
import { auditLogSchema } from '../account/account-views';
import { route } from './contract';

export const auditContracts = {
  list: route({
    method: 'GET',
    path: '/audit-log',
    summary: "The caller's own security activity, newest first",
    ids: 'self',
    checkRevoked: true,
    responses: { 200: auditLogSchema },
  }),
};
