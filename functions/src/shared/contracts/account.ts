// Settings > Account: downloading and deleting everything (http/routes/account.ts serves them).
import { accountDeletionSchema } from '../account/account-inputs';
import { fileAnswer, jsonBody, noContent, route } from './contract';

export const accountContracts = {
  export: route({
    method: 'GET',
    path: '/account/export',
    summary: "'Download my data': a zip of the profile, every record (JSON) and every uploaded file, streamed as it is built",
    ids: 'self',
    checkRevoked: true,
    responses: { 200: fileAnswer('application/zip') },
  }),
  delete: route({
    method: 'POST',
    path: '/account/delete',
    summary: "'Delete my account': everything the caller owns; needs a sign-in within the last few minutes",
    ids: 'self',
    checkRevoked: true,
    body: jsonBody(accountDeletionSchema),
    responses: { 204: noContent },
  }),
};
