// The public page of a report share link (http/routes/shared-reports.ts serves it): no sign-in, the token is the
// permission.
import { sharedReportViewSchema } from '../documents/review-views';
import { route } from './contract';

export const sharedReportsContracts = {
  open: route({
    method: 'GET',
    path: '/shared/reports/{token}',
    summary: 'The report behind a share link, document numbers masked (no sign-in; unknown, expired and revoked links answer 404)',
    ids: { token: 'share-token' },
    access: 'public',
    responses: { 200: sharedReportViewSchema },
  }),
};
