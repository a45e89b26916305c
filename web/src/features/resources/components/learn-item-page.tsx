import { useCallback } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { KnowledgeLanguage } from '@shared/knowledge/knowledge-views';
import { paths } from '@/config/paths';
import { useCard } from '../api/get-card';
import { browserLanguage, knowledgeListFrom, languageFrom } from '../hooks/use-knowledge-params';
import { listPageFrom } from '../hooks/use-page-param';
import { ArticlePage } from './article-page';
import { CardPage } from './card-page';
import { isNotFound } from './not-found';

/**
 * /resources/learn/:id holds both answer cards and the guides (their ids never collide): the card when there is one,
 * else the article, else 'Article not found.'. Cards are asked for first, since answers link to them most.
 */
export function LearnItemPage() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const [search, setSearch] = useSearchParams();
  const lang = languageFrom(search.get('lang'));
  const query = useCard(id, lang);

  const onLanguage = useCallback(
    (next: KnowledgeLanguage) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === browserLanguage()) updated.delete('lang');
          else updated.set('lang', next);
          return updated;
        },
        // Same page, another language: no new history entry, and Back still knows the list.
        { replace: true, state },
      ),
    [setSearch, state],
  );

  if (isNotFound(query.error)) return <ArticlePage />;
  const fromPage = listPageFrom(state);
  const backTo = knowledgeListFrom(state) ?? (fromPage > 1 ? `${paths.learn}?page=${fromPage}` : paths.learn);
  return <CardPage query={query} lang={lang} onLanguage={onLanguage} backTo={backTo} linkState={state} />;
}
