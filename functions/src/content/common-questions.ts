import type { CommonQuestionSeed } from './types';
import { KNOWLEDGE_CARDS } from './knowledge/cards';

// The chat welcome panel's suggested questions: answer cards of the knowledge base, in display order. The panel shows
// each card's question, and asking it gets that card's answer, so the question and its answer are written once.
const CARD_IDS = [
  'marriage-green-card-timeline',
  'work-while-green-card-pending',
  'visa-vs-status',
  'check-uscis-case-status',
  'overstay-consequences',
  'travel-while-aos-pending',
  'apply-for-citizenship',
  'what-is-priority-date',
  'do-i-need-a-lawyer',
  'what-is-an-rfe',
  'change-address-uscis',
  'family-green-card-documents',
] as const;

export const COMMON_QUESTIONS: readonly CommonQuestionSeed[] = CARD_IDS.flatMap((id, index) => {
  const card = KNOWLEDGE_CARDS.find((c) => c.id === id);
  return card === undefined ? [] : [{ id, text: card.question, order: index + 1 }];
});
