// The authors' question set for the assistant, in one place for the retrieval test and the retrieval bench
// (functions/src/ai/offline/testing/question-score.ts): each card group's questions, and the assistant's own.
import type { CardQuestion, TestQuestion } from '../types';
import { MULTI_PART_QUESTIONS, NO_CARD_QUESTIONS, SITUATION_QUESTIONS } from './assistant.questions';
import { FAMILY_QUESTIONS } from './cards/family.questions';
import { HUMANITARIAN_QUESTIONS } from './cards/humanitarian.questions';
import { NATURALIZATION_QUESTIONS } from './cards/naturalization.questions';
import { PROCEDURE_QUESTIONS } from './cards/procedures.questions';
import { STUDENT_QUESTIONS } from './cards/students.questions';
import { WORK_QUESTIONS } from './cards/work.questions';

/** Each card group's questions, each answered by one card. */
export const CARD_GROUP_QUESTIONS: readonly CardQuestion[] = [
  ...FAMILY_QUESTIONS,
  ...NATURALIZATION_QUESTIONS,
  ...WORK_QUESTIONS,
  ...STUDENT_QUESTIONS,
  ...HUMANITARIAN_QUESTIONS,
  ...PROCEDURE_QUESTIONS,
];

/** The assistant's own: several parts, the asker's own facts, and no card. */
export const ASSISTANT_QUESTIONS: readonly TestQuestion[] = [...MULTI_PART_QUESTIONS, ...SITUATION_QUESTIONS, ...NO_CARD_QUESTIONS];
