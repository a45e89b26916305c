// The knowledge base's answer cards, one file per group of topics, in one list for the launcher and the tests.
import type { KnowledgeCardSeed } from '../types';
import { FAMILY_CARDS } from './cards/family';
import { HUMANITARIAN_CARDS } from './cards/humanitarian';
import { NATURALIZATION_CARDS } from './cards/naturalization';
import { PROCEDURE_CARDS } from './cards/procedures';
import { STUDENT_CARDS } from './cards/students';
import { WORK_CARDS } from './cards/work';

export const KNOWLEDGE_CARDS: readonly KnowledgeCardSeed[] = [
  ...FAMILY_CARDS,
  ...NATURALIZATION_CARDS,
  ...WORK_CARDS,
  ...STUDENT_CARDS,
  ...HUMANITARIAN_CARDS,
  ...PROCEDURE_CARDS,
];
