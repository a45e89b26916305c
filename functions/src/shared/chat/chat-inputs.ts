// What the chat's REST routes accept (shared/contracts/chats.ts).
import { z } from 'zod';
import { issueText } from '../i18n/message';
import { jsonHasBrokenText, singleLineText } from '../text';
import { wholeNumberQuery } from '../contracts/number-query';

/** GET /chats: the most recently updated chats, 50 unless asked. */
export const chatListQuerySchema = z.object({
  limit: wholeNumberQuery()
    .pipe(z.number().min(1, issueText('validation:mustBe1OrMore')).max(100, issueText('validation:mustBe100OrLess')))
    .optional()
    .default(50),
});

/** POST /chats/{chatId}/interactions/{callId}/result: what the client's tool produced. */
export const toolResultSchema = z.object({
  name: singleLineText('labels:name', {
    max: 100,
    messages: {
      missing: issueText('validation:required'),
      type: issueText('validation:mustBeText'),
      required: issueText('validation:required'),
      tooLong: issueText('validation:atMostMaxCharacters', { max: 100 }),
    },
  }),
  result: z
    .unknown()
    .refine((value) => value !== undefined, issueText('validation:required'))
    .refine((value) => !jsonHasBrokenText(value), issueText('validation:containsABrokenCharacterALoneUTF')),
});
