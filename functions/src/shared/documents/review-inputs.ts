// What POST /ai-assistant/documents and the review's follow-up calls accept. Shared with the web, which checks the
// same limits before it sends anything.
import { z } from 'zod';
import { docIdSchema } from '../ids';
import { DOCUMENT_CATEGORY_KEYS } from '../reference/categories';
import { COUNTRIES } from '../reference/countries';
import { multiLineText } from '../text';

export const MAX_REVIEW_FILES = 10;
export const MAX_REVIEW_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_REVIEW_TOTAL_BYTES = 50 * 1024 * 1024;
export const MAX_REVIEW_COMMENT = 2000;
/** The multipart field that carries the files (repeated). */
export const REVIEW_FILES_FIELD = 'files';

export const TOO_MANY_FILES_MESSAGE = `Upload at most ${MAX_REVIEW_FILES} files at a time.`;
export const FILE_TOO_LARGE_MESSAGE = 'Each file must be 10 MB or smaller.';
export const TOTAL_TOO_LARGE_MESSAGE = 'The files together must be 50 MB or smaller.';
export const REVIEW_TYPES_MESSAGE = 'Only PDF, DOCX, JPG and PNG files are accepted.';

/** The spec's validation messages (docs/SPEC.md section 5, "Document review"). */
export const UPLOAD_ALL_MESSAGE = 'Please upload all required documents.';
export const SELECT_COUNTRY_MESSAGE = 'Please select the country of origin.';

export const reviewFieldsSchema = z.object({
  category: z.enum(DOCUMENT_CATEGORY_KEYS, { error: 'Choose a document category' }),
  country: z.enum(COUNTRIES, { error: SELECT_COUNTRY_MESSAGE }),
  comment: multiLineText('Special instructions', { max: MAX_REVIEW_COMMENT, required: false }).default(''),
  caseId: docIdSchema('case').optional(),
  chatId: docIdSchema('chat').optional(),
});
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

/** POST /ai-assistant/documents/:reviewId/case: an existing case of the caller's, or a new Draft case. */
export const addToCaseSchema = z.union(
  [z.object({ caseId: docIdSchema('case') }).strict(), z.object({ newCase: z.literal(true) }).strict()],
  { error: 'Choose one of your cases, or a new case' },
);
export type AddToCaseInput = z.infer<typeof addToCaseSchema>;

/** POST /ai-assistant/documents/reset: the review to discard; without one, the latest that is not in a case. */
export const resetSchema = z.object({ reviewId: docIdSchema('review').optional() }).strict();
