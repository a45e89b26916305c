// The real knowledge base for tests: the content package's cards and FAQ with the figure table
// (functions/src/content/), built as the server builds them.
import { FAQ } from '../../../content/faq';
import { KNOWLEDGE_CARDS } from '../../../content/knowledge/cards';
import type { HelpRecord } from '../card-records';
import { FIGURES } from '../facts/figure-table';
import { buildKnowledgeBase, type KnowledgeBase, type KnowledgeBaseInput } from '../knowledge-base';

/** The content as Firestore would hand it back: optional fields filled as the repo fills them. */
export function seedKnowledgeInput(): KnowledgeBaseInput {
  return {
    cards: KNOWLEDGE_CARDS.map((card) => ({ ...card, translations: card.translations ?? {} })),
    figures: FIGURES.map((figure) => ({ ...figure, note: figure.note ?? null })),
    help: FAQ.map(({ id, question, answer, link }): HelpRecord => ({ id, question, answer, link: link ?? '/support' })),
  };
}

let built: Promise<KnowledgeBase> | undefined;

/** Built once per test file. */
export function seedKnowledgeBase(): Promise<KnowledgeBase> {
  built ??= Promise.resolve(buildKnowledgeBase(seedKnowledgeInput()));
  return built;
}
