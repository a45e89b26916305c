// What the Uploaded Documents routes accept (shared/contracts/documents.ts): the case a list is narrowed to, or the
// case an upload joins.
import { z } from 'zod';
import { docIdSchema } from '../ids';

const caseId = docIdSchema('labels:case');

/** GET /documents: every file of the caller's, or a case's. */
export const documentListQuerySchema = z.object({ caseId: caseId.optional() });

/** POST /documents: the form's text fields beside the file. */
export const documentUploadFieldsSchema = z.object({ caseId: caseId.optional() });
