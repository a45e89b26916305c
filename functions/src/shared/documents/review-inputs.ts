// What POST /ai-assistant/documents and the review's follow-up calls accept. Shared with the web, which checks the
// same limits before it sends anything.
import { z } from 'zod';
import { docIdSchema } from '../ids';
import { DOCUMENT_CATEGORY_KEYS } from '../reference/categories';
import { FAMILY_FILINGS } from '../reference/required-documents';
import { PERSON_ROLES } from '../forms/profile-facts';
import { COUNTRIES } from '../reference/countries';
import { multiLineText } from '../text';
import { issueText, msg, type Message } from '../i18n/message';

export const MAX_REVIEW_FILES = 10;
export const MAX_REVIEW_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_REVIEW_TOTAL_BYTES = 50 * 1024 * 1024;
export const MAX_REVIEW_COMMENT = 2000;
/** The multipart field that carries the files (repeated). */
export const REVIEW_FILES_FIELD = 'files';

export const TOO_MANY_FILES_MESSAGE: Message = msg('errors:tooManyReviewFiles', { max: MAX_REVIEW_FILES });
export const FILE_TOO_LARGE_MESSAGE: Message = msg('errors:reviewFileTooLarge', { size: '10 MB' });
export const TOTAL_TOO_LARGE_MESSAGE: Message = msg('errors:reviewFilesTooLarge', { size: '50 MB' });
export const REVIEW_TYPES_MESSAGE: Message = msg('errors:acceptedTypes');

/** The spec's validation messages (docs/SPEC.md section 5, "Document review"). */
export const UPLOAD_ALL_MESSAGE = issueText('validation:uploadAllDocuments');
export const SELECT_COUNTRY_MESSAGE = issueText('validation:selectCountry');

export const reviewFieldsSchema = z.object({
  category: z.enum(DOCUMENT_CATEGORY_KEYS, { error: issueText('validation:chooseDocumentCategory') }),
  country: z.enum(COUNTRIES, { error: SELECT_COUNTRY_MESSAGE }),
  comment: multiLineText('labels:specialInstructions', { max: MAX_REVIEW_COMMENT, required: false }).default(''),
  caseId: docIdSchema('labels:case').optional(),
  chatId: docIdSchema('labels:chat').optional(),
  /** A family review: where the beneficiary applies; unsaid, the case's goal decides, else both are possible. */
  filing: z.enum(FAMILY_FILINGS, { error: issueText('validation:chooseInsideOrOutsideTheUS') }).optional(),
});
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

/** The upload form's text fields: an optional id sent empty (a form field left blank) means none. */
export const reviewFormFieldsSchema = z.preprocess(
  (fields) =>
    typeof fields === 'object' && fields !== null
      ? Object.fromEntries(
          Object.entries(fields).filter(
            ([name, value]) => !((name === 'caseId' || name === 'chatId' || name === 'filing') && value === ''),
          ),
        )
      : fields,
  reviewFieldsSchema,
);

/** POST /ai-assistant/documents/:reviewId/case: an existing case of the caller's, or a new Draft case. */
export const addToCaseSchema = z.union(
  [z.object({ caseId: docIdSchema('labels:case') }).strict(), z.object({ newCase: z.literal(true) }).strict()],
  { error: issueText('validation:chooseOneOfYourCasesOrA') },
);
export type AddToCaseInput = z.infer<typeof addToCaseSchema>;

/** POST /ai-assistant/documents/reset: the review to discard; without one, the latest that is not in a case. */
export const resetSchema = z.object({ reviewId: docIdSchema('labels:review').optional() }).strict();

/**
 * POST /ai-assistant/documents/{reviewId}/notice: one click on a USCIS notice the review read: track its application
 * (create it, or find the one with its receipt number), add its appointment, or add its response deadline.
 */
export const NOTICE_ACTIONS = ['track', 'appointment', 'deadline'] as const;
export type NoticeAction = (typeof NOTICE_ACTIONS)[number];
export const noticeActionSchema = z
  .object({
    documentId: docIdSchema('labels:document'),
    action: z.enum(NOTICE_ACTIONS, { error: issueText('validation:chooseWhatToDoWithTheNotice') }),
  })
  .strict();
export type NoticeActionInput = z.infer<typeof noticeActionSchema>;

/** POST /ai-assistant/documents/{reviewId}/person: whose document a file is, as the user says (null: not known). */
export const documentPersonSchema = z
  .object({
    documentId: docIdSchema('labels:document'),
    person: z.enum(PERSON_ROLES, { error: issueText('validation:chooseWhoseDocumentThisIs') }).nullable(),
  })
  .strict();
export type DocumentPersonInput = z.infer<typeof documentPersonSchema>;
