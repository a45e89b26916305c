// The inputs of the case discussion with an expert: the API's and the chat service's zod schemas. Apart
// from discussion-views.ts so that importing a limit or a type does not load zod.
import { z } from 'zod';
import { STATUS_UPDATE_STATUSES } from '../cases/case-status';
import { docIdSchema } from '../ids';
import { multiLineText } from '../text';
import {
  MAX_DISCUSSION_TEXT,
  MAX_EXPERT_NOTE,
  MAX_FILES_PER_DISCUSSION_MESSAGE,
  MAX_HIGHLIGHT_CHARS,
  MAX_HIGHLIGHTS,
  MAX_STATUS_REASON,
} from './discussion-limits';
import { issueText } from '../i18n/message';

const note = multiLineText('labels:note', { max: MAX_EXPERT_NOTE, required: false });

/** POST /cases/{caseId}/expert-request: 'Discuss with Expert' / 'Send to Expert'. */
export const expertRequestInputSchema = z.object({ note: note.default('') });
export type ExpertRequestInput = z.infer<typeof expertRequestInputSchema>;

/** PUT /expert/cases/{caseId}/highlights: the whole list, replacing the previous one. */
export const expertHighlightsInputSchema = z.object({
  highlights: z
    .array(multiLineText('labels:highlight', { max: MAX_HIGHLIGHT_CHARS }))
    .max(MAX_HIGHLIGHTS, issueText('validation:atMostMaxHighlights', { max: MAX_HIGHLIGHTS })),
});
export type ExpertHighlightsInput = z.infer<typeof expertHighlightsInputSchema>;

/** POST /expert/cases/{caseId}/status: Pending, Approved or Denied, with the reason the applicant reads. */
export const expertStatusInputSchema = z.object({
  status: z.enum(STATUS_UPDATE_STATUSES, { error: issueText('validation:choosePendingApprovedOrDenied') }),
  reason: multiLineText('labels:reason', { max: MAX_STATUS_REASON }),
});
export type ExpertStatusInput = z.infer<typeof expertStatusInputSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const discussionTextSchema = multiLineText('labels:message', {
  max: MAX_DISCUSSION_TEXT,
  required: false,
  messages: {
    type: issueText('validation:mustBeText'),
    tooLong: issueText('validation:atMostMaxCharacters', { max: MAX_DISCUSSION_TEXT }),
  },
});

/** `discussion:send`. */
export const discussionSendSchema = z
  .object({
    caseId: docIdSchema('labels:case'),
    /** Client-chosen UUID: resending after a lost ack stores nothing twice. */
    id: z.string({ error: issueText('validation:required') }).regex(UUID, issueText('validation:mustBeAUUID')),
    text: discussionTextSchema.default(''),
    /** Ids of files the sender uploaded to this discussion and no message carries yet. */
    fileIds: z
      .array(docIdSchema('labels:file'))
      .max(MAX_FILES_PER_DISCUSSION_MESSAGE, issueText('validation:atMostMaxFiles', { max: MAX_FILES_PER_DISCUSSION_MESSAGE }))
      .default([]),
  })
  .refine((m) => m.text.length > 0 || m.fileIds.length > 0, { message: issueText('validation:typeAMessage'), path: ['text'] });
export type DiscussionSendInput = z.infer<typeof discussionSendSchema>;

const seq = z
  .number({ error: issueText('validation:mustBeANumber') })
  .int(issueText('validation:mustBeAWholeNumber'))
  .min(0, issueText('validation:mustBe0OrMore'))
  .max(Number.MAX_SAFE_INTEGER, issueText('validation:tooLarge'));

/** `discussion:join` (and the `after` query of GET /cases/{caseId}/discussion): messages after this seq (0: all). */
export const discussionJoinSchema = z.object({ caseId: docIdSchema('labels:case'), after: seq.default(0) });
/** `discussion:read`: everything up to this seq has been seen. */
export const discussionReadSchema = z.object({ caseId: docIdSchema('labels:case'), seq });
/** `discussion:leave`. */
export const discussionLeaveSchema = z.object({ caseId: docIdSchema('labels:case') });
