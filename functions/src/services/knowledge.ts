// The Knowledge Center's answer cards: searched, filtered by topic, paged, and one card with its sources and figures.
import { knowledgeBase } from '../ai/knowledge';
import { CONTENT_SLUG } from './content';
import { findCards, type CardSearch } from '../domain/knowledge/knowledge-center';
import { notFound } from '../domain/errors';
import { paginate } from '../shared/content/paginate';
import { CARDS_PER_PAGE, type CardsPage, type KnowledgeCard, type KnowledgeLanguage } from '../shared/knowledge/knowledge-views';
import { msg } from '../shared/i18n/message';

export async function cardsPage(search: CardSearch, page: number): Promise<CardsPage> {
  const { items, ...meta } = paginate(findCards(await knowledgeBase(), search), page, CARDS_PER_PAGE);
  return { cards: items, ...meta };
}

export async function getCard(id: string, language: KnowledgeLanguage): Promise<KnowledgeCard> {
  const card = CONTENT_SLUG.test(id) ? (await knowledgeBase()).card(id, language) : undefined;
  if (card === undefined) throw notFound(msg('errors:answerNotFound'));
  return card;
}
