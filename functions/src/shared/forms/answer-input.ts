// The form interview's inputs (shared/contracts/forms.ts). Each answer's own rules are in ./answer-rules.ts; this
// schema checks the envelope, and the service checks every answer against its question.
import { z } from 'zod';
import { issueText } from '../i18n/message';
import { ANSWER_LIMITS } from './answer-rules';
import { answerValueSchema } from './form-views';

/** A question id: "beneficiary.address.1.street", "i-485.pt9.q10". */
export const QUESTION_ID = /^[A-Za-z0-9][A-Za-z0-9.-]{0,99}$/;

export const answersInputSchema = z.strictObject({
  answers: z
    .record(z.string(), answerValueSchema.nullable(), { error: issueText('validation:sendAnswersAsAnObject') })
    .refine((answers) => Object.keys(answers).length <= ANSWER_LIMITS.perRequest, {
      message: issueText('validation:tooManyAnswers', { max: ANSWER_LIMITS.perRequest }),
    })
    .refine((answers) => Object.keys(answers).length > 0, { message: issueText('validation:nothingToChange') }),
});
export type AnswersInput = z.output<typeof answersInputSchema>;

/** ?reveal=1 shows the caller's own sensitive answers (SSN, A-Number) in full. */
export const questionsQuerySchema = z.strictObject({ reveal: z.enum(['0', '1']).optional() });
