// USCIS's posted processing times (http/routes/processing-times.ts serves them; docs/processing-times.md). Pinned.
import { processingTimeQuerySchema, processingTimeSchema } from '../processing-times/processing-views';
import { route } from './contract';

export const processingTimesContracts = {
  find: route({
    method: 'GET',
    path: '/processing-times',
    summary: "USCIS's posted time for a form at an office (80% of cases completed within it), or 404 before an import",
    ids: 'none',
    query: processingTimeQuerySchema,
    responses: { 200: processingTimeSchema },
  }),
};
