// The real knowledge base for tests: the content package's cards and FAQ with the figure table
// (functions/src/content/), built as the server builds them.
import { FAQ } from '../../../content/faq';
import { MULTI_PART_QUESTIONS, NO_CARD_QUESTIONS, SITUATION_QUESTIONS } from '../../../content/knowledge/assistant.questions';
import { KNOWLEDGE_CARDS } from '../../../content/knowledge/cards';
import { FAMILY_QUESTIONS } from '../../../content/knowledge/cards/family.questions';
import { HUMANITARIAN_QUESTIONS } from '../../../content/knowledge/cards/humanitarian.questions';
import { NATURALIZATION_QUESTIONS } from '../../../content/knowledge/cards/naturalization.questions';
import { PROCEDURE_QUESTIONS } from '../../../content/knowledge/cards/procedures.questions';
import { STUDENT_QUESTIONS } from '../../../content/knowledge/cards/students.questions';
import { WORK_QUESTIONS } from '../../../content/knowledge/cards/work.questions';
import type { HelpRecord } from '../card-records';
import { FIGURES } from '../facts/figure-table';
import { buildKnowledgeBase, type KnowledgeBase, type KnowledgeBaseInput } from '../knowledge-base';

/** The content as Firestore would hand it back: optional fields filled as the repo fills them. */
export function seedKnowledgeInput(): Promise<KnowledgeBaseInput> {
  return Promise.resolve({
    cards: KNOWLEDGE_CARDS.map((card) => ({ ...card, translations: card.translations ?? {} })),
    figures: FIGURES.map((figure) => ({ ...figure, note: figure.note ?? null })),
    help: FAQ.map(({ id, question, answer, link }): HelpRecord => ({ id, question, answer, link: link ?? '/support' })),
  });
}

let built: Promise<KnowledgeBase> | undefined;

/** Built once per test file. */
export function seedKnowledgeBase(): Promise<KnowledgeBase> {
  built ??= seedKnowledgeInput().then(buildKnowledgeBase);
  return built;
}

/** A test question and the card (or, for a question of several parts, the cards) that answer it. */
export interface SeedQuestion {
  ask: string;
  card?: string | null;
  cards?: ReadonlyArray<string | null>;
  also?: readonly string[];
  tool?: string;
}

/** The assistant's own questions: several parts, the asker's own facts, and no card (knowledge/assistant.questions.ts). */
export function seedAssistantQuestions(): Promise<SeedQuestion[]> {
  return Promise.resolve([...MULTI_PART_QUESTIONS, ...SITUATION_QUESTIONS, ...NO_CARD_QUESTIONS]);
}

/** Each card group's retrieval questions (functions/src/content/knowledge/cards/*.questions.ts). */
export function seedQuestions(): Promise<Array<{ ask: string; card: string; also?: readonly string[] }>> {
  return Promise.resolve([
    ...FAMILY_QUESTIONS,
    ...NATURALIZATION_QUESTIONS,
    ...WORK_QUESTIONS,
    ...STUDENT_QUESTIONS,
    ...HUMANITARIAN_QUESTIONS,
    ...PROCEDURE_QUESTIONS,
  ]);
}
