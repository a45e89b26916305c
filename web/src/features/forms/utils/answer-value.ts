// What an input of the interview holds, and the answer it stands for. The answer is cleaned and checked with the
// server's own rules (shared/forms/answer-rules.ts), so the applicant sees the same message before sending.
import { answerProblem, cleanAnswer, type AnswerValue } from '@shared/forms/answer-rules';
import type { QuestionView } from '@shared/forms/form-views';
import type { Fact } from '@shared/forms/profile-facts';
import type { Message } from '@shared/i18n/message';

/** What an input holds: text as typed (also for dates and numbers), a yes/no as a boolean. */
export type Draft = string | boolean;

/** The rules' view of a question: its type and its options' values. */
export const factOf = (question: Pick<QuestionView, 'type' | 'options'>): Fact => ({
  type: question.type,
  ...(question.options ? { options: question.options.map((option) => option.value) } : {}),
});

/** The stored answer as an input shows it. */
export const draftOf = (value: QuestionView['value']): Draft => (value === null ? '' : typeof value === 'boolean' ? value : String(value));

/** Today in the applicant's own calendar, as the rules take it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type CheckedAnswer = { value: AnswerValue | null; problem: null } | { value: null; problem: Message };

/** The answer a draft sends (an emptied input clears the answer: null), or why it cannot be sent. */
export function checkDraft(question: Pick<QuestionView, 'id' | 'type' | 'options'>, draft: Draft, today: string): CheckedAnswer {
  const fact = factOf(question);
  const value = cleanAnswer(fact, draft);
  if (value === '') return { value: null, problem: null };
  const problem = answerProblem(question.id, fact, value, today);
  return problem ? { value: null, problem } : { value, problem: null };
}

/** Whether the answer shown is the one that can bar the application. */
export const isFlagged = (question: Pick<QuestionView, 'flag'>, shown: Draft): boolean =>
  question.flag !== null && shown === question.flag.when;
